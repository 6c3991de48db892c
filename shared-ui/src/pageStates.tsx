/**
 * The states every work screen passes through, said the same way in every area: loading, a read
 * that failed (with « Réessayer »), and a record that does not exist or belongs to another cabinet
 * — the same page and no data, so an id tells nothing about what exists elsewhere.
 */
import { ErrorPanel } from './ErrorPanel.tsx';
import styles from './areaLayout.module.css';
import { Link } from './router.ts';

/** Polite "loading" for a screen or a block. */
export function Loading({ label = 'Chargement…' }: { label?: string }) {
  return (
    <p role="status" aria-busy="true" className={styles.muted}>
      {label}
    </p>
  );
}

/** A read that failed for another reason than "not found" (network, access…): the French reason and « Réessayer ». */
export function LoadError({ message }: { message: string }) {
  return <ErrorPanel title="Chargement impossible" message={message} onRetry={() => window.location.reload()} />;
}

/**
 * « Dossier introuvable », « Facture introuvable »…: `what` names the record with its article
 * (« Ce dossier », « Cette facture »), `kind` marks the page for tests, `back` leads to the list.
 */
export function RecordNotFound({
  title,
  what,
  kind,
  back,
}: {
  title: string;
  what: string;
  kind: string;
  back: { to: string; label: string };
}) {
  const feminine = what.startsWith('Cette');
  return (
    <section aria-labelledby="not-found-title" data-not-found={kind}>
      <h1 id="not-found-title">{title}</h1>
      <p>
        {what} n’existe pas, a été {feminine ? 'supprimée' : 'supprimé'}, ou vous n’y avez pas accès. Seuls les membres
        du cabinet concerné peuvent l’ouvrir.
      </p>
      <p>
        <Link to={back.to}>{back.label}</Link>
      </p>
    </section>
  );
}
