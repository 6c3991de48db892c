/**
 * The invoices list (pure): the backend query of one screen — the view, the state and the period as
 * `where` on the stored settlement (`settlement`, `dueDate` against today, `issueDate`), the
 * search's token as `array-contains`, read a page at a time — its totals as aggregations, and the
 * rows, filtered in the browser by the search's other words. `filterInvoices` is the same rule over
 * rows already read (derived states): what the tests recompute the screens with.
 */
import type { AggregateResult, AggregateSpec, Invoice, Query, WhereClause } from 'shared-data';
import { paths } from 'shared-data';
import { invoiceSearchValues, searchTextOf } from 'shared-data/search';
import { matchesWords, queryWords } from 'shared-ui';
import { goesToPlatform, invoiceState, type InvoiceState, remainingCents } from 'shared-data/invoiceTotals';
import { isAwaiting, isLate } from './lateness.ts';

/** Documents per page of the list (« Afficher plus » reads the next). */
export const INVOICE_PAGE_SIZE = 25;
/** Drafts per page of their own section: a cabinet keeps a handful. */
export const DRAFT_PAGE_SIZE = 20;

export type InvoiceRow = {
  id: string;
  number: string;
  kind: Invoice['kind'];
  state: InvoiceState;
  clientName: string;
  caseReference: string;
  /** Issue date, or the creation day of a draft. */
  date: string;
  dueDate: string | null;
  totalTtcCents: number;
  netToPayCents: number;
  remainingCents: number;
  /** Issued to a business through the cabinet's plateforme agréée (its lifecycle is shown). */
  toPlatform: boolean;
  search: string;
};

export type InvoiceView = 'all' | 'paid' | 'unpaid' | 'pending';
export type InvoiceFilters = { query: string; from: string; to: string; state: 'tous' | InvoiceState };
export const DEFAULT_INVOICE_FILTERS: InvoiceFilters = { query: '', from: '', to: '', state: 'tous' };

/** Names a row may need beyond the document: a draft's client, an older document's dossier. */
export type RowNames = { clients: ReadonlyMap<string, string>; cases: ReadonlyMap<string, string> };
const NO_NAMES: RowNames = { clients: new Map(), cases: new Map() };

/** The client's name a document shows: sealed at issue, the client's own for a draft. */
export function clientNameOf(invoice: Pick<Invoice, 'clientSnapshot' | 'clientId'>, names: RowNames = NO_NAMES) {
  return invoice.clientSnapshot?.name ?? names.clients.get(invoice.clientId) ?? 'Client inconnu';
}

export function toInvoiceRow(id: string, invoice: Invoice, names: RowNames, today: string): InvoiceRow {
  const clientName = clientNameOf(invoice, names);
  const caseReference = invoice.caseReference ?? (invoice.caseId ? (names.cases.get(invoice.caseId) ?? '') : '');
  const number = invoice.number ?? 'Brouillon';
  return {
    id,
    number,
    kind: invoice.kind,
    state: invoiceState(invoice, today),
    clientName,
    caseReference,
    date: invoice.issueDate ?? invoice.createdAt.slice(0, 10),
    dueDate: invoice.dueDate,
    totalTtcCents: invoice.totalTtcCents,
    netToPayCents: invoice.netToPayCents,
    remainingCents: remainingCents(invoice),
    toPlatform: goesToPlatform(invoice),
    search: searchTextOf(...invoiceSearchValues({ ...invoice, caseReference }, clientName)),
  };
}

/** Each list's states: a partly paid invoice is in « en attente » or « impayées » by its due date. */
const VIEW_STATES: Record<Exclude<InvoiceView, 'all'>, (state: InvoiceState) => boolean> = {
  paid: (state) => state === 'paid',
  unpaid: isLate,
  pending: isAwaiting,
};

/** The states the « Statut » filter offers in each view (none in « payées »: one state). */
export const VIEW_STATE_OPTIONS: Record<InvoiceView, InvoiceState[]> = {
  all: ['draft', 'pending', 'partial', 'unpaid', 'partialUnpaid', 'paid', 'cancelled', 'avoir'],
  paid: [],
  unpaid: ['unpaid', 'partialUnpaid'],
  pending: ['pending', 'partial'],
};

/** The rows a view and filters keep, by the derived states (the rule the backend query applies). */
export function filterInvoices(rows: readonly InvoiceRow[], view: InvoiceView, filters: InvoiceFilters): InvoiceRow[] {
  const words = queryWords(filters.query);
  const viewState = view === 'all' ? null : VIEW_STATES[view];
  const state = filters.state === 'tous' ? null : filters.state;
  if (!viewState && !state && !filters.from && !filters.to && words.length === 0) return rows as InvoiceRow[];
  return rows.filter(
    (row) =>
      (!viewState || viewState(row.state)) &&
      (!state || row.state === state) &&
      (!filters.from || row.date >= filters.from) &&
      (!filters.to || row.date <= filters.to) &&
      matchesWords(row.search, words),
  );
}

/** The rows of the pages read that every word of the search finds. */
export function filterRows(rows: readonly InvoiceRow[], words: readonly string[]): InvoiceRow[] {
  return words.length === 0 ? (rows as InvoiceRow[]) : rows.filter((row) => matchesWords(row.search, words));
}

type Settlement = NonNullable<Invoice['settlement']>;
/** What a view or a state asks the backend: stored settlements, and lateness (the due date against today). */
type Selection = { settlements: Settlement[]; due?: 'late' | 'notLate' };

const ISSUED: Settlement[] = ['open', 'partial', 'paid', 'cancelled', 'avoir'];
const VIEW_SELECTION: Record<InvoiceView, Selection> = {
  // Drafts have their own section.
  all: { settlements: ISSUED },
  paid: { settlements: ['paid'] },
  unpaid: { settlements: ['open', 'partial'], due: 'late' },
  pending: { settlements: ['open', 'partial'], due: 'notLate' },
};
const STATE_SELECTION: Record<InvoiceState, Selection> = {
  draft: { settlements: ['draft'] },
  pending: { settlements: ['open'], due: 'notLate' },
  partial: { settlements: ['partial'], due: 'notLate' },
  unpaid: { settlements: ['open'], due: 'late' },
  partialUnpaid: { settlements: ['partial'], due: 'late' },
  paid: { settlements: ['paid'] },
  cancelled: { settlements: ['cancelled'] },
  avoir: { settlements: ['avoir'] },
};

/** What one screen lists: its drafts' section, its issued documents', or nothing (a state the view excludes). */
export type ListSections = { drafts: boolean; issued: Selection | null };

export function sectionsOf(view: InvoiceView, state: InvoiceFilters['state']): ListSections {
  if (state === 'tous') return { drafts: view === 'all', issued: VIEW_SELECTION[view] };
  if (!VIEW_STATE_OPTIONS[view].includes(state) && !(view === 'paid' && state === 'paid'))
    return { drafts: false, issued: null };
  if (state === 'draft') return { drafts: true, issued: null };
  return { drafts: false, issued: STATE_SELECTION[state] };
}

const settlementClause = (settlements: Settlement[]): WhereClause =>
  settlements.length === 1
    ? { field: 'settlement', op: '==', value: settlements[0] }
    : { field: 'settlement', op: 'in', value: settlements };

/**
 * The page query of issued documents (its `limit` and cursor are the paged list hook's): newest
 * first — by issue date, or by due date when lateness is asked (Firestore orders a query by its
 * range field first).
 */
export function issuedListQuery(
  firmId: string,
  selection: Selection,
  { from, to }: Pick<InvoiceFilters, 'from' | 'to'>,
  token: string | null,
  today: string,
): Query {
  const where: WhereClause[] = [settlementClause(selection.settlements)];
  if (selection.due === 'late') where.push({ field: 'dueDate', op: '<', value: today });
  if (selection.due === 'notLate') where.push({ field: 'dueDate', op: '>=', value: today });
  if (from) where.push({ field: 'issueDate', op: '>=', value: from });
  if (to) where.push({ field: 'issueDate', op: '<=', value: to });
  if (token) where.push({ field: 'searchTokens', op: 'array-contains', value: token });
  const orderBy: Query['orderBy'] = selection.due
    ? [
        { field: 'dueDate', direction: 'desc' },
        ...(from || to ? [{ field: 'issueDate', direction: 'desc' } as const] : []),
      ]
    : [{ field: 'issueDate', direction: 'desc' }];
  return { collection: paths.invoices(firmId), where, orderBy };
}

/** The drafts' query: the latest created first; the period is their creation day. */
export function draftListQuery(
  firmId: string,
  { from, to }: Pick<InvoiceFilters, 'from' | 'to'>,
  token: string | null,
): Query {
  const where: WhereClause[] = [settlementClause(['draft'])];
  if (from) where.push({ field: 'createdAt', op: '>=', value: from });
  // Every instant of that day sorts before the day followed by the last character.
  if (to) where.push({ field: 'createdAt', op: '<=', value: `${to}\uf8ff` });
  if (token) where.push({ field: 'searchTokens', op: 'array-contains', value: token });
  return { collection: paths.invoices(firmId), where, orderBy: [{ field: 'createdAt', direction: 'desc' }] };
}

/**
 * Whether the list's totals are aggregated by the backend: without a search. A search's rows are
 * few, and the browser filters its other words: its totals are those of the rows read — exact once
 * every page is read (and an index per search order is saved).
 */
export function totalsByAggregation(search: { token: string | null; words: readonly string[] }): boolean {
  return search.words.length === 0;
}

export type InvoiceListTotals = { count: number; ttcCents: number; remainingCents: number };

/**
 * The aggregations of a list's totals, on the list's own `where`: the count and what remains due
 * (`dueCents`: 0 on a draft and an avoir), then the TTC of the invoices and of the avoirs — avoirs
 * count negative in the TTC, demandes de provision not at all (the final invoice bills the whole
 * service; what a provision request still awaits is due).
 */
export function totalsSpecs(query: Query): [AggregateSpec, AggregateSpec, AggregateSpec] {
  const where = query.where ?? [];
  const ofKind = (kind: Invoice['kind']): AggregateSpec => ({
    collection: query.collection,
    where: [...where, { field: 'kind', op: '==', value: kind }],
    sum: ['totalTtcCents'],
  });
  return [{ collection: query.collection, where, count: true, sum: ['dueCents'] }, ofKind('facture'), ofKind('avoir')];
}

export function totalsFromAggregates([all, factures, avoirs]: readonly AggregateResult[]): InvoiceListTotals {
  return {
    count: all?.count ?? 0,
    ttcCents: (factures?.sums?.totalTtcCents ?? 0) - (avoirs?.sums?.totalTtcCents ?? 0),
    remainingCents: all?.sums?.dueCents ?? 0,
  };
}

/** Count and totals of rows (the same rule as `totalsSpecs`, over rows already read). */
export function totalsOf(rows: readonly InvoiceRow[]): InvoiceListTotals {
  let ttcCents = 0;
  let remaining = 0;
  for (const row of rows) {
    if (row.kind !== 'provision') ttcCents += row.kind === 'avoir' ? -row.totalTtcCents : row.totalTtcCents;
    remaining += row.remainingCents;
  }
  return { count: rows.length, ttcCents, remainingCents: remaining };
}
