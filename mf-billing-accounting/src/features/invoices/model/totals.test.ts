import { computeTotals, lineTotalCents, roundCents } from './totals.ts';

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
