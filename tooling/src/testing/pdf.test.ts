/** @jest-environment node */
import { readPdf } from './pdf.ts';

jest.setTimeout(30_000);

/** A PDF written by hand (objects numbered from 1, the catalog first, the info second), with its cross-reference table. */
function handWrittenPdf(objects: string[]): Uint8Array {
  let out = '%PDF-1.7\n';
  const offsets = objects.map((body, index) => {
    const offset = out.length;
    out += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 2 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(out, 'latin1'));
}
const stream = (dict: string, content: string) =>
  `<< ${dict} /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`;
const page = (contents: number) =>
  `<< /Type /Page /Parent 3 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 6 0 R >> >> /Contents ${contents} 0 R >>`;

// Two pages of Helvetica (WinAnsi: one byte a character, € is 0x80), an information dictionary, an embedded file.
const SAMPLE = handWrittenPdf([
  '<< /Type /Catalog /Pages 3 0 R /Names << /EmbeddedFiles << /Names [(note.txt) 8 0 R] >> >> >>',
  '<< /Title (Relevé de diligences) /Producer (Prétoire) >>',
  '<< /Type /Pages /Kids [4 0 R 5 0 R] /Count 2 >>',
  page(7),
  page(9),
  '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  stream('', 'BT /F1 12 Tf 50 780 Td (Début de la première page) Tj 0 -20 Td (Total : 1 500,00 \x80) Tj ET'),
  '<< /Type /Filespec /F (note.txt) /UF (note.txt) /EF << /F 10 0 R >> >>',
  stream('', 'BT /F1 12 Tf 50 780 Td (Seconde page) Tj ET'),
  stream('/Type /EmbeddedFile', 'bonjour'),
]);

describe('readPdf (pdf.js through unpdf)', () => {
  it('reads the text page by page, the page count, the information and the attachments', async () => {
    const pdf = await readPdf(SAMPLE);
    expect(pdf.pages).toBe(2);
    expect(pdf.pageTexts).toHaveLength(2);
    expect(pdf.pageTexts[0]).toContain('Début de la première page');
    expect(pdf.pageTexts[0]).toContain('Total : 1 500,00 €');
    expect(pdf.pageTexts[0]).not.toContain('Seconde page');
    expect(pdf.pageTexts[1]).toContain('Seconde page');
    expect(pdf.text).toBe(pdf.pageTexts.join('\f'));
    expect(pdf.info).toEqual({ title: 'Relevé de diligences', producer: 'Prétoire' });
    expect(Object.keys(pdf.attachments)).toEqual(['note.txt']);
    expect(new TextDecoder().decode(pdf.attachments['note.txt'])).toBe('bonjour');
  });

  it('rejects what is not a PDF, and a PDF cut short', async () => {
    await expect(readPdf(new TextEncoder().encode('not a pdf'))).rejects.toThrow(
      /pdf\.js could not read the PDF: InvalidPDFException/,
    );
    await expect(readPdf(SAMPLE.slice(0, 200))).rejects.toThrow(/pdf\.js could not read the PDF/);
  });
});
