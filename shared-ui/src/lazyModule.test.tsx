import { render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { lazyModule } from './lazyModule.ts';

function Screen({
  loader,
  wanted = true,
}: {
  loader: ReturnType<typeof lazyModule<{ Title: () => ReactNode }>>;
  wanted?: boolean;
}) {
  const module = loader.useLoaded(wanted);
  return module ? <module.Title /> : <p role="status">Chargement…</p>;
}

/** The module's component: an agenda's title. */
const Title = () => <h1>Agenda</h1>;

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{String(this.state.error)}</p> : this.props.children;
  }
}

describe('lazyModule', () => {
  it('shows the screen’s own loading line, then the module; fetched once', async () => {
    const load = jest.fn(() => Promise.resolve({ Title }));
    const loader = lazyModule(load);
    const { unmount } = render(<Screen loader={loader} />);
    expect(screen.getByRole('status')).toHaveTextContent('Chargement…');
    expect(await screen.findByRole('heading', { name: 'Agenda' })).toBeInTheDocument();
    unmount();
    // Loaded: the next screen renders it at once, with no loading line.
    render(<Screen loader={loader} />);
    expect(screen.getByRole('heading', { name: 'Agenda' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('not fetched while not wanted', async () => {
    const load = jest.fn(() => Promise.resolve({ Title }));
    const loader = lazyModule(load);
    const { rerender } = render(<Screen loader={loader} wanted={false} />);
    expect(load).not.toHaveBeenCalled();
    rerender(<Screen loader={loader} wanted />);
    expect(await screen.findByRole('heading', { name: 'Agenda' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failure reaches the error boundary; the next screen tries again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest
      .fn<Promise<{ Title: () => ReactNode }>, []>()
      .mockRejectedValueOnce(new Error('hors ligne'))
      .mockResolvedValue({ Title });
    const loader = lazyModule(load);
    const { unmount } = render(
      <Boundary>
        <Screen loader={loader} />
      </Boundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('hors ligne');
    unmount();
    render(<Screen loader={loader} />);
    expect(await screen.findByRole('heading', { name: 'Agenda' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
