/** DOCX export with the `docx` package (loaded with this module, only when exporting). */
import { AlignmentType, Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import type { Block, ExportDocument, Run } from './blocks.ts';

const HEADINGS = { 1: HeadingLevel.HEADING_1, 2: HeadingLevel.HEADING_2, 3: HeadingLevel.HEADING_3 } as const;

function textRuns(runs: Run[]): TextRun[] {
  const out: TextRun[] = [];
  for (const run of runs) {
    run.text.split('\n').forEach((line, i) => {
      out.push(new TextRun({ text: line, bold: run.bold, italics: run.italic, break: i > 0 ? 1 : undefined }));
    });
  }
  return out;
}

function paragraph(block: Block): Paragraph | null {
  switch (block.type) {
    case 'heading':
      return new Paragraph({ heading: HEADINGS[block.level], children: textRuns(block.runs) });
    case 'paragraph':
      return new Paragraph({ children: textRuns(block.runs), spacing: { after: 120 } });
    case 'item':
      return new Paragraph({
        children: [new TextRun({ text: `${block.marker}\t` }), ...textRuns(block.runs)],
        indent: { left: 720, hanging: 360 },
      });
    case 'quote':
      return new Paragraph({ children: textRuns(block.runs), indent: { left: 720 }, spacing: { after: 120 } });
    case 'spacer':
      return new Paragraph({ children: [] });
  }
}

export async function renderDocx(document: ExportDocument): Promise<Uint8Array> {
  const children: Paragraph[] = [
    new Paragraph({
      heading: HeadingLevel.TITLE,
      alignment: AlignmentType.LEFT,
      children: [new TextRun(document.title)],
    }),
  ];
  if (document.subtitle)
    children.push(new Paragraph({ children: [new TextRun({ text: document.subtitle, italics: true })] }));
  for (const block of document.blocks) {
    const p = paragraph(block);
    if (p) children.push(p);
  }
  const doc = new Document({
    creator: 'Prétoire',
    title: document.title,
    styles: { default: { document: { run: { font: 'DejaVu Sans', size: 21 } } } },
    sections: [{ children }],
  });
  return new Uint8Array(await Packer.toArrayBuffer(doc));
}
