/**
 * Numbers of issued documents, from gap-free yearly counters: invoices and avoirs
 * `{prefix}{year}-{NNNN}` (`counters/invoices-{year}`, the prefix of the billing settings);
 * demandes de provision `DP-{year}-{NNNN}`, a sequence of their own (`counters/provisions-{year}`).
 */
import type { Invoice } from 'shared-data';
import { INVOICE_COUNTER_NAMES } from 'shared-data/constants';

export const INVOICE_COUNTER = INVOICE_COUNTER_NAMES.invoices;
export const PROVISION_COUNTER = INVOICE_COUNTER_NAMES.provisions;
export const PROVISION_PREFIX = 'DP-';

/** The counter a document of this kind is numbered with. */
export function counterOf(kind: Invoice['kind']): string {
  return kind === 'provision' ? PROVISION_COUNTER : INVOICE_COUNTER;
}

export function formatInvoiceNumber({ prefix, year, value }: { prefix: string; year: number; value: number }): string {
  return `${prefix}${year}-${String(value).padStart(4, '0')}`;
}

/** `FA-2026-0012` → { year: 2026, value: 12 }; null when it is not a number of this shape. */
export function parseInvoiceNumber(number: string): { year: number; value: number } | null {
  const match = /(\d{4})-(\d{4,})$/.exec(number);
  return match ? { year: Number(match[1]), value: Number(match[2]) } : null;
}
