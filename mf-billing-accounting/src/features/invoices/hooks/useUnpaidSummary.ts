/**
 * The dashboard's « Factures impayées », read by what it shows: a count and a sum by aggregation,
 * the few oldest with a limit — never the cabinet's invoices. Through shared-data/store only (a
 * first-screen widget: tooling's widgets test).
 */
import { useMemo } from 'react';
import { type Invoice, paths, useAggregate, useCollection, useRefreshWhenChanged } from 'shared-data/store';
import { toUnpaidRow, UNPAID_LISTED, type UnpaidSummary, unpaidWhere } from '../model/related.ts';

export function useUnpaidSummary(
  firmId: string | null,
  today: string,
): { summary: UnpaidSummary | null; loading: boolean; error: string | null } {
  const where = unpaidWhere(today);
  const total = useAggregate(
    firmId ? { collection: paths.invoices(firmId), where, count: true, sum: ['dueCents'] } : null,
  );
  const oldest = useCollection<Invoice>(
    firmId
      ? {
          collection: paths.invoices(firmId),
          where,
          orderBy: [{ field: 'dueDate', direction: 'asc' }],
          limit: UNPAID_LISTED,
        }
      : null,
  );
  // The oldest are live, the totals are not (Firestore has no live aggregation): a payment on one
  // of them, or one paid elsewhere leaving the list, counts again.
  const shown = oldest.data.map((invoice) => `${invoice.id}@${invoice.updatedAt}`).join('|');
  useRefreshWhenChanged([shown], oldest.loading, total.refresh);
  const summary = useMemo(
    () =>
      total.data
        ? {
            count: total.data.count ?? 0,
            dueCents: total.data.sums?.dueCents ?? 0,
            oldest: oldest.data.map(toUnpaidRow),
          }
        : null,
    [total.data, oldest.data],
  );
  return { summary, loading: total.loading || oldest.loading, error: total.error ?? oldest.error };
}
