/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { buildInvoicePdf } from './invoicePdf.ts';
import { sampleInvoice } from './sample.ts';
import { validateAgainstXsd } from '../testing/xsd.ts';

const root = path.resolve(__dirname, '../../../../..');
const assets = {
  regular: readFileSync(path.join(root, 'node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
  bold: readFileSync(path.join(root, 'node_modules/dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  iccProfile: readFileSync(path.join(root, 'mf-billing-accounting/assets/icc/sRGB.icc')),
};
const dir = mkdtempSync(path.join(tmpdir(), 'pdf-'));
// Font subsetting and poppler take seconds on a loaded machine; nothing here measures speed.
jest.setTimeout(60_000);

describe('Factur-X PDF', () => {
  it('carries the mandatory mentions, the XML attachment and the PDF/A-3 structures', async () => {
    const invoice = sampleInvoice(30);
    const bytes = await buildInvoicePdf({ invoice, assets, now: new Date('2026-03-31T10:00:00Z') });
    const file = path.join(dir, 'facture.pdf');
    writeFileSync(file, bytes);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    for (const mention of [
      'FA-2026-0001',
      'Date d’émission',
      'Échéance',
      'Période des prestations',
      'SIRET 812 345 678 00019',
      'FR25812345678',
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
    ])
      expect(text).toContain(mention);
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    expect(info).toMatch(/Pages:\s+2/);
    expect(info).toMatch(/Producer:\s+Prétoire/);
    const raw = Buffer.from(bytes).toString('latin1');
    expect(raw).toContain('/AFRelationship /Data');
    expect(raw).toContain('/GTS_PDFA1');
    expect(raw).toContain('<pdfaid:part>3</pdfaid:part>');
    expect(raw).toContain('<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>');
    expect(raw).toMatch(/\/ID \[ <[0-9A-F]{32}> <[0-9A-F]{32}> \]/);
    expect(raw).toMatch(/\/FontFile2/);
    // The attachment, extracted back, validates against the EN 16931 XSD.
    execFileSync('pdfdetach', ['-saveall', '-o', dir, file]);
    const xml = readFileSync(path.join(dir, 'factur-x.xml'), 'utf8');
    expect(() => validateAgainstXsd(xml, 'extracted.xml')).not.toThrow();
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toBe('Facture FA-2026-0001');
  });
});
