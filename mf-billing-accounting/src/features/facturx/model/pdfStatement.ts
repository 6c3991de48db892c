/** The invoice PDF's « Relevé des diligences »: the time entries behind its grouped lines, with their total. */
import type { Invoice } from 'shared-data';
import { groupedTimeEntryIds } from './groupedTime.ts';
import { COLS, type Ctx, ensure, frDay, INK, MARGIN, rule, wrap, write, writeRight } from './pdfLayout.ts';

/** A time entry billed by the invoice, for the « Relevé des diligences ». */
export type StatementEntry = { id: string; date: string; description: string; minutes: number };

const duration = (minutes: number) => `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')}`;

/** Only the entries of the invoice's grouped lines, by date; nothing when there are none. */
export function drawStatement(ctx: Ctx, invoice: Invoice, statement: readonly StatementEntry[] | null) {
  const grouped = new Set(groupedTimeEntryIds(invoice));
  const entries = (statement ?? [])
    .filter((entry) => grouped.has(entry.id))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  if (entries.length === 0) return;
  ctx.y -= 12;
  ensure(ctx, 60);
  write(ctx, 'Relevé des diligences', { size: 10, bold: true });
  const y = ctx.y;
  ctx.page.drawText('Date', { x: MARGIN, y: y - 9, size: 9, font: ctx.bold, color: INK });
  ctx.page.drawText('Diligence', { x: MARGIN + 62, y: y - 9, size: 9, font: ctx.bold, color: INK });
  writeRight(ctx, 'Durée', COLS.total, { size: 9, bold: true, y });
  ctx.y -= 14;
  rule(ctx);
  for (const entry of entries) {
    const wrapped = wrap(entry.description.trim() || 'Temps passé', ctx.regular, 9, COLS.total - MARGIN - 62 - 60);
    ensure(ctx, wrapped.length * 12 + 2);
    const rowTop = ctx.y;
    ctx.page.drawText(frDay(entry.date), { x: MARGIN, y: rowTop - 9, size: 9, font: ctx.regular, color: INK });
    for (const [i, text] of wrapped.entries())
      ctx.page.drawText(text, { x: MARGIN + 62, y: rowTop - 9 - i * 12, size: 9, font: ctx.regular, color: INK });
    writeRight(ctx, duration(entry.minutes), COLS.total, { size: 9, y: rowTop });
    ctx.y -= wrapped.length * 12 + 2;
  }
  rule(ctx);
  const total = entries.reduce((sum, entry) => sum + entry.minutes, 0);
  write(ctx, `Temps total : ${duration(total)} (${entries.length} diligence${entries.length > 1 ? 's' : ''})`, {
    bold: true,
  });
}
