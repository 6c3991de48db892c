/**
 * Which states the « impayées » and « en attente » lists (and the dashboard's widget) gather. No
 * import of shared-data's main entry: the first-screen widget reads this model.
 */
import type { InvoiceState } from 'shared-data/invoiceTotals';

/** Late and not settled (the « impayées » list and widget), partly paid or not. */
export function isLate(state: InvoiceState): boolean {
  return state === 'unpaid' || state === 'partialUnpaid';
}

/** Issued, not settled, not yet due (the « en attente » list), partly paid or not. */
export function isAwaiting(state: InvoiceState): boolean {
  return state === 'pending' || state === 'partial';
}
