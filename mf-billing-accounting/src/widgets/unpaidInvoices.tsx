import { createSlotParcel, EmptyState, formatAmount, formatCount, formatDate, todayIso, Loading } from 'shared-ui';
import styles from '../components/layout.ts';
import { useUnpaidSummary } from '../features/invoices/hooks/useUnpaidSummary.ts';
import { useWorkContext } from 'shared-data/store';

/** Dashboard block "Factures impayées": count, total due (aggregations), the three oldest, a link to the list. */
export function UnpaidInvoicesWidget() {
  const work = useWorkContext();
  const { summary, loading, error } = useUnpaidSummary(work.firmId, todayIso());
  return (
    <section aria-labelledby="unpaid-widget-title" data-testid="unpaid-widget">
      <h2 id="unpaid-widget-title">Factures impayées</h2>
      {work.loading || (work.firmId && !error && (loading || !summary)) ? (
        <Loading label="Chargement des factures…" />
      ) : error ? (
        <p role="alert">{error}</p>
      ) : !summary || summary.count === 0 ? (
        <EmptyState title="Aucune facture impayée" level={3} action={<a href="/app/billing">Toutes les factures</a>}>
          Les factures échues et non réglées apparaîtront ici.
        </EmptyState>
      ) : (
        <>
          <p>
            <strong data-testid="unpaid-count">
              {formatCount(summary.count)} facture{summary.count > 1 ? 's' : ''}
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
