/** The invoices list: rows with a precomputed search key, filters (state, period, query), totals. Pure. */
import type { Invoice } from 'shared-data';
import { matchesWords, queryWords, searchKey } from 'shared-ui';
import { goesToPlatform } from './platform.ts';
import { compareInvoiceNumbers } from './numbering.ts';
import { invoiceState, isAwaiting, isLate, remainingCents, type InvoiceState } from './state.ts';

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

export function toInvoiceRow(
  id: string,
  invoice: Invoice,
  names: { clients: ReadonlyMap<string, string>; cases: ReadonlyMap<string, string> },
  today: string,
): InvoiceRow {
  const clientName =
    (invoice.clientSnapshot?.name as string | undefined) ?? names.clients.get(invoice.clientId) ?? 'Client inconnu';
  const caseReference = invoice.caseId ? (names.cases.get(invoice.caseId) ?? '') : '';
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
    search: searchKey(`${number} ${clientName} ${caseReference} ${invoice.creditForNumber ?? ''}`),
  };
}

/** Each list's states: a partly paid invoice is in « en attente » or « impayées » by its due date. */
const VIEW_STATES: Record<Exclude<InvoiceView, 'all'>, (state: InvoiceState) => boolean> = {
  paid: (state) => state === 'paid',
  unpaid: isLate,
  pending: isAwaiting,
};

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

/** Newest first: drafts on top, then issued by number descending. */
export function sortInvoiceRows(rows: readonly InvoiceRow[]): InvoiceRow[] {
  return [...rows].sort((a, b) => {
    const draftA = a.state === 'draft' ? 1 : 0;
    const draftB = b.state === 'draft' ? 1 : 0;
    if (draftA !== draftB) return draftB - draftA;
    if (draftA) return a.date < b.date ? 1 : a.date > b.date ? -1 : 0;
    return -compareInvoiceNumbers(a.number, b.number);
  });
}

export type InvoiceListTotals = { count: number; ttcCents: number; remainingCents: number };

/**
 * Count and totals of the rows shown; avoirs count negative in the TTC total, demandes de provision
 * not at all (the final invoice bills the whole service; what a provision request still awaits is due).
 */
export function totalsOf(rows: readonly InvoiceRow[]): InvoiceListTotals {
  let ttcCents = 0;
  let remaining = 0;
  for (const row of rows) {
    if (row.kind !== 'provision') ttcCents += row.kind === 'avoir' ? -row.totalTtcCents : row.totalTtcCents;
    remaining += row.remainingCents;
  }
  return { count: rows.length, ttcCents, remainingCents: remaining };
}
