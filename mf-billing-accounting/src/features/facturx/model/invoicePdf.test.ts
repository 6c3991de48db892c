/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { readPdf } from 'tooling/src/testing/pdf.ts';
import { buildInvoicePdf } from './invoicePdf.ts';
import { sampleInvoice } from './sample.ts';
import { validateAgainstXsd } from '../testing/xsd.ts';

const root = path.resolve(__dirname, '../../../../..');
const assets = {
  regular: readFileSync(path.join(root, 'node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
  bold: readFileSync(path.join(root, 'node_modules/dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  iccProfile: readFileSync(path.join(root, 'mf-billing-accounting/assets/icc/sRGB.icc')),
};
// Font subsetting and reading the PDF back take seconds on a loaded machine; nothing here measures speed.
jest.setTimeout(60_000);

const MENTIONS = [
  'FA-2026-0001',
  'Date d’émission',
  'Échéance',
  'Période des prestations',
  'SIRET 812 345 676 00017',
  'FR19812345676',
  'Société Lambert Immobilier',
  'SIREN 732829320',
  'TVA 20 %',
  'Total TTC',
  'Provision reçue déduite',
  'Net à payer',
  'Débours (hors TVA)',
  'Compte détaillé',
  'trois fois le taux d’intérêt légal',
  '40 €',
  // The reform's mentions, the notes of the embedded XML (mentions.ts).
  'Pas d’escompte pour paiement anticipé.',
  'Nature de l’opération : prestations de services.',
];
/** The mandatory mentions that a reader of the PDF does not find in its text. */
const missingMentions = (text: string) => MENTIONS.filter((mention) => !text.includes(mention));

describe('Factur-X PDF', () => {
  it('carries the mandatory mentions, the XML attachment and the PDF/A-3 structures', async () => {
    const invoice = sampleInvoice(30);
    const bytes = await buildInvoicePdf({ invoice, assets, now: new Date('2026-03-31T10:00:00Z') });
    const pdf = await readPdf(bytes);
    expect(missingMentions(pdf.text)).toEqual([]);
    expect(pdf.pages).toBe(2);
    expect(pdf.info.producer).toMatch(/^Prétoire/);
    const raw = Buffer.from(bytes).toString('latin1');
    expect(raw).toContain('/AFRelationship /Data');
    expect(raw).toContain('/GTS_PDFA1');
    expect(raw).toContain('<pdfaid:part>3</pdfaid:part>');
    expect(raw).toContain('<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>');
    expect(raw).toMatch(/\/ID \[ <[0-9A-F]{32}> <[0-9A-F]{32}> \]/);
    expect(raw).toMatch(/\/FontFile2/);
    // The attachment, extracted back, validates against the EN 16931 XSD.
    expect(Object.keys(pdf.attachments)).toEqual(['factur-x.xml']);
    const xml = new TextDecoder().decode(pdf.attachments['factur-x.xml']);
    expect(xml).toContain('<ram:ID>FA-2026-0001</ram:ID>');
    await validateAgainstXsd(xml, 'extracted.xml');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toBe('Facture FA-2026-0001');
  });

  it('fails those checks on a PDF that lacks the mentions or the attachment (the checks are real)', async () => {
    // A bare PDF titled like the invoice, carrying two of the mentions and no factur-x.xml.
    const bare = await PDFDocument.create();
    bare.setTitle('Facture FA-2026-0001');
    const page = bare.addPage();
    const font = await bare.embedFont(StandardFonts.Helvetica);
    page.drawText('Facture FA-2026-0001', { x: 50, y: 750, font, size: 14 });
    page.drawText('Total TTC 1 200,00', { x: 50, y: 720, font, size: 12 });
    const pdf = await readPdf(await bare.save());
    expect(pdf.text).toContain('FA-2026-0001');
    expect(missingMentions(pdf.text)).toEqual(MENTIONS.filter((m) => m !== 'FA-2026-0001' && m !== 'Total TTC'));
    expect(pdf.pages).toBe(1);
    expect(pdf.info.producer).not.toMatch(/^Prétoire/);
    expect(pdf.attachments).toEqual({});
    // An invoice cut short is not a PDF the reader can open.
    const invoice = await buildInvoicePdf({ invoice: sampleInvoice(1), assets, now: new Date('2026-03-31T10:00:00Z') });
    await expect(readPdf(invoice.slice(0, 2_000))).rejects.toThrow(/Invalid PDF structure/);
  });
});
