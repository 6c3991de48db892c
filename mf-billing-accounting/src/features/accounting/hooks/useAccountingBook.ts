/**
 * The cabinet's book for a period, as each tab shows it: its totals by aggregation (no receipt,
 * expense or invoice read for them), the livre-journal and the expenses a page at a time, live, and
 * the period's avoirs for their regularisations. What a screen costs is what it shows, whatever the
 * cabinet's history (the year's FEC, which must read everything, reads page after page:
 * fecActions.ts).
 */
import { useMemo } from 'react';
import {
  type Expense,
  type Invoice,
  type Payment,
  paths,
  type Query,
  type SearchQuery,
  useAggregate,
  useAggregates,
  useCollection,
  useDocument,
  usePagedList,
  useRefreshWhenChanged,
  useShownKey,
} from 'shared-data';
import { matchesWords } from 'shared-ui';
import { vatRegimeOf } from '../model/book.ts';
import type { VatRegime } from '../model/ledger.ts';
import {
  bncOf,
  bncSpecs,
  type PeriodRange,
  periodSpecs,
  periodTotalsOf,
  type RegularisationLike,
  sumOfPeriods,
  yearRange,
} from '../model/periodSums.ts';
import { buildReceipts, type InvoiceLike, type PaymentLike, type ReceiptRow } from '../model/receipts.ts';
import type { BncEstimate, PeriodTotals } from '../model/totals.ts';

/** A period's documents by a date field (its single-field index serves it). */
export function rangeQuery(collection: string, field: string, range: PeriodRange, where: Query['where'] = []): Query {
  return {
    collection,
    where: [...where, { field, op: '>=', value: range.from }, { field, op: '<=', value: range.to }],
    orderBy: [{ field }],
  };
}

/** A year's documents by a date field. */
export const yearQuery = (collection: string, field: string, year: number, where: Query['where'] = []): Query =>
  rangeQuery(collection, field, yearRange(year), where);

/**
 * The years the book has records in, most recent first, and the current year: from the first
 * payment's or expense's year (two documents read, whatever the history).
 */
export function useBookYears(firmId: string | null, currentYear: number): number[] {
  const first = (collection: string): Query => ({ collection, orderBy: [{ field: 'date' }], limit: 1 });
  const payment = useCollection<Payment>(firmId ? first(paths.payments(firmId)) : null);
  const expense = useCollection<Expense>(firmId ? first(paths.expenses(firmId)) : null);
  return useMemo(() => {
    const starts = [...payment.data, ...expense.data].map((doc) => Number(doc.date.slice(0, 4)));
    const from = Math.min(currentYear, ...starts.filter(Number.isFinite));
    return Array.from({ length: currentYear - from + 1 }, (_, i) => currentYear - i);
  }, [payment.data, expense.data, currentYear]);
}

/** The billing settings and the VAT regime they choose. */
export function useBookSettings(firmId: string | null) {
  const settings = useDocument<Record<string, unknown>>(firmId ? paths.settings(firmId, 'billing') : null);
  return {
    settings: settings.data,
    regime: vatRegimeOf(settings.data),
    loading: settings.loading,
    error: settings.error,
  };
}

/** The avoirs issued in `range` (few: read as documents), for their regularisations. */
function useAvoirs(firmId: string | null, range: PeriodRange | null) {
  return useCollection<Invoice>(
    firmId && range
      ? rangeQuery(paths.invoices(firmId), 'issueDate', range, [{ field: 'kind', op: '==', value: 'avoir' }])
      : null,
  );
}

export type PeriodTotalsState = { totals: PeriodTotals[] | null; loading: boolean; error: string | null };

/**
 * The totals of `ranges` (within `year`) by aggregation, read again when `changed` changes (a
 * receipt or an expense came, went or was edited: the live lists shown say so).
 */
export function usePeriodTotals(
  firmId: string | null,
  year: number,
  ranges: readonly PeriodRange[] | null,
  { regime, changed }: { regime: VatRegime | null; changed: string },
): PeriodTotalsState {
  const specs = useMemo(
    () => (firmId && ranges && regime ? ranges.flatMap((range) => periodSpecs(firmId, range, regime)) : null),
    [firmId, ranges, regime],
  );
  const sums = useAggregates(specs);
  const avoirs = useAvoirs(ranges ? firmId : null, yearRange(year));
  useRefreshWhenChanged([changed], sums.loading, sums.refresh);
  const totals = useMemo(() => {
    if (!sums.data || !ranges || !regime || !firmId) return null;
    const per = periodSpecs(firmId, yearRange(year), regime).length;
    return ranges.map((range, i) =>
      periodTotalsOf(range, sums.data!.slice(i * per, (i + 1) * per), regime, avoirs.data as RegularisationLike[]),
    );
  }, [sums.data, ranges, regime, firmId, year, avoirs.data]);
  return { totals, loading: sums.loading || avoirs.loading, error: sums.error ?? avoirs.error };
}

/** The twelve months of `year` and their sum. */
export function yearTable(year: number, months: readonly PeriodTotals[]) {
  return { months: [...months], year: sumOfPeriods(String(year), months) };
}

/** The BNC estimate of `year` from its totals and its expenses by category (aggregations). */
export function useBncEstimate(
  firmId: string | null,
  year: number,
  { total, regime }: { total: PeriodTotals | null; regime: VatRegime | null },
): { estimate: BncEstimate | null; error: string | null } {
  const byCategory = useAggregates(firmId && total ? bncSpecs(firmId, year) : null);
  const estimate = useMemo(
    () => (total && regime && byCategory.data ? bncOf(year, total, byCategory.data, regime) : null),
    [year, total, regime, byCategory.data],
  );
  return { estimate, error: byCategory.error };
}

export type ReceiptsJournalState = {
  /** The receipts shown, most recent first (the period's regularisations among them). */
  rows: ReceiptRow[];
  loading: boolean;
  error: string | null;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  /** Changes when a receipt shown comes, goes or changes (for the totals beside it). */
  changed: string;
};

/**
 * The livre-journal of `range`, 50 receipts at a time, most recent first, live: searched by the
 * backend on the most selective word typed (the receipts' `searchTokens`), the other words in the
 * browser. Each row is what its payment recorded (shares, client, invoice); the period's avoir
 * regularisations join the rows they fall among.
 */
export function useReceiptsJournal(
  firmId: string | null,
  range: PeriodRange | null,
  search: SearchQuery,
): ReceiptsJournalState {
  const query =
    firmId && range
      ? {
          ...rangeQuery(
            paths.payments(firmId),
            'date',
            range,
            search.token ? [{ field: 'searchTokens', op: 'array-contains', value: search.token }] : [],
          ),
          orderBy: [{ field: 'date', direction: 'desc' as const }],
        }
      : null;
  const page = usePagedList<Payment>(query, { counted: false });
  const avoirs = useAvoirs(firmId, range);
  const rows = useMemo(() => {
    const payments = page.data.map((payment) => ({ ...payment, id: payment.id }) as unknown as PaymentLike);
    const regularised = (avoirs.data as unknown as InvoiceLike[]).filter((avoir) => avoir.regularisation);
    const built = buildReceipts({ payments, invoices: [], clientNames: new Map() }).rows;
    const byId = new Map(built.map((row) => [row.id, row]));
    const oldestShown = page.data.at(-1)?.date ?? '';
    const regularisations = buildReceipts({ payments: [], invoices: regularised, clientNames: new Map() }).rows.filter(
      (row) => row.regularisation && (!page.hasMore || row.date >= oldestShown),
    );
    const merged = [...page.data.map((payment) => byId.get(payment.id)!), ...regularisations].sort((a, b) =>
      b.date.localeCompare(a.date),
    );
    return search.words.length === 0 ? merged : merged.filter((row) => matchesWords(row.searchKey, search.words));
  }, [page.data, page.hasMore, avoirs.data, search.words]);
  // Not the next page shown: it changes no total.
  const shown = useShownKey(page);
  const changed = useMemo(() => `${shown}|${avoirs.data.map((avoir) => avoir.id).join('|')}`, [shown, avoirs.data]);
  return {
    rows,
    loading: page.loading || avoirs.loading,
    error: page.error ?? avoirs.error,
    hasMore: page.hasMore,
    loadingMore: page.loadingMore,
    loadMore: page.loadMore,
    changed,
  };
}

export type ExpenseListState = {
  /** The period's expenses shown, most recent first. */
  expenses: (Expense & { id: string })[];
  /** The period's totals and count (aggregation), null while read. */
  totals: { count: number; htCents: number; tvaCents: number; ttcCents: number } | null;
  loading: boolean;
  error: string | null;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  changed: string;
};

/** The expenses of `range`, 50 at a time, most recent first, live; their totals by aggregation. */
export function useExpenseList(firmId: string | null, range: PeriodRange | null): ExpenseListState {
  const query =
    firmId && range
      ? {
          ...rangeQuery(paths.expenses(firmId), 'date', range),
          orderBy: [{ field: 'date', direction: 'desc' as const }],
        }
      : null;
  const page = usePagedList<Expense>(query, { counted: false });
  const sums = useAggregate(
    query
      ? { collection: query.collection, where: query.where, count: true, sum: ['htCents', 'tvaCents', 'ttcCents'] }
      : null,
  );
  const changed = String(useShownKey(page, (expense) => expense.updatedAt ?? expense.createdAt));
  useRefreshWhenChanged([changed], page.loading || query === null, sums.refresh);
  const totals = sums.data
    ? {
        count: sums.data.count ?? 0,
        htCents: sums.data.sums?.htCents ?? 0,
        tvaCents: sums.data.sums?.tvaCents ?? 0,
        ttcCents: sums.data.sums?.ttcCents ?? 0,
      }
    : null;
  return {
    expenses: page.data,
    totals,
    loading: page.loading,
    error: page.error ?? sums.error,
    hasMore: page.hasMore,
    loadingMore: page.loadingMore,
    loadMore: page.loadMore,
    changed,
  };
}
