/** The invoices of one dossier or client, and the dashboard's unpaid summary. Pure. */
import type { Invoice, WithId } from 'shared-data';
import { invoiceState, isLate, remainingCents } from './state.ts';

export type UnpaidSummary = {
  count: number;
  dueCents: number;
  /** The three oldest by due date. */
  oldest: { id: string; number: string; clientName: string; dueDate: string; remainingCents: number }[];
};

export function unpaidSummary(invoices: readonly WithId<Invoice>[], today: string, limit = 3): UnpaidSummary {
  const unpaid = invoices
    .filter((invoice) => isLate(invoiceState(invoice, today)))
    .sort((a, b) => ((a.dueDate ?? '') < (b.dueDate ?? '') ? -1 : (a.dueDate ?? '') > (b.dueDate ?? '') ? 1 : 0));
  return {
    count: unpaid.length,
    dueCents: unpaid.reduce((sum, invoice) => sum + remainingCents(invoice), 0),
    oldest: unpaid.slice(0, limit).map((invoice) => ({
      id: invoice.id,
      number: invoice.number ?? '',
      clientName: invoice.clientSnapshot?.name ?? '',
      dueDate: invoice.dueDate ?? '',
      remainingCents: remainingCents(invoice),
    })),
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
