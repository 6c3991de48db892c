/**
 * The money model of an invoice, in integer cents: the ONE computation of its totals. Each line is
 * rounded to the cent (quantity × unit price, half away from zero); VAT is computed ONCE PER RATE
 * on the sum of the lines of that rate (EN 16931 BR-CO-17), half away from zero, then:
 *   total HT   = honoraires + émoluments (débours excluded)
 *   total TVA  = Σ VAT per rate
 *   total TTC  = HT + TVA + débours (débours are outside VAT: re-invoiced at cost)
 *   net à payer = TTC − provision already received.
 * A draft's totals are computed live (the editor) and stored with it; issuing (and an avoir)
 * seals them on the invoice, and everything after — the PDF, the Factur-X XML, the book, the
 * exports — reads the sealed fields, never computes them again. The demo data uses it too.
 * Pure, no runtime import: the `shared-data/invoiceTotals` entry, bundled into the app that uses it.
 */
import type { Invoice, InvoiceLine } from './schemas.ts';

/** The totals an invoice stores (sealed at issue). */
export type InvoiceTotals = Pick<
  Invoice,
  | 'totalHtCents'
  | 'deboursCents'
  | 'totalTvaCents'
  | 'totalTtcCents'
  | 'provisionCents'
  | 'netToPayCents'
  | 'vatBreakdown'
>;
export type VatBreakdownRow = InvoiceTotals['vatBreakdown'][number];
type PricedLine = Pick<InvoiceLine, 'quantity' | 'unitPriceCents'>;

/** Half away from zero, on integers (avoids 1.005 × 100 float surprises by working in cents). */
export function roundCents(value: number): number {
  const rounded = Math.round(Math.abs(value) + 1e-9);
  return value < 0 ? -rounded : rounded;
}

/** quantity × unit price HT, rounded to the cent. */
export function lineTotalCents(line: PricedLine): number {
  return roundCents(line.quantity * line.unitPriceCents);
}

/** The VAT of one rate's base, rounded to the cent. */
export function vatOf(baseCents: number, rate: number): number {
  return roundCents((baseCents * rate) / 100);
}

/** The sum of the lines of one kind (the detailed account: honoraires, émoluments, débours). */
export function kindTotalCents(lines: readonly (PricedLine & Pick<InvoiceLine, 'kind'>)[], kind: InvoiceLine['kind']) {
  return lines.reduce((sum, line) => (line.kind === kind ? sum + lineTotalCents(line) : sum), 0);
}

/** The totals of these lines, the provision received deducted. */
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

/** What remains to be paid: net à payer − payments − avoirs (never negative). 0 for a draft or an avoir. */
export function remainingCents(
  invoice: Pick<Invoice, 'kind' | 'status' | 'netToPayCents' | 'paidCents' | 'creditedCents'>,
): number {
  if (invoice.status !== 'issued' || invoice.kind === 'avoir') return 0;
  return Math.max(0, invoice.netToPayCents - invoice.paidCents - invoice.creditedCents);
}

/** `round(part × share / whole)`, half away from zero: the part of `share` that `part` of `whole` carries. */
export function prorataCents(part: number, share: number, whole: number): number {
  if (whole === 0) return 0;
  const value = (part * share) / whole;
  return Math.sign(value) * Math.round(Math.abs(value));
}

type Collected = Pick<Invoice, 'totalTtcCents' | 'totalTvaCents' | 'deboursCents' | 'netToPayCents'> &
  Partial<Pick<Invoice, 'provisionVatCents' | 'provisionDeboursCents'>>;

/**
 * What an issued document's own payments collect, and the VAT and débours in it: the livre-journal
 * splits each payment by these (receipts.ts, on the cumulated amount paid). A final invoice that
 * deducts demandes de provision collects its net à payer, carrying the VAT and débours the
 * provisions' receipts did not; any other document (a provision typed by hand on older invoices
 * included) spreads its whole VAT and débours over its TTC, as it always did.
 */
export function collectionBase(invoice: Collected): { baseCents: number; vatCents: number; deboursCents: number } {
  if (typeof invoice.provisionVatCents === 'number')
    return {
      baseCents: invoice.netToPayCents,
      vatCents: invoice.totalTvaCents - invoice.provisionVatCents,
      deboursCents: invoice.deboursCents - (invoice.provisionDeboursCents ?? 0),
    };
  return { baseCents: invoice.totalTtcCents, vatCents: invoice.totalTvaCents, deboursCents: invoice.deboursCents };
}

export type ProvisionDeduction = Required<
  Pick<Invoice, 'provisionCents' | 'provisionVatCents' | 'provisionDeboursCents' | 'provisionRequestIds'>
>;

/**
 * What a final invoice deducts for the demandes de provision it takes: what the cabinet received on
 * each (TTC), with the VAT and débours those receipts carried in the livre-journal — so that over the
 * dossier the VAT of the receipts equals the VAT invoiced.
 */
export function provisionDeduction(
  provisions: readonly (Collected & Pick<Invoice, 'paidCents'> & { id: string })[],
): ProvisionDeduction {
  let provisionCents = 0;
  let provisionVatCents = 0;
  let provisionDeboursCents = 0;
  for (const provision of provisions) {
    const base = collectionBase(provision);
    provisionCents += provision.paidCents;
    provisionVatCents += prorataCents(provision.paidCents, base.vatCents, base.baseCents);
    provisionDeboursCents += prorataCents(provision.paidCents, base.deboursCents, base.baseCents);
  }
  return { provisionCents, provisionVatCents, provisionDeboursCents, provisionRequestIds: provisions.map((p) => p.id) };
}
