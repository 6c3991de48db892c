import { readFileSync } from 'node:fs';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { readPdf } from 'tooling/src/testing/pdf.ts';
import { markdownToBlocks, plainText, type ExportDocument } from './blocks.ts';
import { renderDocx } from './docx.ts';
import { renderPdf } from './pdf.ts';

jest.setTimeout(30_000);

const ttf = (name: string) =>
  new Uint8Array(readFileSync(path.join(require.resolve('dejavu-fonts-ttf/package.json'), '..', 'ttf', name)));
const FONTS = {
  regular: ttf('DejaVuSans.ttf'),
  bold: ttf('DejaVuSans-Bold.ttf'),
  italic: ttf('DejaVuSans-Oblique.ttf'),
  boldItalic: ttf('DejaVuSans-BoldOblique.ttf'),
};

const NOTE = [
  '## Réponse',
  'Le délai court à compter de la **découverte** du vice, *et non* de la vente.',
  '',
  '- Cass. ch. mixte, 21 juill. 2023, n° 21-15.809',
  '- Œuvre « à l’épreuve » — 1 500,00 €',
  '',
  '> Citation <img src=x onerror=alert(1)>',
].join('\n');

const DOC: ExportDocument = {
  title: 'Fiche : vices cachés',
  subtitle: 'Dossier 2026-0001',
  blocks: markdownToBlocks(NOTE),
};

describe('exports', () => {
  it('Markdown → blocs: titres, listes, emphase, citation sans HTML', () => {
    expect(DOC.blocks[0]).toEqual({ type: 'heading', level: 2, runs: [{ text: 'Réponse' }] });
    expect(DOC.blocks[1]).toMatchObject({ type: 'paragraph' });
    expect((DOC.blocks[1] as { runs: { bold?: boolean; text: string }[] }).runs.find((r) => r.bold)?.text).toBe(
      'découverte',
    );
    expect(DOC.blocks.filter((b) => b.type === 'item')).toHaveLength(2);
    expect(plainText(DOC)).toContain('Citation');
    expect(plainText(DOC)).not.toContain('onerror');
  });

  it('DOCX: un document Word qui se décompresse et contient le texte', async () => {
    const bytes = await renderDocx(DOC);
    const files = unzipSync(bytes);
    const xml = strFromU8(files['word/document.xml']!);
    expect(xml).toContain('découverte');
    expect(xml).toContain('Œuvre « à l’épreuve » — 1 500,00 €');
    expect(xml).not.toContain('onerror');
  });

  it('PDF: le texte relu (pdf.js) contient les accents et les citations', async () => {
    const bytes = await renderPdf(DOC, FONTS);
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-');
    const { text, pages } = await readPdf(bytes);
    expect(pages).toBe(1);
    expect(text).toContain('Fiche : vices cachés');
    expect(text).toContain('Cass. ch. mixte, 21 juill. 2023, n° 21-15.809');
    expect(text).toContain('Œuvre « à l’épreuve » — 1 500,00 €');
    expect(text).toContain('Citation');
    expect(text).not.toContain('onerror');
  });

  it('PDF: un long texte passe sur plusieurs pages', async () => {
    const long: ExportDocument = {
      title: 'Long',
      blocks: markdownToBlocks('Paragraphe de test assez long. '.repeat(400)),
    };
    const pdf = await readPdf(await renderPdf(long, FONTS));
    expect(pdf.pages).toBeGreaterThan(1);
    // Every page carries text, and another document's text is not there (the reading is real).
    for (const page of pdf.pageTexts) expect(page).toContain('Paragraphe de test');
    expect(pdf.text).not.toContain('vices cachés');
  });
});
