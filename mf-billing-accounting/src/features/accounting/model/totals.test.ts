import { buildBook, vatRegimeOf } from './book.ts';
import { expense, invoice, payment } from './fixtures.test-helpers.ts';
import { bncEstimate, yearTotals } from './totals.ts';

const invoices = [invoice({ id: 'i1' }), invoice({ id: 'i2', issueDate: '2026-03-20' })];
const payments = [
  payment({ id: 'p1', invoiceId: 'i1', date: '2026-02-01' }),
  // Half of i2 in March, the other half next year: only the cash received counts.
  payment({ id: 'p2', invoiceId: 'i2', date: '2026-03-25', amountCents: 61_750 }),
  payment({ id: 'p3', invoiceId: 'i2', date: '2027-01-05', amountCents: 61_750 }),
];
const expenses = [
  expense({ id: 'e1', date: '2026-02-05' }),
  expense({
    id: 'e2',
    date: '2026-02-20',
    category: 'cotisations',
    htCents: 95_000,
    tvaCents: 0,
    ttcCents: 95_000,
  }),
  expense({ id: 'e3', date: '2026-03-02', category: 'fournitures', htCents: 5_000, tvaCents: 1_000, ttcCents: 6_000 }),
  expense({ id: 'e4', date: '2025-12-30' }),
];

const book = (regime: 'encaissements' | 'debits' | 'franchise') =>
  buildBook({ payments, invoices, clients: [], expenses, regime });

describe('totals by month and year', () => {
  it('cash basis: VAT collected is the VAT share of the money received', () => {
    const { receipts } = book('encaissements');
    const { months, year } = yearTotals({ year: 2026, receipts, expenses, regime: 'encaissements' });
    expect(months).toHaveLength(12);
    expect(months[1]).toMatchObject({
      period: '2026-02',
      encaisseCents: 123_500,
      recettesCents: 100_000,
      deboursCents: 3_500,
      depensesCents: 195_000,
      tvaCollecteeCents: 20_000,
      tvaDeductibleCents: 20_000,
      tvaAPayerCents: 0,
      receiptCount: 1,
      expenseCount: 2,
    });
    expect(months[2]).toMatchObject({ tvaCollecteeCents: 10_000, tvaDeductibleCents: 1_000, tvaAPayerCents: 9_000 });
    expect(year).toMatchObject({
      period: '2026',
      encaisseCents: 185_250,
      recettesCents: 150_000,
      tvaCollecteeCents: 30_000,
      tvaDeductibleCents: 21_000,
      tvaAPayerCents: 9_000,
      depensesCents: 200_000,
      expenseCount: 3,
    });
  });

  it('débits: VAT collected is the VAT of the invoices issued in the month', () => {
    const { receipts } = book('debits');
    const { months, year } = yearTotals({ year: 2026, receipts, expenses, invoices, regime: 'debits' });
    expect(months[0]!.tvaCollecteeCents).toBe(20_000);
    expect(months[2]!.tvaCollecteeCents).toBe(20_000);
    expect(year.tvaCollecteeCents).toBe(40_000);
  });

  it('franchise: no VAT, expenses count TTC', () => {
    const { receipts } = book('franchise');
    const { year } = yearTotals({ year: 2026, receipts, expenses, regime: 'franchise' });
    expect(year).toMatchObject({ tvaCollecteeCents: 0, tvaDeductibleCents: 0, depensesCents: 221_000 });
  });
});

describe('BNC estimate (form 2035)', () => {
  it('lays out recettes, débours and the expense lines in the form’s order', () => {
    const { receipts } = book('encaissements');
    const estimate = bncEstimate({ year: 2026, receipts, expenses, regime: 'encaissements' });
    expect(estimate).toMatchObject({
      recettesEncaisseesCents: 155_250,
      deboursCents: 5_250,
      recettesNettesCents: 150_000,
      depensesCents: 200_000,
      resultatCents: -50_000,
    });
    expect(estimate.lines).toEqual([
      { category: 'loyers', label: 'Loyers et charges locatives', amountCents: 100_000 },
      {
        category: 'fournitures',
        label: 'Fournitures de bureau, documentation, correspondance et téléphone',
        amountCents: 5_000,
      },
      { category: 'cotisations', label: 'Cotisations syndicales et professionnelles', amountCents: 95_000 },
    ]);
  });

  it('reads the VAT regime from the billing settings', () => {
    expect(vatRegimeOf(null)).toBe('encaissements');
    expect(vatRegimeOf({ vatRegime: 'debits' })).toBe('debits');
    expect(vatRegimeOf({ vatFranchise: true })).toBe('franchise');
    // What /app/settings/billing saves: the regime chosen, the franchise first when it is ticked.
    expect(vatRegimeOf({ vatFranchise: false, vatRegime: 'encaissements' })).toBe('encaissements');
    expect(vatRegimeOf({ vatFranchise: false, vatRegime: 'debits' })).toBe('debits');
    expect(vatRegimeOf({ vatFranchise: true, vatRegime: 'debits' })).toBe('franchise');
  });
});
