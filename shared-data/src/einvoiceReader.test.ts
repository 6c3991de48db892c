/** @jest-environment node */
// In Node, as the server side reads what the plateforme agréée delivers (the browser path is
// exercised by the accounting area's import tests, under jsdom).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import {
  EXPENSE_CATEGORY_RULES,
  isCreditNote,
  parseAmountCents,
  RECEIVED_INVOICE_MESSAGES,
  type ReceivedInvoice,
  readReceivedInvoice,
  receivedInvoiceSupplierKey,
  suggestExpenseCategory,
} from './einvoiceReader.ts';
import { EXPENSE_CATEGORY_CODES } from './schemas.ts';

const fixture = (name: string) => new Uint8Array(readFileSync(path.join(__dirname, 'testing/fixtures', name)));
const text = (name: string) => new TextDecoder().decode(fixture(name));
const bytes = (value: string) => new TextEncoder().encode(value);
const PAPETERIE = 'fournisseur-papeterie-cii.xml';

async function read(data: Uint8Array, name = 'facture'): Promise<ReceivedInvoice> {
  const result = await readReceivedInvoice(data, name);
  if (!result.ok) throw new Error(`Expected an invoice, got: ${result.message}`);
  return result.invoice;
}

async function refusal(data: Uint8Array, name = 'facture'): Promise<string> {
  const result = await readReceivedInvoice(data, name);
  if (result.ok) throw new Error(`Expected a refusal, read invoice ${result.invoice.number}`);
  return result.message;
}

/** A PDF with one page and the given attachments (pdf-lib writes them in the EmbeddedFiles name tree). */
async function pdfWith(attachments: { name: string; content: Uint8Array }[]): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const page = document.addPage();
  page.drawText('Facture', { x: 50, y: 750, font: await document.embedFont(StandardFonts.Helvetica) });
  for (const { name, content } of attachments)
    await document.attach(content, name, { mimeType: 'text/xml', description: 'Factur-X' });
  return document.save();
}

describe('readReceivedInvoice: the Factur-X PDF Prétoire itself issues', () => {
  it('finds factur-x.xml in the PDF and reads the sealed totals, both parties and the VAT breakdown', async () => {
    const invoice = await read(fixture('facturx-pretoire.pdf'), 'facture-FA-2026-0001.pdf');
    expect(invoice).toEqual({
      syntax: 'Factur-X',
      number: 'FA-2026-0001',
      typeCode: '380',
      issueDate: '2026-03-31',
      dueDate: '2026-04-30',
      currency: 'EUR',
      seller: {
        name: 'Cabinet Durand & Associés',
        siren: '812345676',
        vatNumber: 'FR19812345676',
        electronicAddress: { scheme: '0225', id: '812345676' },
      },
      buyer: { name: 'Société Lambert Immobilier', siren: '732829320' },
      // EN 16931 has no amount outside VAT: the débours (45 €) are in the basis, category E at 0 %.
      totalHtCents: 95_999,
      totalVatCents: 18_300,
      totalTtcCents: 114_299,
      // The provision received (100 €) is deducted from what remains to pay.
      amountDueCents: 104_299,
      vatBreakdown: [
        { rate: 20, baseCents: 91_499, vatCents: 18_300 },
        { rate: 0, baseCents: 4_500, vatCents: 0 },
      ],
      lineNames: [
        '01/03/2026 – Rédaction de conclusions, échanges avec le confrère',
        '02/03/2026 – Rédaction de conclusions, échanges avec le confrère',
        '03/03/2026 – Rédaction de conclusions, échanges avec le confrère',
        'Frais de greffe',
      ],
    });
    expect(suggestExpenseCategory(invoice)).toBe('honorairesNonRetrocedes');
  });

  it('reads a Factur-X PDF of another producer, the ZUGFeRD name, and a lone XML attachment of another name', async () => {
    const cii = fixture(PAPETERIE);
    for (const name of ['factur-x.xml', 'ZUGFeRD-invoice.xml', 'xrechnung.xml', 'facture-F-2026-00417.xml']) {
      const invoice = await read(await pdfWith([{ name, content: cii }]), 'scan.pdf');
      expect(invoice).toMatchObject({ syntax: 'Factur-X', number: 'F-2026-00417', totalTtcCents: 123_539 });
    }
    // Two XML attachments: the one named as the norm says is the invoice.
    const other = bytes('<notes><note>sans rapport</note></notes>');
    const both = await pdfWith([
      { name: 'annexe.xml', content: other },
      { name: 'factur-x.xml', content: cii },
    ]);
    expect((await read(both)).number).toBe('F-2026-00417');
  });
});

describe('readReceivedInvoice: XML files', () => {
  it('reads a French supplier’s CII: SIREN from scheme 0002, three rates, amounts to the cent', async () => {
    const invoice = await read(fixture(PAPETERIE), PAPETERIE);
    expect(invoice).toEqual({
      syntax: 'CII',
      number: 'F-2026-00417',
      typeCode: '380',
      issueDate: '2026-04-02',
      dueDate: '2026-05-02',
      currency: 'EUR',
      seller: {
        name: 'Papeterie Lyonnaise SAS',
        siren: '401234562',
        vatNumber: 'FR46401234562',
        electronicAddress: { scheme: '0225', id: '401234562' },
      },
      buyer: { name: 'Cabinet Durand & Associés', siren: '812345676' },
      totalHtCents: 112_550,
      totalVatCents: 10_989,
      totalTtcCents: 123_539,
      amountDueCents: 123_539,
      vatBreakdown: [
        { rate: 20, baseCents: 46_570, vatCents: 9_314 },
        { rate: 5.5, baseCents: 8_500, vatCents: 468 },
        { rate: 2.1, baseCents: 57_480, vatCents: 1_207 },
      ],
      lineNames: [
        'Ramettes de papier A4 80 g',
        'Cartouches d’encre noire',
        'Code civil 2026 (ouvrage)',
        'Abonnement annuel à une revue juridique',
      ],
    });
    expect(suggestExpenseCategory(invoice)).toBe('fournitures');
    expect(receivedInvoiceSupplierKey(invoice)).toBe('401234562');
  });

  it('reads CEN’s EN 16931 example 1 alike in CII and in UBL (a foreign supplier: no SIREN)', async () => {
    const cii = await read(fixture('en16931-cii-example1.xml'));
    const ubl = await read(fixture('en16931-ubl-example1.xml'));
    const facts = (invoice: ReceivedInvoice) => {
      const { syntax, lineNames, ...rest } = invoice;
      return { ...rest, lines: lineNames.length };
    };
    expect(cii.syntax).toBe('CII');
    expect(ubl.syntax).toBe('UBL');
    expect(facts(ubl)).toEqual(facts(cii));
    expect(ubl).toMatchObject({
      number: '12115118',
      typeCode: '380',
      issueDate: '2015-01-09',
      dueDate: '2015-01-09',
      seller: { name: 'De Koksmaat', siren: null, vatNumber: 'NL8200.98.395.B.01' },
      buyer: { name: 'ODIN 59', siren: null },
      totalHtCents: 22_960,
      totalVatCents: 2_073,
      totalTtcCents: 25_033,
      vatBreakdown: [
        { rate: 6, baseCents: 18_323, vatCents: 1_099 },
        { rate: 21, baseCents: 4_637, vatCents: 974 },
      ],
    });
    expect(ubl.lineNames).toHaveLength(20);
    // Without a SIREN, the VAT number (letters and digits) identifies the supplier.
    expect(receivedInvoiceSupplierKey(ubl)).toBe('NL820098395B01');
    expect(isCreditNote(ubl)).toBe(false);
  });

  it('reads a UBL credit note (type 381), its lines and the VAT-exempt breakdown', async () => {
    const note = await read(fixture('en16931-ubl-creditnote1.xml'));
    expect(note).toMatchObject({
      syntax: 'UBL',
      number: '018304 / 28865',
      typeCode: '381',
      issueDate: '2019-09-23',
      dueDate: null,
      seller: { name: 'My Supplier Company', siren: null, vatNumber: 'BE0000000196' },
      buyer: { name: 'My Customer Company' },
      totalHtCents: 10_011,
      totalVatCents: 0,
      totalTtcCents: 10_011,
      amountDueCents: 10_011,
      vatBreakdown: [{ rate: 0, baseCents: 10_011, vatCents: 0 }],
      lineNames: ['Exonération du versement du PP'],
    });
    expect(isCreditNote(note)).toBe(true);
  });

  it('finds the SIREN from a SIRET, a bare French identifier, the FR VAT number or a 0225 address', async () => {
    const withSeller = async (seller: string) =>
      (await read(bytes(text(PAPETERIE).replace(/<ram:SellerTradeParty>[\s\S]*?<\/ram:SellerTradeParty>/, seller))))
        .seller.siren;
    const party = (inner: string) =>
      `<ram:SellerTradeParty><ram:Name>Fournisseur</ram:Name>${inner}</ram:SellerTradeParty>`;
    const france = '<ram:PostalTradeAddress><ram:CountryID>FR</ram:CountryID></ram:PostalTradeAddress>';
    expect(await withSeller(party('<ram:GlobalID schemeID="0009">401 234 562 00015</ram:GlobalID>'))).toBe('401234562');
    expect(
      await withSeller(
        party(`<ram:SpecifiedLegalOrganization><ram:ID>401234562</ram:ID></ram:SpecifiedLegalOrganization>${france}`),
      ),
    ).toBe('401234562');
    expect(
      await withSeller(
        party(
          `${france}<ram:SpecifiedTaxRegistration><ram:ID schemeID="VA">FR 46 401234562</ram:ID></ram:SpecifiedTaxRegistration>`,
        ),
      ),
    ).toBe('401234562');
    expect(
      await withSeller(
        party(
          `${france}<ram:URIUniversalCommunication><ram:URIID schemeID="0225">401234562_SERVICE-ACHATS</ram:URIID></ram:URIUniversalCommunication>`,
        ),
      ),
    ).toBe('401234562');
    // A German company's register number is no SIREN, nor is a Belgian VAT number.
    const german =
      '<ram:SpecifiedLegalOrganization><ram:ID>123456789</ram:ID></ram:SpecifiedLegalOrganization><ram:PostalTradeAddress><ram:CountryID>DE</ram:CountryID></ram:PostalTradeAddress><ram:SpecifiedTaxRegistration><ram:ID schemeID="VA">BE0123456789</ram:ID></ram:SpecifiedTaxRegistration>';
    expect(await withSeller(party(german))).toBeNull();
  });

  it('reads an XML declared in ISO-8859-1, and a numeric character reference', async () => {
    const latin = text(PAPETERIE)
      .replace('encoding="UTF-8"', 'encoding="ISO-8859-1"')
      .replace('Papeterie Lyonnaise SAS', 'Papeterie Lyonnaise Sécurité');
    const encoded = Uint8Array.from([...latin].map((c) => c.charCodeAt(0) & 0xff));
    const invoice = await read(encoded);
    expect(invoice.seller.name).toBe('Papeterie Lyonnaise Sécurité');
    expect(invoice.lineNames[3]).toBe('Abonnement annuel à une revue juridique');
  });

  it('reads an XML with a UTF-8 byte order mark, or in UTF-16', async () => {
    const withBom = Uint8Array.from([0xef, 0xbb, 0xbf, ...fixture(PAPETERIE)]);
    expect((await read(withBom)).number).toBe('F-2026-00417');
    const utf16 = text(PAPETERIE).replace('encoding="UTF-8"', 'encoding="UTF-16"');
    const le = new Uint8Array(2 + utf16.length * 2);
    le.set([0xff, 0xfe]);
    for (let i = 0; i < utf16.length; i += 1) {
      le[2 + i * 2] = utf16.charCodeAt(i) & 0xff;
      le[3 + i * 2] = utf16.charCodeAt(i) >> 8;
    }
    expect((await read(le)).seller.name).toBe('Papeterie Lyonnaise SAS');
  });
});

describe('readReceivedInvoice: refusals, in French', () => {
  it('refuses a file that is neither PDF nor XML', async () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    expect(await refusal(png, 'photo.png')).toBe(RECEIVED_INVOICE_MESSAGES.unknownFile('photo.png'));
    expect(await refusal(bytes('Facture n° 12 : 100 €'), 'facture.txt')).toMatch(
      /^« facture\.txt » n’est ni un PDF Factur-X ni une facture électronique XML/,
    );
  });

  it('refuses a PDF with no invoice XML attached (the exact wording), and a damaged PDF', async () => {
    const message =
      'Ce PDF ne contient pas de facture électronique (aucun XML Factur-X joint). Demandez au fournisseur sa facture Factur-X, ou saisissez la dépense à la main.';
    expect(await refusal(await pdfWith([]), 'scan.pdf')).toBe(message);
    expect(await refusal(await pdfWith([{ name: 'conditions.txt', content: bytes('CGV') }]))).toBe(message);
    expect(await refusal(bytes('%PDF-1.7\nceci n’est pas un PDF'), 'abime.pdf')).toBe(
      RECEIVED_INVOICE_MESSAGES.unreadablePdf('abime.pdf'),
    );
  });

  it('refuses unreadable XML, a DOCTYPE, and XML that is not an invoice', async () => {
    expect(await refusal(bytes('<rsm:CrossIndustryInvoice><ram:ID>1</rsm:CrossIndustryInvoice>'))).toMatch(
      /^Le XML de la facture est illisible \(ligne 1 : /,
    );
    const bomb =
      '<?xml version="1.0"?><!DOCTYPE lol [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]><Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2">&lol2;</Invoice>';
    expect(await refusal(bytes(bomb))).toBe(RECEIVED_INVOICE_MESSAGES.doctype);
    expect(await refusal(bytes('<Order xmlns="urn:oasis:names:specification:ubl:schema:xsd:Order-2"/>'))).toBe(
      RECEIVED_INVOICE_MESSAGES.notAnInvoice('Order'),
    );
    // An element named Invoice is not a UBL invoice without UBL's namespace.
    expect(await refusal(bytes('<Invoice><ID>1</ID></Invoice>'))).toBe(
      RECEIVED_INVOICE_MESSAGES.notAnInvoice('Invoice'),
    );
  });

  it('names what is missing: number, issue date, totals', async () => {
    const incomplete = text(PAPETERIE)
      .replace('<ram:ID>F-2026-00417</ram:ID>', '')
      .replace(/<ram:IssueDateTime>.*<\/ram:IssueDateTime>/, '')
      .replace('<ram:GrandTotalAmount>1235.39</ram:GrandTotalAmount>', '')
      .replace(
        '<ram:TaxBasisTotalAmount>1125.50</ram:TaxBasisTotalAmount>',
        '<ram:TaxBasisTotalAmount>1 125,50</ram:TaxBasisTotalAmount>',
      );
    expect(await refusal(bytes(incomplete))).toBe(
      'Facture incomplète : il manque le numéro de la facture, sa date d’émission, le total HT (« 1 125,50 » n’est pas un montant) et le total TTC. Demandez au fournisseur une facture conforme, ou saisissez la dépense à la main.',
    );
    const badDate = text(PAPETERIE).replace('>20260402<', '>20260231<');
    expect(await refusal(bytes(badDate))).toMatch(/il manque sa date d’émission\./);
  });

  it('refuses an invoice in another currency than the euro (CEN’s example in Danish kroner)', async () => {
    expect(await refusal(fixture('en16931-cii-example3-dkk.xml'))).toBe(
      'Cette facture est en DKK : seules les factures en euros sont importées. Saisissez la dépense à la main, avec son montant en euros.',
    );
  });

  it('refuses totals that do not add up (HT + TVA ≠ TTC)', async () => {
    const wrong = text(PAPETERIE).replace('<ram:GrandTotalAmount>1235.39', '<ram:GrandTotalAmount>1235.40');
    expect(await refusal(bytes(wrong))).toBe(RECEIVED_INVOICE_MESSAGES.totalsMismatch);
  });
});

describe('parseAmountCents', () => {
  it.each([
    ['1125.50', 112_550],
    ['19.9', 1_990],
    ['0.29', 29],
    ['1.005', 101],
    ['12.345', 1_235],
    ['12.3449', 1_234],
    ['-5.00', -500],
    ['+7', 700],
    ['.5', 50],
    ['-0.00', 0],
    // The largest amount in cents a JavaScript number holds exactly, and one cent more.
    ['90071992547409.91', Number.MAX_SAFE_INTEGER],
    ['90071992547409.92', null],
  ])('%s → %p', (raw, cents) => {
    expect(parseAmountCents(raw)).toBe(cents);
  });

  it.each(['', '.', '1e3', '1,50', '12 €', 'abc', '1.2.3'])('%p is not an amount', (raw) => {
    expect(parseAmountCents(raw)).toBeNull();
  });
});

describe('suggestExpenseCategory', () => {
  const invoice = (seller: string, ...lines: string[]) => ({
    seller: { name: seller, siren: null, vatNumber: null, electronicAddress: null },
    lineNames: lines,
  });

  it.each([
    ['SCI du Palais', ['Loyer du mois d’avril, bureaux 2e étage'], 'loyers'],
    ['EDF Entreprises', ['Consommation avril'], 'energie'],
    ['Engie', ['Gaz naturel'], 'energie'],
    ['Fournisseur X', ['Électricité des bureaux'], 'energie'],
    ['MMA IARD', ['Assurance responsabilité civile professionnelle'], 'assurances'],
    ['Ordre des avocats du barreau de Lyon', ['Cotisation ordinale 2026'], 'cotisations'],
    ['Conseil national des barreaux', ['Cotisation annuelle'], 'cotisations'],
    ['CNBF', ['Cotisation retraite de base'], 'chargesSocialesPersonnelles'],
    ['SCP Martin, commissaires de justice', ['Signification de conclusions'], 'actesContentieux'],
    ['Étude Dupont', ['Acte d’huissier'], 'actesContentieux'],
    ['Cabinet d’avocats Leroy', ['Postulation devant le tribunal judiciaire'], 'honorairesNonRetrocedes'],
    ['Fiduciaire Rhône', ['Honoraires d’expert-comptable, bilan 2025'], 'honorairesNonRetrocedes'],
    ['Bureau Vallée', ['Fournitures de bureau'], 'fournitures'],
    ['Orange Business', ['Forfait téléphone et internet fibre'], 'fournitures'],
    ['Dalloz', ['Abonnement juridique Dalloz.fr'], 'fournitures'],
    ['Société inconnue', ['Prestation diverse'], 'fraisDivers'],
  ] as const)('%s / %s → %s', (seller, lines, category) => {
    expect(suggestExpenseCategory(invoice(seller, ...lines))).toBe(category);
  });

  it('tries the supplier’s name before the lines, then the lines in order', () => {
    // The name says insurance; a line mentioning a lawyer does not change it.
    expect(suggestExpenseCategory(invoice('Assurances du Barreau', 'Honoraires de gestion'))).toBe('assurances');
    expect(
      suggestExpenseCategory(invoice('Cabinet Durand', 'Conclusions, échanges avec le confrère', 'Frais de greffe')),
    ).toBe('honorairesNonRetrocedes');
  });

  it('only suggests categories of the form 2035', () => {
    for (const rule of EXPENSE_CATEGORY_RULES) expect(EXPENSE_CATEGORY_CODES).toContain(rule.category);
  });
});
