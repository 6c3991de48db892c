import { ErrorPanel, Link } from 'shared-ui';
import styles from './layout.ts';

/** Polite "loading" for a screen or a block. */
export function Loading({ label = 'Chargement…' }: { label?: string }) {
  return (
    <p role="status" aria-busy="true" className={styles.muted}>
      {label}
    </p>
  );
}

export type NotFoundProps = { kind: 'dossier' | 'client' };

/**
 * A record that does not exist or belongs to another cabinet: the same page, and no data,
 * so an id tells nothing about what exists elsewhere.
 */
export function NotFound({ kind }: NotFoundProps) {
  const title = kind === 'dossier' ? 'Dossier introuvable' : 'Client introuvable';
  const back =
    kind === 'dossier'
      ? { to: '/app/cases', label: 'Retour aux dossiers' }
      : { to: '/app/clients', label: 'Retour aux clients' };
  return (
    <section aria-labelledby="not-found-title" data-not-found={kind}>
      <h1 id="not-found-title">{title}</h1>
      <p>
        Ce {kind} n’existe pas, a été supprimé, ou vous n’y avez pas accès. Seuls les membres du cabinet concerné
        peuvent l’ouvrir.
      </p>
      <p>
        <Link to={back.to}>{back.label}</Link>
      </p>
    </section>
  );
}

/** A read that failed for another reason than "not found" (network…). */
export function LoadError({ message }: { message: string }) {
  return <ErrorPanel title="Chargement impossible" message={message} onRetry={() => window.location.reload()} />;
}

/** Nobody is signed in: say so and offer the way in (never an endless "Chargement…"). */
export function SignedOut() {
  return (
    <section aria-labelledby="signed-out-title" data-signed-out="">
      <h1 id="signed-out-title">Vous n’êtes pas connecté</h1>
      <p>Les dossiers et les clients du cabinet ne sont visibles qu’après connexion.</p>
      <p>
        <a href="/pro/login">Se connecter</a>
      </p>
    </section>
  );
}
