import { useMemo } from 'react';
import { EmptyState, formatAmount, formatDate, Loading } from 'shared-ui';
import styles from '../../../components/layout.ts';
import { useRelatedInvoices } from '../hooks/useBillingData.ts';
import { documentTitle } from '../model/documentKind.ts';
import { sortRelated } from '../model/related.ts';
import { invoiceState, remainingCents } from 'shared-data/invoiceTotals';
import { StateBadge } from './StateBadge.tsx';

/**
 * A dossier's or a client's invoices, shown in mf-cases-clients through the caseInvoices /
 * clientInvoices slots. Plain links: the host page's router is not this parcel's.
 */
export function RelatedInvoices({
  firmId,
  field,
  value,
  today,
}: {
  firmId: string;
  field: 'caseId' | 'clientId';
  value: string;
  today: string;
}) {
  const invoices = useRelatedInvoices(firmId, field, value);
  const sorted = useMemo(() => sortRelated(invoices.data), [invoices.data]);
  const due = sorted.reduce((sum, invoice) => sum + remainingCents(invoice), 0);
  const newUrl = `/app/billing/new?${field === 'caseId' ? 'dossier' : 'client'}=${encodeURIComponent(value)}`;
  if (invoices.loading) return <Loading label="Chargement des factures…" />;
  if (invoices.error) return <p role="alert">{invoices.error}</p>;
  return (
    <section aria-labelledby={`related-invoices-${field}`} data-testid="related-invoices">
      <h2 id={`related-invoices-${field}`}>Factures</h2>
      {sorted.length === 0 ? (
        <EmptyState
          title="Aucune facture"
          level={3}
          action={field === 'caseId' ? <a href={newUrl}>Préparer une facture</a> : undefined}
        >
          Les factures et avoirs {field === 'caseId' ? 'de ce dossier' : 'de ce client'} apparaîtront ici.
        </EmptyState>
      ) : (
        <>
          <p>
            {sorted.length} document{sorted.length > 1 ? 's' : ''} · reste dû : <strong>{formatAmount(due)}</strong>
          </p>
          <ul className={styles.list}>
            {sorted.map((invoice) => (
              <li key={invoice.id} className={styles.listItem}>
                <span>
                  <a href={`/app/billing?facture=${invoice.id}`}>
                    {invoice.status === 'draft' ? 'Brouillon' : documentTitle(invoice)}
                  </a>{' '}
                  {invoice.issueDate ? `du ${formatDate(invoice.issueDate)}` : ''}{' '}
                  <StateBadge state={invoiceState(invoice, today)} />
                </span>
                <strong>
                  {formatAmount(invoice.kind === 'avoir' ? -invoice.netToPayCents : invoice.netToPayCents)}
                </strong>
              </li>
            ))}
          </ul>
          {field === 'caseId' ? (
            <p>
              <a href={newUrl}>Préparer une facture pour ce dossier</a>
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
