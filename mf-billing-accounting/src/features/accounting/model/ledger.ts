/**
 * The PCG mapping of a cash-basis BNC book: each receipt and each expense becomes one balanced
 * entry (écriture) of the recettes (RE) or dépenses (DE) journal. The FEC is this list, formatted.
 *
 * - Receipt: debit the bank (512) or the till (530) with the amount received; credit 706
 *   honoraires (fees excluding VAT), 44571 TVA collectée and 4671 débours.
 * - Expense: debit the 2035 category's 6xx account with the HT amount and 44566 TVA déductible
 *   with the VAT; credit the bank or till with the TTC. Under the VAT franchise (art. 293 B) VAT
 *   is not recoverable: the TTC goes to the 6xx account.
 * A negative amount (refund of an avoir) swaps debit and credit; zero lines are left out (an
 * avoir's regularisation moves no money: no treasury line).
 */
import { type ExpenseCategory, PAYMENT_METHOD_LABELS } from 'shared-data';
import {
  ACCOUNTS,
  type Account,
  expenseAccount,
  expenseCategoryLabel,
  type PaymentMethod,
  treasuryAccount,
} from './pcg.ts';
import type { ReceiptRow } from './receipts.ts';

export type VatRegime = 'encaissements' | 'debits' | 'franchise';

export const VAT_REGIME_LABELS: Record<VatRegime, string> = {
  encaissements: 'TVA sur les encaissements',
  debits: 'TVA sur les débits',
  franchise: 'Franchise en base de TVA (art. 293 B du CGI)',
};

export type ExpenseLike = {
  id: string;
  date: string;
  supplier: string;
  category: ExpenseCategory;
  reference?: string | undefined;
  htCents: number;
  tvaCents: number;
  ttcCents: number;
  method: PaymentMethod;
};

export const JOURNALS = {
  RE: 'Recettes',
  DE: 'Dépenses',
} as const;
export type JournalCode = keyof typeof JOURNALS;

export type LedgerLine = { account: Account; debitCents: number; creditCents: number };

export type LedgerEntry = {
  journal: JournalCode;
  /** ISO day of the entry: the day the money moved. */
  date: string;
  pieceRef: string;
  pieceDate: string;
  label: string;
  lines: LedgerLine[];
  /** Cash-basis columns of the FEC: DateRglt, ModeRglt, NatOp, IdClient. */
  settlementDate: string;
  settlementMethod: string;
  nature: string;
  clientId: string;
  /** The payment or expense it comes from (stable order for equal dates). */
  sourceId: string;
};

/** A line for `cents` on the debit side (credit side when negative); null for zero. */
function debit(account: Account, cents: number): LedgerLine | null {
  if (cents === 0) return null;
  return cents > 0 ? { account, debitCents: cents, creditCents: 0 } : { account, debitCents: 0, creditCents: -cents };
}
function credit(account: Account, cents: number): LedgerLine | null {
  if (cents === 0) return null;
  return cents > 0 ? { account, debitCents: 0, creditCents: cents } : { account, debitCents: -cents, creditCents: 0 };
}
const present = (lines: (LedgerLine | null)[]): LedgerLine[] => lines.filter((line): line is LedgerLine => !!line);

/** The entry's wording: a payment, a refund of an avoir, or the counter-entry of a payment (with its reason). */
function receiptLabel(row: ReceiptRow): string {
  if (row.reversal) return `Contre-passation ${row.invoiceNumber} ${row.clientName} : ${row.reason}`;
  if (row.regularisation) return `Régularisation ${row.invoiceNumber} ${row.clientName} : ${row.reason}`;
  return `${row.amountCents < 0 ? 'Remboursement' : 'Règlement'} ${row.invoiceNumber} ${row.clientName}`;
}

function receiptNature(row: ReceiptRow): string {
  const fees = row.provision ? 'Provision sur honoraires' : 'Honoraires';
  return row.deboursCents !== 0 ? `${fees} et débours` : fees;
}

export function receiptEntry(row: ReceiptRow): LedgerEntry {
  return {
    journal: 'RE',
    date: row.date,
    pieceRef: row.invoiceNumber !== '—' ? row.invoiceNumber : row.reference || row.id,
    pieceDate: row.invoiceDate ?? row.date,
    label: receiptLabel(row),
    lines: present([
      debit(treasuryAccount(row.method), row.amountCents),
      credit(ACCOUNTS.honoraires, row.honorairesCents),
      credit(ACCOUNTS.tvaCollectee, row.tvaCents),
      credit(ACCOUNTS.debours, row.deboursCents),
    ]),
    settlementDate: row.date,
    settlementMethod: row.methodLabel,
    nature: receiptNature(row),
    clientId: row.clientName,
    sourceId: row.id,
  };
}

export function expenseEntry(expense: ExpenseLike, regime: VatRegime): LedgerEntry {
  const recoverable = regime !== 'franchise';
  const category = expenseCategoryLabel(expense.category);
  return {
    journal: 'DE',
    date: expense.date,
    pieceRef: expense.reference?.trim() || `DEP-${expense.id}`,
    pieceDate: expense.date,
    label: `${expense.supplier} ${category}`,
    lines: present([
      debit(expenseAccount(expense.category), recoverable ? expense.htCents : expense.ttcCents),
      recoverable ? debit(ACCOUNTS.tvaDeductible, expense.tvaCents) : null,
      credit(treasuryAccount(expense.method), expense.ttcCents),
    ]),
    settlementDate: expense.date,
    settlementMethod: PAYMENT_METHOD_LABELS[expense.method] ?? expense.method,
    nature: category,
    clientId: '',
    sourceId: expense.id,
  };
}

const JOURNAL_ORDER: Record<JournalCode, number> = { RE: 0, DE: 1 };

/** Every entry of the book, in order: date, then journal, then piece, then source. */
export function buildLedger({
  receipts,
  expenses,
  regime,
}: {
  receipts: readonly ReceiptRow[];
  expenses: readonly ExpenseLike[];
  regime: VatRegime;
}): LedgerEntry[] {
  const entries = [...receipts.map(receiptEntry), ...expenses.map((expense) => expenseEntry(expense, regime))];
  return entries.sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      JOURNAL_ORDER[a.journal] - JOURNAL_ORDER[b.journal] ||
      a.pieceRef.localeCompare(b.pieceRef) ||
      a.sourceId.localeCompare(b.sourceId),
  );
}

/** Σ debit − Σ credit of an entry (0 when balanced). */
export function entryImbalance(entry: Pick<LedgerEntry, 'lines'>): number {
  let total = 0;
  for (const line of entry.lines) total += line.debitCents - line.creditCents;
  return total;
}
