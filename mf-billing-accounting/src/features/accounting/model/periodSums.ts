/**
 * The book's totals by aggregation: what a period's screen shows without reading its receipts,
 * expenses or invoices — Firestore `count` / `sum` on the shares each document stored when it was
 * recorded (a payment its VAT and débours, required by the data policy; an expense its HT, VAT and
 * TTC; an invoice its VAT and what its provisions carried). The same figures as `yearTotals` and
 * `bncEstimate` on the whole book (tested equal on ten years of a cabinet), at a few reads a period.
 *
 * An avoir's regularisation (amount 0, VAT and débours moved back into fees) is not a payment: the
 * period's avoirs are few and read as documents (`RegularisationLike`), then added here.
 */
import { type AggregateResult, type AggregateSpec, type ExpenseCategory, paths } from 'shared-data';
import type { ReceiptShares } from 'shared-data/invoiceTotals';
import type { VatRegime } from './ledger.ts';
import { EXPENSE_CATEGORIES } from './pcg.ts';
import { type BncEstimate, type BncLine, emptyTotals, type PeriodTotals } from './totals.ts';

/** A period as a closed range of ISO days: `2026-03` (a month) or `2026` (a year). */
export type PeriodRange = { period: string; from: string; to: string };

export const yearRange = (year: number): PeriodRange => ({
  period: String(year),
  from: `${year}-01-01`,
  to: `${year}-12-31`,
});

export const monthRange = (year: number, month: number): PeriodRange => {
  const mm = String(month).padStart(2, '0');
  return { period: `${year}-${mm}`, from: `${year}-${mm}-01`, to: `${year}-${mm}-31` };
};

export const monthRanges = (year: number): PeriodRange[] =>
  Array.from({ length: 12 }, (_, i) => monthRange(year, i + 1));

const within = (field: string, range: PeriodRange) => [
  { field, op: '>=' as const, value: range.from },
  { field, op: '<=' as const, value: range.to },
];

/** An avoir of the period with the regularisation it recorded. */
export type RegularisationLike = { issueDate: string | null; regularisation?: ReceiptShares | null };

/**
 * The aggregations of one period, in the order `periodTotalsOf` reads them: receipts, expenses,
 * refunds of avoirs (stored as a positive amount on the avoir: money going out, so counted
 * negative), and on débits the receipts of demandes de provision (their VAT is due when received), the
 * invoices' and the avoirs' VAT and what their provisions carried (each sum its own aggregation:
 * a document without the summed field is left out of the whole aggregation).
 */
export function periodSpecs(firmId: string, range: PeriodRange, regime: VatRegime): AggregateSpec[] {
  const payments = paths.payments(firmId);
  const invoices = paths.invoices(firmId);
  const kind = (value: string) => ({ field: 'kind', op: '==' as const, value });
  const specs: AggregateSpec[] = [
    {
      collection: payments,
      where: within('date', range),
      count: true,
      sum: ['amountCents', 'tvaCents', 'deboursCents'],
    },
    {
      collection: paths.expenses(firmId),
      where: within('date', range),
      count: true,
      sum: ['htCents', 'tvaCents', 'ttcCents'],
    },
    {
      collection: payments,
      where: [{ field: 'invoiceKind', op: '==', value: 'avoir' }, ...within('date', range)],
      sum: ['amountCents'],
    },
  ];
  if (regime !== 'debits') return specs;
  return [
    ...specs,
    {
      collection: payments,
      where: [{ field: 'invoiceKind', op: '==', value: 'provision' }, ...within('date', range)],
      sum: ['tvaCents'],
    },
    ...(['facture', 'avoir'] as const).flatMap((value): AggregateSpec[] => [
      { collection: invoices, where: [kind(value), ...within('issueDate', range)], sum: ['totalTvaCents'] },
      { collection: invoices, where: [kind(value), ...within('issueDate', range)], sum: ['provisionVatCents'] },
    ]),
  ];
}

const sumOf = (result: AggregateResult | undefined, field: string) => result?.sums?.[field] ?? 0;

/** A period's totals from the answers to `periodSpecs` and the period's regularisations. */
export function periodTotalsOf(
  range: PeriodRange,
  results: readonly AggregateResult[],
  regime: VatRegime,
  avoirs: readonly RegularisationLike[],
): PeriodTotals {
  const [receipts, expenses, refunds, provisionReceipts, factures, facturesProvisions, avoirsVat, avoirsProvisions] =
    results;
  const regularisations = avoirs.flatMap((avoir) =>
    avoir.regularisation && avoir.issueDate && avoir.issueDate >= range.from && avoir.issueDate <= range.to
      ? [avoir.regularisation]
      : [],
  );
  const regularisedTva = regularisations.reduce((sum, shares) => sum + shares.tvaCents, 0);
  const regularisedDebours = regularisations.reduce((sum, shares) => sum + shares.deboursCents, 0);
  // The VAT and débours a refund stored are already negative; its amount is not.
  const amount = sumOf(receipts, 'amountCents') - 2 * sumOf(refunds, 'amountCents');
  const tva = sumOf(receipts, 'tvaCents') + regularisedTva;
  const debours = sumOf(receipts, 'deboursCents') + regularisedDebours;
  const recoverable = regime !== 'franchise';
  const tvaCollectee =
    regime === 'encaissements'
      ? tva
      : regime === 'debits'
        ? sumOf(provisionReceipts, 'tvaCents') +
          sumOf(factures, 'totalTvaCents') -
          sumOf(facturesProvisions, 'provisionVatCents') -
          (sumOf(avoirsVat, 'totalTvaCents') - sumOf(avoirsProvisions, 'provisionVatCents'))
        : 0;
  const tvaDeductible = recoverable ? sumOf(expenses, 'tvaCents') : 0;
  return {
    period: range.period,
    encaisseCents: amount,
    recettesCents: amount - tva - debours,
    deboursCents: debours,
    depensesCents: recoverable ? sumOf(expenses, 'htCents') : sumOf(expenses, 'ttcCents'),
    depensesTtcCents: sumOf(expenses, 'ttcCents'),
    tvaCollecteeCents: tvaCollectee,
    tvaDeductibleCents: tvaDeductible,
    tvaAPayerCents: tvaCollectee - tvaDeductible,
    receiptCount: (receipts?.count ?? 0) + regularisations.length,
    expenseCount: expenses?.count ?? 0,
  };
}

/** The year's total as the sum of its months (what the months table shows, added up). */
export function sumOfPeriods(period: string, months: readonly PeriodTotals[]): PeriodTotals {
  const total = emptyTotals(period);
  for (const month of months)
    for (const key of Object.keys(total) as (keyof PeriodTotals)[]) if (key !== 'period') total[key] += month[key];
  return total;
}

/** The form 2035's expense categories, in its order. */
const CATEGORIES = Object.keys(EXPENSE_CATEGORIES) as ExpenseCategory[];

/** The year's expenses by form 2035 category: one aggregation a category, in the form's order. */
export function bncSpecs(firmId: string, year: number): AggregateSpec[] {
  return CATEGORIES.map((category) => ({
    collection: paths.expenses(firmId),
    where: [{ field: 'category', op: '==', value: category }, ...within('date', yearRange(year))],
    sum: ['htCents', 'ttcCents'],
  }));
}

/** The BNC estimate from the year's totals and the answers to `bncSpecs` (as `bncEstimate` computes it). */
export function bncOf(
  year: number,
  totals: PeriodTotals,
  results: readonly AggregateResult[],
  regime: VatRegime,
): BncEstimate {
  const lines: BncLine[] = [];
  for (const [i, category] of CATEGORIES.entries()) {
    const amount = sumOf(results[i], regime === 'franchise' ? 'ttcCents' : 'htCents');
    if (amount) lines.push({ category, label: EXPENSE_CATEGORIES[category].label, amountCents: amount });
  }
  const depenses = lines.reduce((sum, line) => sum + line.amountCents, 0);
  return {
    year,
    recettesEncaisseesCents: totals.recettesCents + totals.deboursCents,
    deboursCents: totals.deboursCents,
    recettesNettesCents: totals.recettesCents,
    lines,
    depensesCents: depenses,
    resultatCents: totals.recettesCents - depenses,
  };
}
