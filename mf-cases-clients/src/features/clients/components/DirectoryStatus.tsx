import { formatDate } from 'shared-ui';
import styles from '../../../components/layout.ts';
import { useDirectoryLookup } from '../hooks/useDirectoryLookup.ts';
import { directoryStatus } from '../model/directoryStatus.ts';

/**
 * « Facturation électronique » on a business client's page: whether the client can receive
 * electronic invoices, from the directory lookup the server side writes when the client is saved
 * (live: the answer replaces « en cours » as soon as it lands).
 */
export function DirectoryStatus({ firmId, siren }: { firmId: string; siren: string }) {
  const lookup = useDirectoryLookup(firmId, siren);
  const status = directoryStatus(lookup.data);
  return (
    <section className={styles.panel} aria-labelledby="client-einvoicing">
      <h2 id="client-einvoicing">Facturation électronique</h2>
      {lookup.loading ? null : lookup.error ? (
        <p role="alert">Résultat de l’annuaire illisible : {lookup.error}</p>
      ) : (
        <div
          className={status.tone === 'success' || status.tone === 'info' ? undefined : styles.warning}
          data-directory-status={lookup.data?.status ?? 'enCours'}
        >
          <p aria-live="polite">{status.text}</p>
          {lookup.data?.name && lookup.data.status !== 'inconnu' ? (
            <p className={styles.muted}>Nom dans l’annuaire : {lookup.data.name}</p>
          ) : null}
          {lookup.data ? <p className={styles.muted}>Vérifié le {formatDate(lookup.data.checkedAt)}</p> : null}
        </div>
      )}
    </section>
  );
}
