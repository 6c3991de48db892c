/**
 * The invoices of one dossier or client, and the dashboard's unpaid summary. Pure; type-only
 * imports of shared-data (the dashboard's first-screen widget reads this model).
 */
import type { Invoice, WhereClause, WithId } from 'shared-data';
import { invoiceState, remainingCents } from 'shared-data/invoiceTotals';
import { isLate } from './lateness.ts';

/** The late invoices the dashboard lists, the oldest due first. */
export const UNPAID_LISTED = 3;

export type UnpaidRow = { id: string; number: string; clientName: string; dueDate: string; remainingCents: number };

export type UnpaidSummary = {
  count: number;
  dueCents: number;
  /** The {@link UNPAID_LISTED} oldest by due date. */
  oldest: UnpaidRow[];
};

/**
 * What the backend is asked for the unpaid invoices (« impayées »: not settled, due before today —
 * the stored settlement, lateness by the due date): counted and summed (`dueCents`) by
 * aggregation, the oldest read with a limit.
 */
export function unpaidWhere(today: string): WhereClause[] {
  return [
    { field: 'settlement', op: 'in', value: ['open', 'partial'] },
    { field: 'dueDate', op: '<', value: today },
  ];
}

export function toUnpaidRow(invoice: WithId<Invoice>): UnpaidRow {
  return {
    id: invoice.id,
    number: invoice.number ?? '',
    clientName: invoice.clientSnapshot?.name ?? '',
    dueDate: invoice.dueDate ?? '',
    remainingCents: remainingCents(invoice),
  };
}

/** The same summary over documents already read (derived states): what the tests recompute the widget with. */
export function unpaidSummary(
  invoices: readonly WithId<Invoice>[],
  today: string,
  limit = UNPAID_LISTED,
): UnpaidSummary {
  const unpaid = invoices
    .filter((invoice) => isLate(invoiceState(invoice, today)))
    .sort((a, b) => ((a.dueDate ?? '') < (b.dueDate ?? '') ? -1 : (a.dueDate ?? '') > (b.dueDate ?? '') ? 1 : 0));
  return {
    count: unpaid.length,
    dueCents: unpaid.reduce((sum, invoice) => sum + remainingCents(invoice), 0),
    oldest: unpaid.slice(0, limit).map(toUnpaidRow),
  };
}

/** A dossier's or client's documents: drafts first, then issued ones newest first. */
export function sortRelated(invoices: readonly WithId<Invoice>[]): WithId<Invoice>[] {
  return [...invoices].sort((a, b) => {
    if (a.status !== b.status) return a.status === 'draft' ? -1 : 1;
    const ka = a.issueDate ?? a.createdAt;
    const kb = b.issueDate ?? b.createdAt;
    return ka < kb ? 1 : ka > kb ? -1 : (b.number ?? '').localeCompare(a.number ?? '');
  });
}
