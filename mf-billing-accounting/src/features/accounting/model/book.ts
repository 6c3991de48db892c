/**
 * The cabinet's book from its stored records: receipts from the payments (with their invoices and
 * clients), the expenses, and the ledger entries. One function used by the screen, the FEC
 * export, the tests and the bench.
 */
import type { ExpenseLike, LedgerEntry, VatRegime } from './ledger.ts';
import { buildLedger } from './ledger.ts';
import { buildReceipts, type InvoiceLike, type PaymentLike, type ReceiptRow } from './receipts.ts';

export type ClientLike = { id: string; displayName?: string };

export type Book = {
  receipts: ReceiptRow[];
  expenses: ExpenseLike[];
  ledger: LedgerEntry[];
  /** Payments that could not be matched to an invoice (French). */
  problems: string[];
  regime: VatRegime;
};

/**
 * The VAT regime from the billing settings (`/app/settings/billing`): the franchise en base
 * (`vatFranchise: true`, art. 293 B) first — no VAT collected, whatever regime was chosen before —,
 * then `vatRegime`, encaissements or débits; VAT on receipts (services' rule) when none was saved.
 */
export function vatRegimeOf(settings: Record<string, unknown> | null | undefined): VatRegime {
  if (settings?.vatFranchise === true) return 'franchise';
  const value = settings?.vatRegime;
  if (value === 'encaissements' || value === 'debits' || value === 'franchise') return value;
  return 'encaissements';
}

export function buildBook({
  payments,
  invoices,
  clients,
  expenses,
  regime,
}: {
  payments: readonly PaymentLike[];
  invoices: readonly InvoiceLike[];
  clients: readonly ClientLike[];
  expenses: readonly ExpenseLike[];
  regime: VatRegime;
}): Book {
  const clientNames = new Map(clients.map((client) => [client.id, client.displayName ?? client.id]));
  const { rows, problems } = buildReceipts({ payments, invoices, clientNames });
  const sortedExpenses = [...expenses].sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
  return {
    receipts: rows,
    expenses: sortedExpenses,
    ledger: buildLedger({ receipts: rows, expenses: sortedExpenses, regime }),
    problems,
    regime,
  };
}
