/** An issued invoice's « Avoirs »: each avoir that corrects it, with its amount. */
import type { Invoice, WithId } from 'shared-data';
import { formatAmount, Link } from 'shared-ui';
import styles from '../../../components/layout.ts';
import { useInvoiceAvoirs } from '../hooks/useBillingData.ts';

export function InvoiceAvoirs({ firmId, invoice }: { firmId: string; invoice: WithId<Invoice> }) {
  const avoirs = useInvoiceAvoirs(firmId, invoice.id);
  return (
    <>
      <h2>Avoirs</h2>
      {avoirs.data.length === 0 ? (
        <p className={styles.muted}>Aucun avoir sur cette facture.</p>
      ) : (
        <ul className={styles.list} aria-label="Avoirs">
          {avoirs.data.map((avoir) => (
            <li key={avoir.id} className={styles.listItem}>
              <Link to={`/app/billing?facture=${avoir.id}`}>Avoir {avoir.number}</Link>
              <strong>{formatAmount(avoir.netToPayCents)}</strong>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
