/** The invoice detail's totals: HT, VAT per rate, débours, TTC, provisions deducted, net à payer, then paid and due. */
import type { Invoice } from 'shared-data';
import { formatAmount } from 'shared-ui';
import styles from '../../../components/layout.ts';
import { remainingShares } from '../model/provision.ts';
import { remainingCents } from 'shared-data/invoiceTotals';

export function InvoiceTotalsBlock({ invoice }: { invoice: Invoice }) {
  const isDraft = invoice.status === 'draft';
  const isAvoir = invoice.kind === 'avoir';
  // Provisions received and deducted with their breakdown; older invoices only have an amount typed by hand.
  const deducted = typeof invoice.provisionVatCents === 'number' && invoice.provisionCents > 0;
  const rest = remainingShares(invoice);
  return (
    <dl className={styles.totals} aria-label="Totaux">
      <div>
        <dt>Total HT</dt>
        <dd>{formatAmount(invoice.totalHtCents)}</dd>
      </div>
      {invoice.vatBreakdown.map((row) => (
        <div key={row.rate}>
          <dt>TVA {row.rate} %</dt>
          <dd>{formatAmount(row.vatCents)}</dd>
        </div>
      ))}
      <div>
        <dt>Débours</dt>
        <dd>{formatAmount(invoice.deboursCents)}</dd>
      </div>
      <div>
        <dt>Total TTC</dt>
        <dd>{formatAmount(invoice.totalTtcCents)}</dd>
      </div>
      {invoice.provisionCents && !deducted ? (
        <div>
          <dt>Provision déduite</dt>
          <dd>{formatAmount(invoice.provisionCents)}</dd>
        </div>
      ) : null}
      {deducted ? (
        <>
          <div>
            <dt>Provisions reçues déduites (TTC)</dt>
            <dd data-testid="provision-deducted">{formatAmount(invoice.provisionCents)}</dd>
          </div>
          <div>
            <dt>dont HT</dt>
            <dd>
              {formatAmount(
                invoice.provisionCents - (invoice.provisionVatCents ?? 0) - (invoice.provisionDeboursCents ?? 0),
              )}
            </dd>
          </div>
          <div>
            <dt>dont TVA</dt>
            <dd data-testid="provision-deducted-vat">{formatAmount(invoice.provisionVatCents ?? 0)}</dd>
          </div>
          {invoice.provisionDeboursCents ? (
            <div>
              <dt>dont débours</dt>
              <dd>{formatAmount(invoice.provisionDeboursCents)}</dd>
            </div>
          ) : null}
          <div>
            <dt>TVA restant due sur le net à payer</dt>
            <dd data-testid="vat-to-collect">{formatAmount(rest.vatCents)}</dd>
          </div>
        </>
      ) : null}
      <div>
        <dt>{isAvoir ? 'Montant de l’avoir' : 'Net à payer'}</dt>
        <dd>{formatAmount(invoice.netToPayCents)}</dd>
      </div>
      {!isDraft && !isAvoir ? (
        <>
          <div>
            <dt>Réglé</dt>
            <dd data-testid="invoice-paid">{formatAmount(invoice.paidCents)}</dd>
          </div>
          {invoice.creditedCents ? (
            <div>
              <dt>Avoirs</dt>
              <dd>{formatAmount(invoice.creditedCents)}</dd>
            </div>
          ) : null}
          <div>
            <dt>Reste dû</dt>
            <dd data-testid="invoice-remaining">{formatAmount(remainingCents(invoice))}</dd>
          </div>
        </>
      ) : null}
    </dl>
  );
}
