/** An issued document's « Paiements »: receipts and counter-entries by date, and « Annuler ce paiement » (a reversal). */
import { useState } from 'react';
import { type Invoice, PAYMENT_METHOD_LABELS, type Payment, type WithId } from 'shared-data';
import { Button, Dialog, EmptyState, formatAmount, formatDate } from 'shared-ui';
import styles from '../../../components/layout.ts';
import { ReversalForm } from '../../payments/components/ReversalForm.tsx';
import { useInvoicePayments } from '../hooks/useBillingData.ts';

export function InvoicePayments({
  firmId,
  uid,
  invoice,
  today,
}: {
  firmId: string;
  uid: string;
  invoice: WithId<Invoice>;
  today: string;
}) {
  const payments = useInvoicePayments(firmId, invoice.id);
  const isProvision = invoice.kind === 'provision';
  const [reversing, setReversing] = useState<WithId<Payment> | null>(null);
  const reversedIds = new Set(payments.data.flatMap((payment) => (payment.reversalOf ? [payment.reversalOf] : [])));
  return (
    <>
      <h2>Paiements</h2>
      {payments.data.length === 0 ? (
        <EmptyState title="Aucun paiement enregistré" level={3}>
          Les règlements reçus {isProvision ? 'pour cette provision' : 'pour cette facture'} apparaîtront ici.
        </EmptyState>
      ) : (
        <ul className={styles.list} aria-label="Paiements">
          {[...payments.data]
            .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.amountCents > b.amountCents ? -1 : 1))
            .map((payment) => (
              <li key={payment.id} className={styles.listItem}>
                <span>
                  {formatDate(payment.date)} —{' '}
                  {payment.reversalOf ? 'Contre-passation' : PAYMENT_METHOD_LABELS[payment.method]}
                  {payment.reference ? ` (${payment.reference})` : ''}
                  {payment.reason ? ` — motif : ${payment.reason}` : ''}
                  {reversedIds.has(payment.id) ? ' — annulé' : ''}
                </span>
                <strong>{formatAmount(payment.amountCents)}</strong>
                {/* Once per payment; fees taken from CARPA go back only by a CARPA movement. */}
                {!payment.reversalOf && !reversedIds.has(payment.id) && !payment.carpaMovementId ? (
                  <Button
                    onClick={() => setReversing(payment)}
                    aria-label={`Annuler le paiement du ${formatDate(payment.date)} de ${formatAmount(payment.amountCents)}`}
                  >
                    Annuler ce paiement
                  </Button>
                ) : null}
              </li>
            ))}
        </ul>
      )}
      <Dialog open={reversing !== null} title="Annuler le paiement" onClose={() => setReversing(null)}>
        {reversing ? (
          <ReversalForm firmId={firmId} uid={uid} payment={reversing} today={today} onDone={() => setReversing(null)} />
        ) : null}
      </Dialog>
    </>
  );
}
