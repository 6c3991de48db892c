/** The invoice PDF's page and pen: A4 pages, the cursor going down them, wrapped text, rules, footers. */
import { rgb, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatCentsForMessage } from 'shared-data';
import { formatIsoDay } from 'shared-ui/isoDay';

/** The document being drawn: its current page, how far down it the next line goes, its two fonts. */
export type Ctx = { doc: PDFDocument; page: PDFPage; y: number; regular: PDFFont; bold: PDFFont; pages: PDFPage[] };
export const MARGIN = 50;
export const WIDTH = 595.28;
export const HEIGHT = 841.89;
export const INK = rgb(0.1, 0.1, 0.12);
export const MUTED = rgb(0.35, 0.35, 0.4);
/** Right edges of the lines table's number columns; `total` is the right margin every amount aligns on. */
export const COLS = { qty: 345, unit: 420, vat: 465, total: WIDTH - MARGIN };

// Amounts with plain spaces, as in messages: a PDF's text is copied and searched, and a typed space
// never matches the screen's no-break ones.
export const euros = formatCentsForMessage;
export const frDay = (iso: string | null) => (iso ? formatIsoDay(iso) : '—');

/**
 * The text in lines no wider than `maxWidth`, broken at spaces (a word wider than a line keeps a
 * line of its own). Each word is measured once: measuring the growing line again at each word shaped
 * a paragraph's text over and over (fontkit's shaping is most of a PDF's time).
 */
export function wrap(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const space = font.widthOfTextAtSize(' ', size);
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    let lineWidth = 0;
    for (const word of paragraph.split(' ')) {
      const wordWidth = font.widthOfTextAtSize(word, size);
      if (line && lineWidth + space + wordWidth <= maxWidth) {
        line = `${line} ${word}`;
        lineWidth += space + wordWidth;
      } else {
        if (line) lines.push(line);
        line = word;
        lineWidth = wordWidth;
      }
    }
    lines.push(line);
  }
  return lines;
}

export function newPage(ctx: Ctx) {
  ctx.page = ctx.doc.addPage([WIDTH, HEIGHT]);
  ctx.pages.push(ctx.page);
  ctx.y = HEIGHT - MARGIN;
}

/** A new page unless `height` still fits above the footer. */
export function ensure(ctx: Ctx, height: number) {
  if (ctx.y - height < MARGIN + 30) newPage(ctx);
}

export function write(
  ctx: Ctx,
  text: string,
  { x = MARGIN, size = 9.5, bold = false, color = INK, width = WIDTH - 2 * MARGIN, advance = true } = {},
) {
  const font = bold ? ctx.bold : ctx.regular;
  const lines = wrap(text, font, size, width);
  ensure(ctx, lines.length * (size + 3));
  let y = ctx.y;
  for (const line of lines) {
    ctx.page.drawText(line, { x, y: y - size, size, font, color });
    y -= size + 3;
  }
  if (advance) ctx.y = y;
  return y;
}

export function writeRight(ctx: Ctx, text: string, right: number, { size = 9.5, bold = false, y = ctx.y } = {}) {
  const font = bold ? ctx.bold : ctx.regular;
  ctx.page.drawText(text, { x: right - font.widthOfTextAtSize(text, size), y: y - size, size, font, color: INK });
}

export function rule(ctx: Ctx) {
  ctx.page.drawLine({
    start: { x: MARGIN, y: ctx.y },
    end: { x: WIDTH - MARGIN, y: ctx.y },
    thickness: 0.5,
    color: MUTED,
  });
  ctx.y -= 6;
}

/** Once every page is drawn: each one's footer, which says « page i/n ». */
export function drawFooters(ctx: Ctx, footer: (page: number, pages: number) => string) {
  ctx.pages.forEach((page, i) => {
    page.drawText(footer(i + 1, ctx.pages.length), { x: MARGIN, y: 28, size: 7.5, font: ctx.regular, color: MUTED });
  });
}
