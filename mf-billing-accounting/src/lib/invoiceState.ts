/**
 * The states shown for an invoice are DERIVED, never stored: from the stored lifecycle (draft /
 * issued), the due date, what was paid and credited, and today's date. Pure.
 */
import type { Invoice } from 'shared-data';
import { remainingCents } from 'shared-data/invoiceTotals';
import { daysBetween } from 'shared-ui';

export type InvoiceState =
  | 'draft'
  | 'pending'
  | 'partial'
  | 'unpaid'
  | 'partialUnpaid'
  | 'paid'
  | 'cancelled'
  | 'avoir';

export const STATE_LABELS: Record<InvoiceState, string> = {
  draft: 'Brouillon',
  pending: 'En attente',
  partial: 'Partiellement réglée',
  unpaid: 'Impayée',
  partialUnpaid: 'Impayée, partiellement réglée',
  paid: 'Payée',
  cancelled: 'Annulée par avoir',
  avoir: 'Avoir',
};

type Settlement = Pick<Invoice, 'kind' | 'status' | 'dueDate' | 'netToPayCents' | 'paidCents' | 'creditedCents'>;

/** What remains to be paid (one rule, with the totals): net à payer − payments − avoirs, never negative. */
export { remainingCents };

/**
 * `today` is the user's local day `YYYY-MM-DD`. Due on the due date itself: unpaid from the day after.
 * Something paid but not all of it (0 < paid, something remains): partly paid, late or not.
 */
export function invoiceState(invoice: Settlement, today: string): InvoiceState {
  if (invoice.status === 'draft') return 'draft';
  if (invoice.kind === 'avoir') return 'avoir';
  if (remainingCents(invoice) === 0) {
    return invoice.creditedCents >= invoice.netToPayCents && invoice.paidCents === 0 ? 'cancelled' : 'paid';
  }
  const late = !!invoice.dueDate && invoice.dueDate < today;
  if (invoice.paidCents > 0) return late ? 'partialUnpaid' : 'partial';
  return late ? 'unpaid' : 'pending';
}

/** Late and not settled (the « impayées » list and widget), partly paid or not. */
export function isLate(state: InvoiceState): boolean {
  return state === 'unpaid' || state === 'partialUnpaid';
}

/** Issued, not settled, not yet due (the « en attente » list), partly paid or not. */
export function isAwaiting(state: InvoiceState): boolean {
  return state === 'pending' || state === 'partial';
}

/** Days past the due date (0 when not late). */
export function daysLate(invoice: Pick<Invoice, 'dueDate'>, today: string): number {
  if (!invoice.dueDate || invoice.dueDate >= today) return 0;
  return daysBetween(invoice.dueDate, today);
}
