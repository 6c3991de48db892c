/** The invoice PDF's lines table: honoraires and émoluments (dated lines in date order), then débours. */
import type { Invoice } from 'shared-data';
import { lineTotalCents } from 'shared-data/invoiceTotals';
import { lineDay } from './groupedTime.ts';
import { COLS, type Ctx, ensure, euros, INK, MARGIN, rule, wrap, write, writeRight } from './pdfLayout.ts';

const quantityText = (q: number) => String(q).replace('.', ',');

/** Dated lines in date order, in the places dated lines hold; undated lines stay where they are. */
export function linesByDate<T extends { designation: string }>(lines: readonly T[]): T[] {
  const dated = lines
    .map((line, index) => ({ line, index, day: lineDay(line.designation) }))
    .filter((entry): entry is { line: T; index: number; day: string } => entry.day !== null);
  const sorted = [...dated].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : a.index - b.index));
  const out = [...lines];
  dated.forEach((slot, i) => {
    out[slot.index] = sorted[i]!.line;
  });
  return out;
}

function drawTableHeader(ctx: Ctx) {
  ensure(ctx, 30);
  const y = ctx.y;
  ctx.page.drawText('Désignation', { x: MARGIN, y: y - 9, size: 9, font: ctx.bold, color: INK });
  writeRight(ctx, 'Qté', COLS.qty, { size: 9, bold: true, y });
  writeRight(ctx, 'PU HT', COLS.unit, { size: 9, bold: true, y });
  writeRight(ctx, 'TVA', COLS.vat, { size: 9, bold: true, y });
  writeRight(ctx, 'Total HT', COLS.total, { size: 9, bold: true, y });
  ctx.y -= 14;
  rule(ctx);
}

/** One titled table; nothing when it has no line. */
function drawSection(ctx: Ctx, label: string, lines: Invoice['lines']) {
  if (lines.length === 0) return;
  ensure(ctx, 40);
  write(ctx, label, { size: 10, bold: true });
  drawTableHeader(ctx);
  for (const line of lines) {
    const wrapped = wrap(line.designation, ctx.regular, 9, COLS.qty - MARGIN - 40);
    ensure(ctx, wrapped.length * 12 + 4);
    const y = ctx.y;
    for (const [i, text] of wrapped.entries())
      ctx.page.drawText(text, { x: MARGIN, y: y - 9 - i * 12, size: 9, font: ctx.regular, color: INK });
    writeRight(ctx, quantityText(line.quantity), COLS.qty, { size: 9, y });
    writeRight(ctx, euros(line.unitPriceCents), COLS.unit, { size: 9, y });
    writeRight(ctx, line.kind === 'debours' ? '—' : `${line.vatRate} %`, COLS.vat, { size: 9, y });
    writeRight(ctx, euros(lineTotalCents(line)), COLS.total, { size: 9, y });
    ctx.y -= wrapped.length * 12 + 4;
  }
  ctx.y -= 6;
}

/** Débours have no VAT: they get their own table, after the fees. */
export function drawLines(ctx: Ctx, lines: Invoice['lines']) {
  drawSection(ctx, 'Honoraires et émoluments', linesByDate(lines.filter((line) => line.kind !== 'debours')));
  drawSection(
    ctx,
    'Débours (hors TVA)',
    lines.filter((line) => line.kind === 'debours'),
  );
}
