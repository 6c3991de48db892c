import { ErrorPanel, Link, useLocation } from 'shared-ui';
import styles from './layout.ts';

/** Polite "loading" for a screen or a block. */
export function Loading({ label = 'Chargement…' }: { label?: string }) {
  return (
    <p role="status" aria-busy="true" className={styles.muted}>
      {label}
    </p>
  );
}

/**
 * A research file that does not exist or belongs to another cabinet: the same page and no data,
 * so an id tells nothing about what exists elsewhere.
 */
export function NotFound() {
  return (
    <section aria-labelledby="not-found-title" data-not-found="fiche">
      <h1 id="not-found-title">Fiche de recherche introuvable</h1>
      <p>
        Cette fiche n’existe pas, a été supprimée, ou vous n’y avez pas accès. Seuls les membres du cabinet concerné
        peuvent l’ouvrir.
      </p>
      <p>
        <Link to="/app/research">Retour aux fiches de recherche</Link>
      </p>
    </section>
  );
}

/** The seed's 404 (§8): "Page Not Found: {path}" — e.g. an article slug that does not exist. */
export function PageNotFound() {
  const { pathname } = useLocation();
  return (
    <section aria-labelledby="page-not-found-title" data-status="404">
      <h1 id="page-not-found-title">Page Not Found: {pathname}</h1>
      <p>Cette page n’existe pas. L’adresse est peut-être mal saisie, ou l’article a été retiré.</p>
      <p>
        <Link to="/app/research/articles">Retour aux articles</Link>
      </p>
    </section>
  );
}

/** A read that failed for another reason than "not found" (network…). */
export function LoadError({ message }: { message: string }) {
  return <ErrorPanel title="Chargement impossible" message={message} onRetry={() => window.location.reload()} />;
}
