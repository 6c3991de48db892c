/**
 * The book's totals by aggregation equal a full recomputation: on ten years of a cabinet (the demo
 * with its provisions, avoirs and reversals, and the generated years), for each VAT regime, every
 * month, the year and the BNC estimate from `periodSpecs` / `bncSpecs` aggregations are what
 * `yearTotals` / `bncEstimate` give on the whole book — rebuilt from the invoices' history with the
 * stored shares removed, so the stored shares are checked too.
 */
import { type Expense, getDataStore, type Invoice, type Payment, paths } from 'shared-data';
import { DEMO_IDS, freshDemoData, loadTenYearCabinet, signInAs } from 'shared-data/testing';
import { buildBook } from '../model/book.ts';
import type { ExpenseLike, VatRegime } from '../model/ledger.ts';
import { bncOf, bncSpecs, monthRanges, periodSpecs, periodTotalsOf, sumOfPeriods } from '../model/periodSums.ts';
import type { InvoiceLike, PaymentLike } from '../model/receipts.ts';
import { bncEstimate, yearTotals } from '../model/totals.ts';

jest.setTimeout(120_000);

const firmId = DEMO_IDS.firmId;
const all = async <T>(collection: string) =>
  (await getDataStore().query<T>({ collection })).docs.map((doc) => ({ ...doc.data, id: doc.id }));

beforeAll(async () => {
  await freshDemoData();
  signInAs(DEMO_IDS.ownerUid);
  await loadTenYearCabinet({ scale: 0.05 });
});

/** The whole book, every share recomputed from the invoices' history (what was stored removed). */
async function recomputedBook(regime: VatRegime) {
  const payments = (await all<Payment>(paths.payments(firmId))).map(
    ({ tvaCents: _tva, deboursCents: _debours, ...payment }) => payment,
  );
  const invoices = (await all<Invoice>(paths.invoices(firmId)))
    .filter((invoice) => invoice.status === 'issued')
    .map(({ regularisation: _regularisation, ...invoice }) => invoice);
  const expenses = await all<Expense>(paths.expenses(firmId));
  const book = buildBook({
    payments: payments as unknown as PaymentLike[],
    invoices: invoices as unknown as InvoiceLike[],
    clients: [],
    expenses: expenses as ExpenseLike[],
    regime,
  });
  return { book, invoices: invoices as unknown as InvoiceLike[] };
}

async function aggregated(year: number, regime: VatRegime) {
  const store = getDataStore();
  const avoirs = (await all<Invoice>(paths.invoices(firmId))).filter(
    (invoice) => invoice.kind === 'avoir' && invoice.issueDate?.startsWith(`${year}-`),
  );
  const months = await Promise.all(
    monthRanges(year).map(async (range) =>
      periodTotalsOf(
        range,
        await Promise.all(periodSpecs(firmId, range, regime).map((spec) => store.aggregate(spec))),
        regime,
        avoirs,
      ),
    ),
  );
  const total = sumOfPeriods(String(year), months);
  const byCategory = await Promise.all(bncSpecs(firmId, year).map((spec) => store.aggregate(spec)));
  return { months, total, bnc: bncOf(year, total, byCategory, regime) };
}

describe.each(['encaissements', 'debits', 'franchise'] as const)('regime %s', (regime) => {
  it('every month, the year and the BNC estimate by aggregation equal the whole book recomputed', async () => {
    const { book, invoices } = await recomputedBook(regime);
    expect(book.problems).toEqual([]);
    const current = new Date().getFullYear();
    for (const year of [current, current - 1, current - 4]) {
      const expected = yearTotals({ year, receipts: book.receipts, expenses: book.expenses, invoices, regime });
      const found = await aggregated(year, regime);
      expect(found.months).toEqual(expected.months);
      expect(found.total).toEqual(expected.year);
      expect(found.bnc).toEqual(bncEstimate({ year, receipts: book.receipts, expenses: book.expenses, regime }));
      // Not an empty year: the comparison says something.
      expect(expected.year.receiptCount).toBeGreaterThan(20);
      expect(expected.year.tvaCollecteeCents !== 0).toBe(regime !== 'franchise');
    }
  });
});
