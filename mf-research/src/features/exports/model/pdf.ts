/**
 * PDF export with pdf-lib and a self-hosted TTF (DejaVu, embedded and subset): every French
 * character prints. The fonts are passed in (the browser fetches them; tests read them).
 */
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, rgb } from 'pdf-lib';
import type { Block, ExportDocument, Run } from './blocks.ts';

export type PdfFonts = { regular: Uint8Array; bold: Uint8Array; italic: Uint8Array; boldItalic: Uint8Array };

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const SIZES = { title: 18, 1: 15, 2: 13, 3: 12, body: 10.5 } as const;

type Word = { text: string; font: PDFFont; size: number; space: boolean; newline?: boolean };

export async function renderPdf(document: ExportDocument, fonts: PdfFonts): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(document.title);
  pdf.setCreator('Prétoire');
  pdf.setLanguage('fr-FR');
  const embedded = {
    regular: await pdf.embedFont(fonts.regular, { subset: true }),
    bold: await pdf.embedFont(fonts.bold, { subset: true }),
    italic: await pdf.embedFont(fonts.italic, { subset: true }),
    boldItalic: await pdf.embedFont(fonts.boldItalic, { subset: true }),
  };
  const fontOf = (run: Run, forceBold = false) =>
    (run.bold || forceBold) && run.italic
      ? embedded.boldItalic
      : run.bold || forceBold
        ? embedded.bold
        : run.italic
          ? embedded.italic
          : embedded.regular;

  let page = pdf.addPage([A4.width, A4.height]);
  let y = A4.height - MARGIN;
  const newPage = () => {
    page = pdf.addPage([A4.width, A4.height]);
    y = A4.height - MARGIN;
  };

  const write = (
    runs: Run[],
    options: { size: number; indent?: number; bold?: boolean; marker?: string; after: number },
  ) => {
    const left = MARGIN + (options.indent ?? 0);
    const width = A4.width - MARGIN - left;
    const lineHeight = options.size * 1.4;
    const words: Word[] = [];
    for (const run of runs) {
      const font = fontOf(run, options.bold);
      run.text.split(/(\n)/).forEach((part) => {
        if (part === '\n') {
          words.push({ text: '', font, size: options.size, space: false, newline: true });
          return;
        }
        part.split(/( +)/).forEach((piece) => {
          if (!piece) return;
          if (/^ +$/.test(piece)) {
            const last = words.at(-1);
            if (last) last.space = true;
          } else words.push({ text: piece, font, size: options.size, space: false });
        });
      });
    }
    let line: Word[] = [];
    let lineWidth = 0;
    let isFirst = true;
    const flush = () => {
      if (y - lineHeight < MARGIN) newPage();
      y -= lineHeight;
      let x = left;
      if (options.marker && isFirst) {
        page.drawText(options.marker, {
          x: left - 14,
          y,
          size: options.size,
          font: embedded.regular,
          color: rgb(0, 0, 0),
        });
      }
      for (const word of line) {
        if (word.text) page.drawText(word.text, { x, y, size: word.size, font: word.font, color: rgb(0.1, 0.1, 0.12) });
        x +=
          word.font.widthOfTextAtSize(word.text, word.size) +
          (word.space ? word.font.widthOfTextAtSize(' ', word.size) : 0);
      }
      line = [];
      lineWidth = 0;
      isFirst = false;
    };
    for (const word of words) {
      if (word.newline) {
        flush();
        continue;
      }
      const w = word.font.widthOfTextAtSize(word.text, word.size);
      const spaceW = word.space ? word.font.widthOfTextAtSize(' ', word.size) : 0;
      if (line.length > 0 && lineWidth + w > width) flush();
      line.push(word);
      lineWidth += w + spaceW;
    }
    if (line.length > 0) flush();
    y -= options.after;
  };

  write([{ text: document.title, bold: true }], { size: SIZES.title, after: 4 });
  if (document.subtitle) write([{ text: document.subtitle, italic: true }], { size: SIZES.body, after: 10 });
  for (const block of document.blocks as Block[]) {
    if (block.type === 'heading') write(block.runs, { size: SIZES[block.level], bold: true, after: 4 });
    else if (block.type === 'paragraph') write(block.runs, { size: SIZES.body, after: 6 });
    else if (block.type === 'item') write(block.runs, { size: SIZES.body, indent: 18, marker: block.marker, after: 2 });
    else if (block.type === 'quote') write(block.runs, { size: SIZES.body, indent: 24, after: 6 });
    else y -= SIZES.body;
  }
  const count = pdf.getPageCount();
  pdf.getPages().forEach((p, i) => {
    p.drawText(`${i + 1} / ${count}`, {
      x: A4.width - MARGIN - 30,
      y: 28,
      size: 8,
      font: embedded.regular,
      color: rgb(0.4, 0.4, 0.4),
    });
  });
  return pdf.save();
}
