/** An avoir (credit note): total (the invoice's lines) or partial (one amount HT at the invoice's rate). Pure. */
import { formatCentsForMessage, type Invoice, type InvoiceLine } from 'shared-data';
import { computeTotals, type InvoiceTotals, remainingCents } from 'shared-data/invoiceTotals';

export type AvoirRequest = { mode: 'total' } | { mode: 'partial'; amountHtCents: number; reason: string };

/** What can still be credited: net à payer − what avoirs already credited (payments stay: they are refunded apart). */
export function creditableCents(invoice: Pick<Invoice, 'netToPayCents' | 'creditedCents'>): number {
  return Math.max(0, invoice.netToPayCents - invoice.creditedCents);
}

export function avoirLines(invoice: Invoice, request: AvoirRequest): InvoiceLine[] {
  if (request.mode === 'total')
    return invoice.lines.map(({ timeEntryIds: _ignored, ...line }) => ({
      ...line,
      designation: `Annulation – ${line.designation}`,
    }));
  const rate = invoice.lines.some((line) => line.kind !== 'debours' && line.vatRate === 20) ? 20 : 0;
  return [
    {
      kind: 'honoraires',
      designation: request.reason.trim() || `Réduction sur la facture ${invoice.number ?? ''}`.trim(),
      quantity: 1,
      unitPriceCents: request.amountHtCents,
      vatRate: rate,
    },
  ];
}

/** Totals of the avoir; a total avoir also gives back the provision the invoice deducted. */
export function avoirTotals(invoice: Invoice, request: AvoirRequest): InvoiceTotals {
  return computeTotals(avoirLines(invoice, request), request.mode === 'total' ? invoice.provisionCents : 0);
}

/** French reason why the avoir is refused, or null. */
export function avoirProblem(invoice: Invoice, request: AvoirRequest): string | null {
  if (invoice.status !== 'issued' || invoice.kind !== 'facture') return 'Un avoir ne corrige qu’une facture émise.';
  const totals = avoirTotals(invoice, request);
  if (request.mode === 'partial' && request.amountHtCents <= 0) return 'Indiquez un montant HT positif.';
  if (totals.netToPayCents > creditableCents(invoice))
    return `L’avoir dépasse ce qui reste à créditer sur cette facture (${formatCentsForMessage(creditableCents(invoice))} TTC).`;
  return null;
}

export { remainingCents };
