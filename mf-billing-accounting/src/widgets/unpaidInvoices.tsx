import { useMemo } from 'react';
import { createSlotParcel, EmptyState, formatAmount, formatDate, todayIso } from 'shared-ui';
import { Loading } from '../components/PageStates.tsx';
import styles from '../components/layout.ts';
import { useInvoices } from '../features/invoices/hooks/useBillingData.ts';
import { unpaidSummary } from '../features/invoices/model/related.ts';
import { useWorkContext } from 'shared-data/store';

/** Dashboard block "Factures impayées": count, total due, the three oldest, a link to the list. */
export function UnpaidInvoicesWidget() {
  const work = useWorkContext();
  const invoices = useInvoices(work.firmId);
  const today = todayIso();
  const summary = useMemo(() => unpaidSummary(invoices.data, today), [invoices.data, today]);
  return (
    <section aria-labelledby="unpaid-widget-title" data-testid="unpaid-widget">
      <h2 id="unpaid-widget-title">Factures impayées</h2>
      {work.loading || invoices.loading ? (
        <Loading label="Chargement des factures…" />
      ) : invoices.error ? (
        <p role="alert">{invoices.error}</p>
      ) : summary.count === 0 ? (
        <EmptyState title="Aucune facture impayée" level={3} action={<a href="/app/billing">Toutes les factures</a>}>
          Les factures échues et non réglées apparaîtront ici.
        </EmptyState>
      ) : (
        <>
          <p>
            <strong data-testid="unpaid-count">
              {summary.count} facture{summary.count > 1 ? 's' : ''}
            </strong>{' '}
            · reste dû <strong data-testid="unpaid-total">{formatAmount(summary.dueCents)}</strong>
          </p>
          <ul className={styles.list} aria-label="Les plus anciennes">
            {summary.oldest.map((row) => (
              <li key={row.id} className={styles.listItem}>
                <span>
                  <a href={`/app/billing?facture=${row.id}`}>{row.number}</a> — {row.clientName}, échue le{' '}
                  {formatDate(row.dueDate)}
                </span>
                <strong>{formatAmount(row.remainingCents)}</strong>
              </li>
            ))}
          </ul>
          <p>
            <a href="/app/billing/unpaid">Voir les factures impayées</a>
          </p>
        </>
      )}
    </section>
  );
}

export const { bootstrap, mount, unmount, update } = createSlotParcel('unpaidInvoices', UnpaidInvoicesWidget);
