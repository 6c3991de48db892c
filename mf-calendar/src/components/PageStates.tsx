import { ErrorPanel } from 'shared-ui';
import styles from './layout.ts';

/** Polite "loading" for a screen or a block. */
export function Loading({ label = 'Chargement…' }: { label?: string }) {
  return (
    <p role="status" aria-busy="true" className={styles.muted}>
      {label}
    </p>
  );
}

/** A read that failed (network, access…): the French reason and "Réessayer". */
export function LoadError({ message }: { message: string }) {
  return <ErrorPanel title="Chargement impossible" message={message} onRetry={() => window.location.reload()} />;
}
