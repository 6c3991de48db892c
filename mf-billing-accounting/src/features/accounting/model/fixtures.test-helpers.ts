/** Test data of the accounting models: small fixed invoices, payments and expenses. */
import type { ExpenseLike } from './ledger.ts';
import type { InvoiceLike, PaymentLike } from './receipts.ts';

export const invoice = (overrides: Partial<InvoiceLike> & { id: string }): InvoiceLike => ({
  kind: 'facture',
  number: `2026-${overrides.id}`,
  clientId: 'c1',
  issueDate: '2026-01-10',
  // 1 000,00 HT + 200,00 TVA + 35,00 débours
  totalTtcCents: 123_500,
  totalTvaCents: 20_000,
  deboursCents: 3_500,
  clientSnapshot: { displayName: 'DUPONT Marie' },
  ...overrides,
});

export const payment = (overrides: Partial<PaymentLike> & { id: string; invoiceId: string }): PaymentLike => ({
  clientId: 'c1',
  date: '2026-02-01',
  amountCents: 123_500,
  method: 'virement',
  reference: '',
  ...overrides,
});

export const expense = (overrides: Partial<ExpenseLike> & { id: string }): ExpenseLike => ({
  date: '2026-02-05',
  supplier: 'Foncia Lyon',
  category: 'loyers',
  reference: 'F-001',
  htCents: 100_000,
  tvaCents: 20_000,
  ttcCents: 120_000,
  method: 'prelevement',
  ...overrides,
});
