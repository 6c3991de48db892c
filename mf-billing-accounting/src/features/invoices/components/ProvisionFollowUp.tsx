/** An issued demande de provision's follow-up: received by the cabinet, held on CARPA, deducted by which invoice. */
import type { Invoice } from 'shared-data';
import { formatAmount, Link } from 'shared-ui';
import styles from '../../../components/layout.ts';

export function ProvisionFollowUp({ invoice, heldOnCarpa }: { invoice: Invoice; heldOnCarpa: number }) {
  return (
    <>
      <h2>Provision</h2>
      <ul className={styles.list} aria-label="Suivi de la provision">
        <li className={styles.listItem}>
          <span>Reçue par le cabinet (recette au livre-journal, avec sa TVA)</span>
          <strong>{formatAmount(invoice.paidCents)}</strong>
        </li>
        <li className={styles.listItem}>
          <span>Sur le compte CARPA du dossier, non prélevée (fonds du client, sans TVA à ce stade)</span>
          <strong data-testid="provision-carpa-held">{formatAmount(heldOnCarpa)}</strong>
        </li>
        <li className={styles.listItem}>
          <span>
            {invoice.deductedBy ? (
              <Link to={`/app/billing?facture=${invoice.deductedBy}`}>Déduite de la facture du dossier</Link>
            ) : (
              'Pas encore déduite d’une facture'
            )}
          </span>
        </li>
      </ul>
    </>
  );
}
