import { ErrorPanel, Link } from 'shared-ui';
import styles from './layout.ts';

export function Loading({ label = 'Chargement…' }: { label?: string }) {
  return (
    <p role="status" aria-busy="true" className={styles.muted}>
      {label}
    </p>
  );
}

/** An invoice that does not exist or belongs to another cabinet: the same page, no data. */
export function InvoiceNotFound() {
  return (
    <section aria-labelledby="invoice-not-found" data-not-found="facture">
      <h1 id="invoice-not-found">Facture introuvable</h1>
      <p>
        Cette facture n’existe pas, a été supprimée, ou vous n’y avez pas accès. Seuls les membres du cabinet concerné
        peuvent l’ouvrir.
      </p>
      <p>
        <Link to="/app/billing">Retour aux factures</Link>
      </p>
    </section>
  );
}

export function LoadError({ message }: { message: string }) {
  return <ErrorPanel title="Chargement impossible" message={message} onRetry={() => window.location.reload()} />;
}
