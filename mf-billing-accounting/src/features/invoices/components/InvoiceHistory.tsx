/** The invoice's « Historique »: its entries in the journal of sensitive changes, which only the owner reads. */
import { auditActionLabel, type Invoice, useWorkContext, type WithId } from 'shared-data';
import { formatDate, formatTime } from 'shared-ui';
import styles from '../../../components/layout.ts';
import { useInvoiceAudit } from '../hooks/useBillingData.ts';

export function InvoiceHistory({ firmId, invoice }: { firmId: string; invoice: WithId<Invoice> }) {
  // The journal of sensitive changes is the owner's to read (policy): a member sees no history.
  const isOwner = useWorkContext().role === 'owner';
  const audit = useInvoiceAudit(isOwner ? firmId : null, invoice.id);
  return (
    <>
      <h2>Historique</h2>
      {!isOwner ? (
        <p className={styles.muted}>L’historique de la facture est réservé au titulaire du compte.</p>
      ) : audit.data.length === 0 ? (
        <p className={styles.muted}>Aucun événement enregistré.</p>
      ) : (
        <ul className={styles.list} aria-label="Historique">
          {[...audit.data]
            .sort((a, b) => (a.at < b.at ? -1 : 1))
            .map((entry) => (
              <li key={entry.id} className={styles.listItem}>
                <span>{auditActionLabel(entry.action)}</span>
                <small>
                  {formatDate(entry.at)} à {formatTime(entry.at)}
                </small>
              </li>
            ))}
        </ul>
      )}
    </>
  );
}
