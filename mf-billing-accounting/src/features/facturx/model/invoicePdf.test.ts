/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { readPdf } from 'tooling/src/testing/pdf.ts';
import type { Invoice, InvoiceLine } from 'shared-data';
import { computeTotals } from 'shared-data/invoiceTotals';
import { buildInvoicePdf, type InvoicePdfExtras } from './invoicePdf.ts';
import {
  FRANCHISE_NOTE,
  LATE_PENALTIES_MENTION,
  NO_DISCOUNT_MENTION,
  PROVISION_MENTION,
  PROVISION_VAT_MENTION,
  RECOVERY_FEE_MENTION,
} from './mentions.ts';
import { sampleInvoice, sampleIssuer, sampleProvision } from './sample.ts';
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

describe('what a lawyer reads on the invoice PDF', () => {
  const NOW = new Date('2026-03-31T10:00:00Z');
  /** The PDF's text, spaces and line breaks folded to one space. */
  const textOf = async (invoice: Invoice, extras: InvoicePdfExtras = {}) =>
    (await readPdf(await buildInvoicePdf({ invoice, assets, now: NOW, ...extras }))).text.replace(/\s+/g, ' ');
  const withLines = (lines: InvoiceLine[]): Invoice => ({ ...sampleInvoice(0), lines, ...computeTotals(lines, 0) });
  const fee = (designation: string, hours: number, timeEntryIds?: string[]): InvoiceLine => ({
    kind: 'honoraires',
    designation,
    quantity: hours,
    unitPriceCents: 20_000,
    vatRate: 20,
    ...(timeEntryIds ? { timeEntryIds } : {}),
  });

  it('names the dossier: its reference and « Affaire : » its title', async () => {
    const text = await textOf(sampleInvoice(2), {
      dossier: { reference: '2026-0042', title: 'Recouvrement de factures impayées' },
    });
    expect(text).toContain('Dossier n° 2026-0042 — Affaire : Recouvrement de factures impayées');
  });

  it('says « Avocat au barreau de … » under the issuer when the bar is known', async () => {
    const text = await textOf(sampleInvoice(2), { barreau: 'Lyon' });
    expect(text).toContain('Cabinet Durand & Associés Avocat au barreau de Lyon');
  });

  it('prints the late-payment penalties, the recovery fee and the discount once, whatever the cabinet’s own mentions say', async () => {
    const invoice = sampleInvoice(2);
    invoice.issuerSnapshot = {
      ...invoice.issuerSnapshot!,
      mentions:
        'En cas de retard de paiement : pénalités au taux de trois fois le taux d’intérêt légal. Indemnité ' +
        'forfaitaire pour frais de recouvrement de 40 € (C. com. art. L441-10 et D441-5). Pas d’escompte pour ' +
        'paiement anticipé. Membre d’une association agréée, le règlement par chèque est accepté.',
    };
    const text = await textOf(invoice);
    const count = (needle: string) => text.split(needle).length - 1;
    expect(count('trois fois le taux d’intérêt légal')).toBe(1);
    expect(count('frais de recouvrement')).toBe(1);
    expect(count('escompte')).toBe(1);
    // The cabinet's other words stay.
    expect(text).toContain('Membre d’une association agréée, le règlement par chèque est accepté.');
  });

  it('orders the detailed lines by date, not by duration', async () => {
    const text = await textOf(
      withLines([
        fee('20/03/2026 – Plaidoiries (0 h 30)', 0.5, ['t3']),
        fee('02/03/2026 – Rédaction de l’assignation (1 h 00)', 1, ['t1']),
        fee('15/03/2026 – Rendez-vous client (2 h 00)', 2, ['t2']),
      ]),
    );
    const at = (day: string) => text.indexOf(`${day} – `);
    expect(at('02/03/2026')).toBeGreaterThan(-1);
    expect([at('02/03/2026') < at('15/03/2026'), at('15/03/2026') < at('20/03/2026')]).toEqual([true, true]);
  });

  it('appends the « Relevé des diligences » of a grouped line on demand: date, description, duration', async () => {
    const invoice = withLines([
      fee('Honoraires – temps passé du 02/03/2026 au 20/03/2026 (3 h 30, 3 saisies)', 3.5, ['t1', 't2', 't3']),
    ]);
    const statement = [
      { id: 't3', date: '2026-03-20', description: 'Plaidoiries devant le tribunal', minutes: 30 },
      { id: 't1', date: '2026-03-02', description: 'Rédaction de l’assignation', minutes: 60 },
      { id: 't2', date: '2026-03-15', description: 'Rendez-vous client', minutes: 120 },
      { id: 'other', date: '2026-03-16', description: 'Temps d’un autre dossier', minutes: 45 },
    ];
    const text = await textOf(invoice, { statement });
    expect(text).toContain('Relevé des diligences');
    const rows = [
      '02/03/2026 Rédaction de l’assignation 1 h 00',
      '15/03/2026 Rendez-vous client 2 h 00',
      '20/03/2026 Plaidoiries devant le tribunal 0 h 30',
    ];
    for (const row of rows) expect(text).toContain(row);
    expect(rows.map((row) => text.indexOf(row))).toEqual(rows.map((row) => text.indexOf(row)).sort((a, b) => a - b));
    expect(text).toContain('Temps total : 3 h 30 (3 diligences)');
    expect(text).not.toContain('Temps d’un autre dossier');
    // Not asked for: no relevé.
    expect(await textOf(invoice)).not.toContain('Relevé des diligences');
  });
});

describe('a demande de provision’s PDF: a request for an advance, not an invoice', () => {
  const NOW = new Date('2026-03-31T10:00:00Z');
  const build = (invoice: Invoice, extras: InvoicePdfExtras = {}) =>
    buildInvoicePdf({ invoice, assets, now: NOW, ...extras });
  const textOf = async (invoice: Invoice) => (await readPdf(await build(invoice))).text.replace(/\s+/g, ' ');

  it('is titled « DEMANDE DE PROVISION n° DP-… », never « FACTURE »', async () => {
    const bytes = await build(sampleProvision());
    const text = (await readPdf(bytes)).text.replace(/\s+/g, ' ');
    expect(text).toContain('DEMANDE DE PROVISION n° DP-2026-0001');
    expect(text).toContain('Provision demandée à Société Lambert Immobilier');
    expect(text).not.toMatch(/FACTURE|Facturé à/);
    expect((await PDFDocument.load(bytes)).getTitle()).toBe('Demande de provision DP-2026-0001');
    // The same builder still titles an invoice as one.
    expect(await textOf(sampleInvoice(1))).toContain('FACTURE');
  });

  it('prints the fees HT, the VAT per rate, the provision on débours and the TTC asked for', async () => {
    const text = await textOf(sampleProvision());
    expect(text).toContain('Honoraires HT 1 000,00 €');
    expect(text).toContain('TVA 20 % sur 1 000,00 € 200,00 €');
    expect(text).toContain('Provision sur débours (hors TVA) 50,00 €');
    expect(text).toContain('Total TTC demandé 1 250,00 €');
    // No invoice's detailed account, no « net à payer » after provisions.
    expect(text).not.toMatch(/Compte détaillé|Net à payer|Provisions reçues/);
  });

  it('writes its amounts with plain spaces: a search for « 1 000,00 » in a PDF reader finds them', async () => {
    const { text } = await readPdf(await build(sampleProvision()));
    expect(text).toContain('1 000,00 €');
    expect(text).not.toMatch(/\d[\u00a0\u202f]\d{3}|\d,\d{2}[\u00a0\u202f]€/);
  });

  it('says it is credited on the final invoice and when its VAT is due (or why there is none)', async () => {
    expect(await textOf(sampleProvision())).toContain(
      'Provision à valoir sur la facture définitive. TVA exigible à l’encaissement (prestations de services).',
    );
    const franchise = sampleProvision();
    const lines = franchise.lines.map((line) => ({ ...line, vatRate: 0 as const }));
    Object.assign(franchise, computeTotals(lines), { lines, vatExemptMention: FRANCHISE_NOTE });
    franchise.issuerSnapshot = { ...sampleIssuer(), vatFranchise: true, vatNumber: '' };
    const text = await textOf(franchise);
    expect(text).toContain(`${PROVISION_MENTION} ${FRANCHISE_NOTE}`);
    expect(text).not.toContain(PROVISION_VAT_MENTION);
    const exempt = {
      ...franchise,
      issuerSnapshot: sampleIssuer(),
      vatExemptMention: 'Exonération de TVA, art. 261 C du CGI',
    };
    expect(await textOf(exempt)).toContain(`${PROVISION_MENTION} Exonération de TVA, art. 261 C du CGI`);
  });

  it('gives the cabinet’s bank details, the reference to quote and the due date', async () => {
    const text = await textOf(sampleProvision());
    expect(text).toContain(
      'Règlement par virement — IBAN FR7630004000031234567890143 — BIC BNPAFRPPLYO — référence à rappeler : DP-2026-0001',
    );
    expect(text).toContain('Échéance 15/04/2026');
    expect(text).toContain(
      'Conditions de paiement : Provision payable à réception, à déduire de la facture définitive. Échéance : 15/04/2026.',
    );
  });

  it('prints none of the invoice’s payment mentions (penalties, recovery fee, discount), the cabinet’s other words stay', async () => {
    const withOwnWords = (invoice: Invoice): Invoice => ({
      ...invoice,
      issuerSnapshot: {
        ...sampleIssuer(),
        mentions: `${sampleIssuer().mentions} Membre d’une association agréée, le règlement par chèque est accepté.`,
      },
    });
    const text = await textOf(withOwnWords(sampleProvision()));
    const invoiceOnly = [LATE_PENALTIES_MENTION, RECOVERY_FEE_MENTION, NO_DISCOUNT_MENTION, 'Nature de l’opération'];
    expect(invoiceOnly.filter((mention) => text.includes(mention))).toEqual([]);
    expect(text).not.toMatch(/pénalités|recouvrement|escompte/i);
    expect(text).toContain('Membre d’une association agréée, le règlement par chèque est accepté.');
    // The same cabinet's invoice carries every one of them: the check can fail.
    const invoiceText = await textOf(withOwnWords(sampleInvoice(1)));
    expect(invoiceOnly.filter((mention) => !invoiceText.includes(mention))).toEqual([]);
  });

  it('is a plain PDF/A-3B: no factur-x.xml, no Factur-X metadata', async () => {
    const bytes = await build(sampleProvision());
    const pdf = await readPdf(bytes);
    expect(pdf.attachments).toEqual({});
    expect(pdf.text).not.toContain('Factur-X');
    expect(pdf.info.producer).toMatch(/^Prétoire/);
    const raw = Buffer.from(bytes).toString('latin1');
    expect(raw).toContain('/GTS_PDFA1');
    expect(raw).toContain('<pdfaid:part>3</pdfaid:part>');
    expect(raw).toMatch(/\/ID \[ <[0-9A-F]{32}> <[0-9A-F]{32}> \]/);
    expect(raw).toMatch(/\/FontFile2/);
    expect(raw).not.toMatch(/factur-x|\/AFRelationship|xmlns:fx=/i);
  });
});

describe('a final invoice that deducts demandes de provision', () => {
  const NOW = new Date('2026-03-31T10:00:00Z');
  /** 1 125 € HT + 225 € VAT + 13 € débours; two provisions received: 513 € TTC, 83,33 € of VAT, 13 € of débours. */
  const finalInvoice = (): Invoice => {
    const lines: InvoiceLine[] = [
      { kind: 'honoraires', designation: 'Procédure', quantity: 1, unitPriceCents: 112_500, vatRate: 20 },
      { kind: 'debours', designation: 'Droit de plaidoirie', quantity: 1, unitPriceCents: 1_300, vatRate: 0 },
    ];
    return {
      ...sampleInvoice(0),
      lines,
      ...computeTotals(lines, 51_300),
      provisionVatCents: 8_333,
      provisionDeboursCents: 1_300,
      provisionRequestIds: ['dp-1', 'dp-2'],
    };
  };
  const read = async (invoice: Invoice, extras: InvoicePdfExtras = {}) =>
    readPdf(await buildInvoicePdf({ invoice, assets, now: NOW, ...extras }));

  it('lists each deducted provision’s number and the deduction as HT, TVA, débours and TTC', async () => {
    const pdf = await read(finalInvoice(), { deductedProvisionNumbers: ['DP-2026-0001', 'DP-2026-0002'] });
    const text = pdf.text.replace(/\s+/g, ' ');
    const rows = [
      'Total TTC 1 363,00 €',
      'Provisions reçues déduites (TTC) − 513,00 €',
      'Demandes de provision : DP-2026-0001, DP-2026-0002',
      // 513,00 − 83,33 − 13,00
      'dont honoraires HT − 416,67 €',
      'dont TVA − 83,33 €',
      'dont débours − 13,00 €',
      'Net à payer 850,00 €',
    ];
    expect(rows.filter((row) => !text.includes(row))).toEqual([]);
    expect(rows.map((row) => text.indexOf(row))).toEqual(rows.map((row) => text.indexOf(row)).sort((a, b) => a - b));
    // No single TTC line of the older model any more.
    expect(text).not.toContain('Provision reçue déduite');
    // Its XML keeps the totals: the prepaid amount (BT-113) is the TTC deducted.
    const xml = new TextDecoder().decode(pdf.attachments['factur-x.xml']);
    expect(xml).toContain('<ram:TotalPrepaidAmount>513.00</ram:TotalPrepaidAmount>');
    expect(xml).toContain('<ram:DuePayableAmount>850.00</ram:DuePayableAmount>');
  });

  it('without the numbers (unreadable), prints the deduction all the same, never a wrong list', async () => {
    const text = (await read(finalInvoice())).text.replace(/\s+/g, ' ');
    expect(text).toContain('Provisions reçues déduites (TTC) − 513,00 €');
    expect(text).toContain('dont TVA − 83,33 €');
    expect(text).not.toContain('Demandes de provision :');
    // No débours deducted: no débours row.
    const noDebours = { ...finalInvoice(), provisionDeboursCents: 0 };
    const without = (await read(noDebours)).text.replace(/\s+/g, ' ');
    expect(without).toContain('dont honoraires HT − 429,67 €');
    expect(without).not.toContain('dont débours');
  });

  it('an older invoice with a provision typed by hand keeps its one TTC line', async () => {
    const text = (await read(sampleInvoice(1))).text.replace(/\s+/g, ' ');
    expect(text).toContain('Provision reçue déduite − 100,00 €');
    expect(text).not.toContain('dont TVA');
  });
});
