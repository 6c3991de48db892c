/**
 * The invoices list of one screen, live: its drafts and its issued documents, each a page at a time
 * filtered, sorted and searched by the backend (`model/invoiceList.ts`), then by the search's other
 * words in the browser; the totals counted and summed by aggregations on the same `where`.
 */
import { useMemo } from 'react';
import {
  type Invoice,
  type Query,
  type SearchQuery,
  useAggregates,
  usePagedCollection,
  useRefreshWhenChanged,
  useShownKey,
  type WithId,
} from 'shared-data';
import {
  DRAFT_PAGE_SIZE,
  draftListQuery,
  filterRows,
  INVOICE_PAGE_SIZE,
  type InvoiceFilters,
  type InvoiceListTotals,
  type InvoiceRow,
  type InvoiceView,
  issuedListQuery,
  totalsByAggregation,
  sectionsOf,
  toInvoiceRow,
  totalsFromAggregates,
  totalsOf,
  totalsSpecs,
} from '../model/invoiceList.ts';
import { useNamesById } from './useBillingData.ts';

export type ListPart = {
  rows: InvoiceRow[];
  loading: boolean;
  error: string | null;
  hasMore: boolean;
  loadingMore: boolean;
  /** Rows the cache gave alone, the server's to come (`PagedResult.pending`). */
  pending: boolean;
  loadMore: () => void;
};

/** One paged section of the list as rows (a draft's client and an older document's dossier read by id). */
function useRows(
  firmId: string | null,
  query: Query | null,
  { pageSize, words, today }: { pageSize: number; words: readonly string[]; today: string },
): ListPart & { docs: WithId<Invoice>[] } {
  const page = usePagedCollection<Invoice>(query, { pageSize });
  const clients = useNamesById(
    firmId,
    'clients',
    page.data.filter((invoice) => !invoice.clientSnapshot).map((invoice) => invoice.clientId),
  );
  const cases = useNamesById(
    firmId,
    'cases',
    page.data.flatMap((invoice) => (invoice.caseId && invoice.caseReference === undefined ? [invoice.caseId] : [])),
  );
  const rows = useMemo(
    () =>
      filterRows(
        page.data.map((invoice) => toInvoiceRow(invoice.id, invoice, { clients, cases }, today)),
        words,
      ),
    [page.data, clients, cases, today, words],
  );
  return {
    docs: page.data,
    rows,
    loading: page.loading,
    error: page.error,
    hasMore: page.hasMore,
    loadingMore: page.loadingMore,
    pending: page.pending,
    loadMore: page.loadMore,
  };
}

/**
 * The totals of `query` (count, TTC, what remains due) by aggregation — read again when the
 * documents shown change (Firestore has no live aggregation: a payment or a new invoice shows in
 * the live page, then in the totals). Null while unknown.
 */
function useListTotals(query: Query | null, part: ListPart & { docs: WithId<Invoice>[] }) {
  // The three together: one answer, one render.
  const aggregates = useAggregates(query ? totalsSpecs(query) : null);
  // A payment changes a document's sums without moving it: its `updatedAt` says so.
  const shown = useShownKey({ ...part, data: part.docs }, (invoice) => invoice.updatedAt);
  useRefreshWhenChanged([shown], part.loading, aggregates.refresh);
  const totals: InvoiceListTotals | null = aggregates.data ? totalsFromAggregates(aggregates.data) : null;
  return { totals, error: aggregates.error };
}

export type InvoiceList = {
  /** Null: this view and state show no drafts. */
  drafts: ListPart | null;
  /** Null: this view and state show no issued document. */
  issued: ListPart | null;
  /**
   * Of the main section (issued documents; drafts when only they are listed). Null while read.
   * `exact` false: a search with more pages to read, the totals of the rows read only.
   */
  totals: (InvoiceListTotals & { exact: boolean }) | null;
  totalsError: string | null;
};

export function useInvoiceList(
  firmId: string | null,
  {
    view,
    filters,
    search,
    today,
  }: { view: InvoiceView; filters: Omit<InvoiceFilters, 'query'>; search: SearchQuery; today: string },
): InvoiceList {
  const sections = sectionsOf(view, filters.state);
  const period = { from: filters.from, to: filters.to };
  const issuedQuery =
    firmId && sections.issued ? issuedListQuery(firmId, sections.issued, period, search.token, today) : null;
  const draftQuery = firmId && sections.drafts ? draftListQuery(firmId, period, search.token) : null;
  const issued = useRows(issuedQuery ? firmId : null, issuedQuery, {
    pageSize: INVOICE_PAGE_SIZE,
    words: search.words,
    today,
  });
  const drafts = useRows(draftQuery ? firmId : null, draftQuery, {
    pageSize: DRAFT_PAGE_SIZE,
    words: search.words,
    today,
  });
  const main = issuedQuery ? issued : drafts;
  const mainQuery = issuedQuery ?? draftQuery;
  const aggregated = totalsByAggregation(search);
  const counted = useListTotals(aggregated ? mainQuery : null, main);
  const totals = aggregated
    ? counted.totals && { ...counted.totals, exact: true }
    : main.loading
      ? null
      : { ...totalsOf(main.rows), exact: !main.hasMore };
  const strip = ({ docs: _docs, ...part }: ListPart & { docs: unknown }): ListPart => part;
  return {
    drafts: draftQuery ? strip(drafts) : null,
    issued: issuedQuery ? strip(issued) : null,
    totals,
    totalsError: aggregated ? counted.error : null,
  };
}
