/** The invoice PDF's totals: HT, VAT per rate, débours, TTC, the provisions deducted, net à payer; then the compte détaillé. */
import type { Invoice } from 'shared-data';
import { kindTotalCents } from 'shared-data/invoiceTotals';
import { COLS, type Ctx, ensure, euros, INK, MUTED, rule, write, writeRight } from './pdfLayout.ts';

// A label without an amount is a note under the row above it (the deducted provisions' numbers).
type TotalRow = { label: string; value?: string; strong?: boolean; indent?: boolean };

const minus = (cents: number) => `− ${euros(cents)}`;

/** What a final invoice deducts: the provisions received with their breakdown, or an older one's amount typed by hand. */
function deductionRows(invoice: Invoice, deductedProvisionNumbers: readonly string[] | null): TotalRow[] {
  const isProvision = invoice.kind === 'provision';
  const deducts = !isProvision && typeof invoice.provisionVatCents === 'number' && invoice.provisionCents > 0;
  const provisionVat = invoice.provisionVatCents ?? 0;
  const provisionDebours = invoice.provisionDeboursCents ?? 0;
  return deducts
    ? [
        { label: 'Provisions reçues déduites (TTC)', value: minus(invoice.provisionCents) },
        ...(deductedProvisionNumbers?.length
          ? [{ label: `Demandes de provision : ${deductedProvisionNumbers.join(', ')}`, indent: true }]
          : []),
        {
          label: 'dont honoraires HT',
          value: minus(invoice.provisionCents - provisionVat - provisionDebours),
          indent: true,
        },
        { label: 'dont TVA', value: minus(provisionVat), indent: true },
        ...(provisionDebours ? [{ label: 'dont débours', value: minus(provisionDebours), indent: true }] : []),
      ]
    : invoice.provisionCents
      ? // A provision typed by hand (older invoices): a TTC amount, no breakdown.
        [{ label: 'Provision reçue déduite', value: minus(invoice.provisionCents) }]
      : [];
}

function totalRows(invoice: Invoice, deductedProvisionNumbers: readonly string[] | null): TotalRow[] {
  const vatRows: TotalRow[] = invoice.vatBreakdown.map((row) => ({
    label: `TVA ${row.rate} % sur ${euros(row.baseCents)}`,
    value: euros(row.vatCents),
  }));
  return invoice.kind === 'provision'
    ? [
        { label: 'Honoraires HT', value: euros(invoice.totalHtCents) },
        ...vatRows,
        { label: 'Total TVA', value: euros(invoice.totalTvaCents) },
        ...(invoice.deboursCents
          ? [{ label: 'Provision sur débours (hors TVA)', value: euros(invoice.deboursCents) }]
          : []),
        { label: 'Total TTC demandé', value: euros(invoice.totalTtcCents), strong: true },
      ]
    : [
        { label: 'Total HT (honoraires et émoluments)', value: euros(invoice.totalHtCents) },
        ...vatRows,
        { label: 'Total TVA', value: euros(invoice.totalTvaCents) },
        { label: 'Débours (hors TVA)', value: euros(invoice.deboursCents) },
        { label: 'Total TTC', value: euros(invoice.totalTtcCents), strong: true },
        ...deductionRows(invoice, deductedProvisionNumbers),
        {
          label: invoice.kind === 'avoir' ? 'Montant de l’avoir' : 'Net à payer',
          value: euros(invoice.netToPayCents),
          strong: true,
        },
      ];
}

/** The totals, right half of the page, amounts on the right margin. */
export function drawTotals(ctx: Ctx, invoice: Invoice, deductedProvisionNumbers: readonly string[] | null) {
  const totals = totalRows(invoice, deductedProvisionNumbers);
  ensure(ctx, totals.length * 14 + 10);
  rule(ctx);
  for (const { label, value, strong = false, indent = false } of totals) {
    const x = indent ? 312 : 300;
    if (value === undefined) {
      write(ctx, label, { x, size: 8.5, color: MUTED, width: COLS.total - x });
      ctx.y -= 3;
      continue;
    }
    ensure(ctx, 14);
    ctx.page.drawText(label, { x, y: ctx.y - 9.5, size: 9.5, font: strong ? ctx.bold : ctx.regular, color: INK });
    writeRight(ctx, value, COLS.total, { size: 9.5, bold: strong });
    ctx.y -= 14;
  }
  ctx.y -= 8;
}

/** The lawyers' compte détaillé: honoraires, émoluments, débours and provisions received, on one line. */
export function drawDetailedAccount(ctx: Ctx, invoice: Invoice) {
  write(ctx, 'Compte détaillé', { size: 10, bold: true });
  write(
    ctx,
    `Honoraires HT : ${euros(kindTotalCents(invoice.lines, 'honoraires'))} · Émoluments HT : ${euros(kindTotalCents(invoice.lines, 'emoluments'))} · Débours : ${euros(invoice.deboursCents)} · Provisions reçues : ${euros(invoice.provisionCents)}`,
  );
  ctx.y -= 8;
}
