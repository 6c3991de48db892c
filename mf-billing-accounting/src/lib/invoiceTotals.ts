/**
 * The money model of an invoice, in integer cents. Each line is rounded to the cent
 * (quantity × unit price, half away from zero); VAT is computed ONCE PER RATE on the sum of the
 * lines of that rate (EN 16931 BR-CO-17), then:
 *   total HT   = honoraires + émoluments (débours excluded)
 *   total TVA  = Σ VAT per rate
 *   total TTC  = HT + TVA + débours (débours are outside VAT: re-invoiced at cost)
 *   net à payer = TTC − provision already received.
 * Pure.
 */
import type { InvoiceLine } from 'shared-data';

export type VatRate = 20 | 0;
export type VatBreakdownRow = { rate: number; baseCents: number; vatCents: number };
export type InvoiceTotals = {
  totalHtCents: number;
  deboursCents: number;
  totalTvaCents: number;
  totalTtcCents: number;
  provisionCents: number;
  netToPayCents: number;
  vatBreakdown: VatBreakdownRow[];
};

/** Half away from zero, on integers (avoids 1.005 × 100 float surprises by working in cents). */
export function roundCents(value: number): number {
  const rounded = Math.round(Math.abs(value) + 1e-9);
  return value < 0 ? -rounded : rounded;
}

/** quantity × unit price HT, rounded to the cent. */
export function lineTotalCents(line: Pick<InvoiceLine, 'quantity' | 'unitPriceCents'>): number {
  return roundCents(line.quantity * line.unitPriceCents);
}

export function vatOf(baseCents: number, rate: number): number {
  return roundCents((baseCents * rate) / 100);
}

export function computeTotals(
  lines: readonly Pick<InvoiceLine, 'kind' | 'quantity' | 'unitPriceCents' | 'vatRate'>[],
  provisionCents = 0,
): InvoiceTotals {
  let totalHtCents = 0;
  let deboursCents = 0;
  const bases = new Map<number, number>();
  for (const line of lines) {
    const total = lineTotalCents(line);
    if (line.kind === 'debours') {
      deboursCents += total;
      continue;
    }
    totalHtCents += total;
    bases.set(line.vatRate, (bases.get(line.vatRate) ?? 0) + total);
  }
  const vatBreakdown = [...bases.entries()]
    .sort(([a], [b]) => b - a)
    .map(([rate, baseCents]) => ({ rate, baseCents, vatCents: vatOf(baseCents, rate) }));
  const totalTvaCents = vatBreakdown.reduce((sum, row) => sum + row.vatCents, 0);
  const totalTtcCents = totalHtCents + totalTvaCents + deboursCents;
  return {
    totalHtCents,
    deboursCents,
    totalTvaCents,
    totalTtcCents,
    provisionCents,
    netToPayCents: totalTtcCents - provisionCents,
    vatBreakdown,
  };
}
