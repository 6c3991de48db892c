import {
  allocateReceipt,
  collectionBase,
  computeTotals,
  dueOf,
  imputeAvoir,
  initialDue,
  INVOICE_STATE_LABELS,
  invoiceState,
  lineTotalCents,
  roundCents,
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

describe('invoice money model', () => {
  it('rounds each line to the cent, half away from zero', () => {
    expect(lineTotalCents({ quantity: 1.5, unitPriceCents: 333 })).toBe(500); // 499.5 → 500
    expect(lineTotalCents({ quantity: 0.333, unitPriceCents: 20_000 })).toBe(6660);
    expect(roundCents(-2.5)).toBe(-3);
  });

  it('computes VAT once per rate on the sum of its lines, débours outside VAT, provision deducted', () => {
    const totals = computeTotals(
      [
        { kind: 'honoraires', quantity: 1, unitPriceCents: 3333, vatRate: 20 },
        { kind: 'honoraires', quantity: 1, unitPriceCents: 3333, vatRate: 20 },
        { kind: 'emoluments', quantity: 2, unitPriceCents: 5000, vatRate: 0 },
        { kind: 'debours', quantity: 1, unitPriceCents: 4500, vatRate: 0 },
      ],
      5000,
    );
    // 6666 × 20 % = 1333.2 → 1333 (per line it would be 667 + 667 = 1334)
    expect(totals.vatBreakdown).toEqual([
      { rate: 20, baseCents: 6666, vatCents: 1333 },
      { rate: 0, baseCents: 10_000, vatCents: 0 },
    ]);
    expect(totals.totalHtCents).toBe(16_666);
    expect(totals.deboursCents).toBe(4500);
    expect(totals.totalTvaCents).toBe(1333);
    expect(totals.totalTtcCents).toBe(16_666 + 1333 + 4500);
    expect(totals.netToPayCents).toBe(totals.totalTtcCents - 5000);
  });

  it('has empty totals for no line', () => {
    expect(computeTotals([])).toMatchObject({ totalTtcCents: 0, netToPayCents: 0, vatBreakdown: [] });
  });
});

describe('invoiceState', () => {
  const base = {
    kind: 'facture' as const,
    status: 'issued' as const,
    dueDate: '2026-03-31',
    netToPayCents: 120_000,
    paidCents: 0,
    creditedCents: 0,
  };

  it('is pending until the due date, unpaid from the day after', () => {
    expect(invoiceState(base, '2026-03-01')).toBe('pending');
    expect(invoiceState(base, '2026-03-31')).toBe('pending');
    expect(invoiceState(base, '2026-04-01')).toBe('unpaid');
  });

  it('settled by payments or avoirs: paid or cancelled, late or not', () => {
    expect(invoiceState({ ...base, paidCents: 60_000 }, '2026-04-02')).toBe('partialUnpaid');
    expect(invoiceState({ ...base, paidCents: 120_000 }, '2026-04-02')).toBe('paid');
    expect(invoiceState({ ...base, paidCents: 100_000, creditedCents: 20_000 }, '2026-04-02')).toBe('paid');
    expect(invoiceState({ ...base, creditedCents: 120_000 }, '2026-04-02')).toBe('cancelled');
  });

  it('partly paid: partial before its due date, « impayée, partiellement réglée » after', () => {
    const partly = { ...base, paidCents: 20_000 };
    expect(invoiceState(partly, '2026-03-31')).toBe('partial');
    expect(invoiceState(partly, '2026-04-01')).toBe('partialUnpaid');
    expect(INVOICE_STATE_LABELS.partial).toBe('Partiellement réglée');
    expect(INVOICE_STATE_LABELS.partialUnpaid).toMatch(/partiellement réglée/);
    expect(invoiceState({ ...partly, paidCents: 0 }, '2026-03-31')).toBe('pending');
    expect(invoiceState({ ...base, paidCents: 119_999 }, '2026-03-01')).toBe('partial');
  });

  it('drafts and avoirs have their own state', () => {
    expect(invoiceState({ ...base, status: 'draft' }, '2026-04-02')).toBe('draft');
    expect(invoiceState({ ...base, kind: 'avoir' }, '2026-04-02')).toBe('avoir');
  });

  // A final invoice whose provisions cover it all leaves nothing to pay: the list files it under
  // « Payées » (its stored settlement), so its badge says the same, not « Annulée par avoir ».
  it('says what the stored settlement says, a net à payer of zero included', () => {
    const covered = { ...base, netToPayCents: 0 };
    expect(invoiceState(covered, '2026-04-02')).toBe('paid');
    for (const invoice of [
      base,
      covered,
      { ...base, paidCents: 1 },
      { ...base, paidCents: 120_000 },
      { ...base, creditedCents: 120_000 },
      { ...base, status: 'draft' as const },
      { ...base, kind: 'avoir' as const },
    ]) {
      const state = invoiceState(invoice, '2026-03-01');
      const settled = { pending: 'open', partial: 'partial' } as Record<string, string>;
      expect(settled[state] ?? state).toBe(settlementOf(invoice));
    }
  });
});
