import { Component, type ReactNode } from 'react';
import { ErrorPage } from '../pages/ErrorPage.tsx';

type Props = { children: ReactNode; resetKey: string };
type State = { failed: boolean; resetKey: string };

/** Any unexpected error while rendering a page shows the seed's "Internal Server Error" page. */
export class ShellErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    // A new page gets a fresh start.
    return props.resetKey !== state.resetKey ? { failed: false, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown) {
    console.error('Prétoire : erreur inattendue', error);
  }

  override render() {
    return this.state.failed ? <ErrorPage status={500} /> : this.props.children;
  }
}
