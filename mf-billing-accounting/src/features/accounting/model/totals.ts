/**
 * Monthly and yearly totals of the book, the VAT to pay, and an estimate of the BNC result laid
 * out like the form 2035 (recettes, then the expense lines).
 *
 * VAT collected follows the cabinet's regime: on a cash basis (`encaissements`, the default for
 * services) it is the VAT share of each payment received (see receipts.ts); on `debits` it is the
 * VAT of the invoices issued in the period, minus that of the avoirs; under the franchise there is
 * none, and expenses count TTC (their VAT cannot be recovered). An advance — a demande de provision
 * received — makes its VAT due when received in either regime (CGI art. 269 2 a and c): on débits its
 * receipts count, and the final invoice counts only the VAT its provisions did not carry.
 */
import type { ExpenseCategory } from 'shared-data';
import { EXPENSE_CATEGORIES, type CategoryDefinition } from './pcg.ts';
import type { ExpenseLike, VatRegime } from './ledger.ts';
import type { ReceiptRow } from './receipts.ts';

export type IssuedInvoiceLike = {
  issueDate: string | null;
  number: string | null;
  totalTvaCents: number;
  kind?: 'facture' | 'avoir' | 'provision';
  /** The VAT the demandes de provision it deducts carried (already collected when received). */
  provisionVatCents?: number;
};

export type PeriodTotals = {
  /** `2026-03`, or `2026` for the year. */
  period: string;
  /** Money received (TTC, débours included). */
  encaisseCents: number;
  /** Fees received, excluding VAT and débours: the BNC recettes. */
  recettesCents: number;
  deboursCents: number;
  /** Expenses excluding recoverable VAT (TTC under the franchise). */
  depensesCents: number;
  depensesTtcCents: number;
  tvaCollecteeCents: number;
  tvaDeductibleCents: number;
  /** Collected minus deductible: negative is a VAT credit. */
  tvaAPayerCents: number;
  receiptCount: number;
  expenseCount: number;
};

/** A period with nothing in it. */
export const emptyTotals = (period: string): PeriodTotals => ({
  period,
  encaisseCents: 0,
  recettesCents: 0,
  deboursCents: 0,
  depensesCents: 0,
  depensesTtcCents: 0,
  tvaCollecteeCents: 0,
  tvaDeductibleCents: 0,
  tvaAPayerCents: 0,
  receiptCount: 0,
  expenseCount: 0,
});

/** The twelve months of `year` and the year's total. */
export function yearTotals({
  year,
  receipts,
  expenses,
  invoices = [],
  regime,
}: {
  year: number;
  receipts: readonly ReceiptRow[];
  expenses: readonly ExpenseLike[];
  invoices?: readonly IssuedInvoiceLike[];
  regime: VatRegime;
}): { months: PeriodTotals[]; year: PeriodTotals } {
  const months = Array.from({ length: 12 }, (_, i) => emptyTotals(`${year}-${String(i + 1).padStart(2, '0')}`));
  const total = emptyTotals(String(year));
  const monthOf = (date: string | null): PeriodTotals | null => {
    if (!date?.startsWith(`${year}-`)) return null;
    return months[Number(date.slice(5, 7)) - 1] ?? null;
  };
  const recoverable = regime !== 'franchise';
  for (const row of receipts) {
    const month = monthOf(row.date);
    if (!month) continue;
    for (const target of [month, total]) {
      target.encaisseCents += row.amountCents;
      target.recettesCents += row.honorairesCents;
      target.deboursCents += row.deboursCents;
      if (regime === 'encaissements' || (regime === 'debits' && row.provision))
        target.tvaCollecteeCents += row.tvaCents;
      target.receiptCount += 1;
    }
  }
  if (regime === 'debits')
    for (const invoice of invoices) {
      const month = invoice.number && invoice.kind !== 'provision' ? monthOf(invoice.issueDate) : null;
      if (!month) continue;
      const vat = (invoice.totalTvaCents - (invoice.provisionVatCents ?? 0)) * (invoice.kind === 'avoir' ? -1 : 1);
      for (const target of [month, total]) target.tvaCollecteeCents += vat;
    }
  for (const expense of expenses) {
    const month = monthOf(expense.date);
    if (!month) continue;
    for (const target of [month, total]) {
      target.depensesCents += recoverable ? expense.htCents : expense.ttcCents;
      target.depensesTtcCents += expense.ttcCents;
      if (recoverable) target.tvaDeductibleCents += expense.tvaCents;
      target.expenseCount += 1;
    }
  }
  for (const target of [...months, total]) target.tvaAPayerCents = target.tvaCollecteeCents - target.tvaDeductibleCents;
  return { months, year: total };
}

export type BncLine = { category: ExpenseCategory; label: string; amountCents: number };

export type BncEstimate = {
  year: number;
  /** Form 2035 recettes: money received (fees excluding VAT, and débours repaid by clients). */
  recettesEncaisseesCents: number;
  /** To deduct: débours paid for the clients. */
  deboursCents: number;
  /** Net recettes. */
  recettesNettesCents: number;
  /** Expense lines in the form's order (only those with an amount). */
  lines: BncLine[];
  depensesCents: number;
  /** Net recettes minus expenses: an estimate (no depreciation, no personal adjustments). */
  resultatCents: number;
};

export function bncEstimate({
  year,
  receipts,
  expenses,
  regime,
}: {
  year: number;
  receipts: readonly ReceiptRow[];
  expenses: readonly ExpenseLike[];
  regime: VatRegime;
}): BncEstimate {
  const prefix = `${year}-`;
  let fees = 0;
  let debours = 0;
  for (const row of receipts) {
    if (!row.date.startsWith(prefix)) continue;
    fees += row.honorairesCents;
    debours += row.deboursCents;
  }
  const byCategory = new Map<ExpenseCategory, number>();
  for (const expense of expenses) {
    if (!expense.date.startsWith(prefix)) continue;
    const amount = regime === 'franchise' ? expense.ttcCents : expense.htCents;
    byCategory.set(expense.category, (byCategory.get(expense.category) ?? 0) + amount);
  }
  const lines: BncLine[] = [];
  for (const [category, definition] of Object.entries(EXPENSE_CATEGORIES) as [ExpenseCategory, CategoryDefinition][]) {
    const amount = byCategory.get(category);
    if (amount) lines.push({ category, label: definition.label, amountCents: amount });
  }
  const depenses = lines.reduce((sum, line) => sum + line.amountCents, 0);
  return {
    year,
    recettesEncaisseesCents: fees + debours,
    deboursCents: debours,
    recettesNettesCents: fees,
    lines,
    depensesCents: depenses,
    resultatCents: fees - depenses,
  };
}
