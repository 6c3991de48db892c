import {
  allocateReceipt,
  collectionBase,
  computeTotals,
  dueOf,
  imputeAvoir,
  initialDue,
  settlementOf,
  takeShares,
} from './invoiceTotals.ts';

// 1 000,00 € HT + 200,00 € TVA + 100,00 € débours = 1 300,00 €.
const invoice = computeTotals([
  { kind: 'honoraires', quantity: 1, unitPriceCents: 100_000, vatRate: 20 },
  { kind: 'debours', quantity: 1, unitPriceCents: 10_000, vatRate: 0 },
]);
const avoirOf = (ht: number) => computeTotals([{ kind: 'honoraires', quantity: 1, unitPriceCents: ht, vatRate: 20 }]);

describe('what remains due, by component', () => {
  it('receipts that settle it carry exactly its VAT and débours, whatever the rounding of each', () => {
    let due = initialDue(invoice);
    let vat = 0;
    let debours = 0;
    for (const amount of [33_333, 33_333, 63_334]) {
      const step = allocateReceipt(due, amount);
      vat += step.shares.tvaCents;
      debours += step.shares.deboursCents;
      due = step.due;
    }
    expect([vat, debours]).toEqual([20_000, 10_000]);
    expect(due).toEqual({ baseCents: 0, vatCents: 0, deboursCents: 0 });
  });

  it('a counter-entry puts back what the payment took', () => {
    const first = allocateReceipt(initialDue(invoice), 65_000);
    const back = takeShares(first.due, -65_000, {
      tvaCents: -first.shares.tvaCents,
      deboursCents: -first.shares.deboursCents,
    });
    expect(back).toEqual(initialDue(invoice));
  });

  it('an avoir lowers it by its own components; settling the rest carries the net VAT', () => {
    const imputed = imputeAvoir(initialDue(invoice), avoirOf(50_000));
    expect(imputed).toEqual({
      due: { baseCents: 70_000, vatCents: 10_000, deboursCents: 10_000 },
      regularisation: null,
    });
    expect(allocateReceipt(imputed.due, 70_000).shares).toEqual({ tvaCents: 10_000, deboursCents: 10_000 });
  });

  it('an avoir that leaves nothing to collect regularises what earlier receipts carried', () => {
    const paid = allocateReceipt(initialDue(invoice), 100_000);
    expect(paid.shares).toEqual({ tvaCents: 15_385, deboursCents: 7_692 });
    const imputed = imputeAvoir(paid.due, avoirOf(25_000));
    expect(imputed.due).toEqual({ baseCents: 0, vatCents: 0, deboursCents: 0 });
    expect(imputed.regularisation).toEqual({ tvaCents: 20_000 - 5_000 - 15_385, deboursCents: 10_000 - 7_692 });
  });

  it('a provision typed by hand (older invoices): the net à payer in the invoice’s proportions', () => {
    const typed = computeTotals([{ kind: 'honoraires', quantity: 1, unitPriceCents: 100_000, vatRate: 20 }], 60_000);
    expect(collectionBase(typed)).toEqual({ baseCents: 60_000, vatCents: 10_000, deboursCents: 0 });
  });
});

describe('settlementOf / dueOf', () => {
  const issued = { kind: 'facture' as const, status: 'issued' as const, netToPayCents: 130_000, creditedCents: 0 };
  it('names the settlement the lists filter by', () => {
    expect(settlementOf({ ...issued, status: 'draft', paidCents: 0 })).toBe('draft');
    expect(settlementOf({ ...issued, paidCents: 0 })).toBe('open');
    expect(settlementOf({ ...issued, paidCents: 1 })).toBe('partial');
    expect(settlementOf({ ...issued, paidCents: 130_000 })).toBe('paid');
    expect(settlementOf({ ...issued, paidCents: 0, creditedCents: 130_000 })).toBe('cancelled');
    expect(settlementOf({ ...issued, kind: 'avoir', paidCents: 0 })).toBe('avoir');
  });
  it('reads the stored components, or scales the base of an older invoice to what remains', () => {
    const stored = { baseCents: 1, vatCents: 2, deboursCents: 3 };
    expect(dueOf({ ...invoice, ...issued, paidCents: 0, due: stored })).toBe(stored);
    expect(dueOf({ ...invoice, ...issued, paidCents: 65_000 })).toEqual({
      baseCents: 65_000,
      vatCents: 10_000,
      deboursCents: 5_000,
    });
  });
});
