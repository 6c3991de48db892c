/**
 * The states shown for an invoice are DERIVED, never stored: from the stored lifecycle (draft /
 * issued), the due date, what was paid and credited, and today's date. Pure.
 */
import type { Invoice } from 'shared-data';
import { remainingCents } from 'shared-data/invoiceTotals';

export type InvoiceState = 'draft' | 'pending' | 'unpaid' | 'paid' | 'cancelled' | 'avoir';

export const STATE_LABELS: Record<InvoiceState, string> = {
  draft: 'Brouillon',
  pending: 'En attente',
  unpaid: 'Impayée',
  paid: 'Payée',
  cancelled: 'Annulée par avoir',
  avoir: 'Avoir',
};

type Settlement = Pick<Invoice, 'kind' | 'status' | 'dueDate' | 'netToPayCents' | 'paidCents' | 'creditedCents'>;

/** What remains to be paid (one rule, with the totals): net à payer − payments − avoirs, never negative. */
export { remainingCents };

/** `today` is the user's local day `YYYY-MM-DD`. Due on the due date itself: unpaid from the day after. */
export function invoiceState(invoice: Settlement, today: string): InvoiceState {
  if (invoice.status === 'draft') return 'draft';
  if (invoice.kind === 'avoir') return 'avoir';
  if (remainingCents(invoice) === 0) {
    return invoice.creditedCents >= invoice.netToPayCents && invoice.paidCents === 0 ? 'cancelled' : 'paid';
  }
  return invoice.dueDate && invoice.dueDate < today ? 'unpaid' : 'pending';
}

/** Days past the due date (0 when not late). */
export function daysLate(invoice: Pick<Invoice, 'dueDate'>, today: string): number {
  if (!invoice.dueDate || invoice.dueDate >= today) return 0;
  return Math.round((Date.parse(today) - Date.parse(invoice.dueDate)) / 86_400_000);
}
