/**
 * @jest-environment node
 *
 * One computation for one legal document: for every kind of invoice, issued through the real
 * actions (draft → issue, payment, avoir), the totals a reader sees on the PDF and the totals of
 * the Factur-X XML embedded in that same PDF are the same numbers — the ones sealed on the invoice
 * at issue — and the XML still validates against the official EN 16931 XSD and passes, without an
 * error, the two official schematrons a plateforme agréée applies (Factur-X EN 16931, BR-FR).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type BillingSettings, getDataStore, type Invoice, paths } from 'shared-data';
import { DEMO_IDS, freshDemoData, resetDataForTests, seedClient, signInAs } from 'shared-data/testing';
import { readPdf } from 'tooling/src/testing/pdf.ts';
import { computeTotals } from 'shared-data/invoiceTotals';
import { createAvoir, issueInvoice, saveDraft } from '../invoices/api/invoiceActions.ts';
import {
  emptyInvoiceForm,
  emptyLine,
  FRANCHISE_MENTION,
  type InvoiceFormValues,
  type InvoiceLineValues,
} from '../invoices/model/invoiceForm.ts';
import { recordPayment } from '../payments/api/paymentActions.ts';
import { buildInvoicePdf } from './model/invoicePdf.ts';
import { checkAgainstSchematrons, describeIssues, prepareSchematrons } from './testing/schematron.ts';
import { issueDeductingProvisions } from './testing/provisions.ts';
import { validateAgainstXsd } from './testing/xsd.ts';

// Building, reading back and validating a PDF per case takes seconds on a loaded machine.
jest.setTimeout(120_000);

const root = path.resolve(__dirname, '../../../..');
const assets = {
  regular: readFileSync(path.join(root, 'node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
  bold: readFileSync(path.join(root, 'node_modules/dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  iccProfile: readFileSync(path.join(root, 'mf-billing-accounting/assets/icc/sRGB.icc')),
};

const firmId = DEMO_IDS.firmId;
const uid = DEMO_IDS.ownerUid;
// A year the demo has not numbered yet.
const ISSUE = '2030-01-15';

const line = (
  kind: InvoiceLineValues['kind'],
  designation: string,
  quantity: string,
  unitPrice: string,
  vatRate: '20' | '0' = kind === 'debours' ? '0' : '20',
): InvoiceLineValues => ({ ...emptyLine(kind), designation, quantity, unitPrice, vatRate });

async function issue(
  lines: InvoiceLineValues[],
  over: Partial<InvoiceFormValues> = {},
  settings: Partial<BillingSettings> = {},
): Promise<string> {
  if (Object.keys(settings).length) await getDataStore().update(paths.settings(firmId, 'billing'), settings);
  const client = await seedClient({ nom: 'Facturé', email: 'facture@example.fr' });
  const form = emptyInvoiceForm({ clientId: client.id, dueDate: '2030-02-15', paymentTerms: 'Paiement à 30 jours.' });
  const values = { ...form, lines, periodStart: '2030-01-01', periodEnd: '2030-01-14', ...over };
  const id = await saveDraft({ firmId, uid, values });
  await issueInvoice({ firmId, uid, id, issueDate: ISSUE });
  return id;
}

const read = async (id: string) => (await getDataStore().get<Invoice>(paths.invoice(firmId, id))).data!;

const FEES_AND_DEBOURS = [
  line('honoraires', 'Rédaction de conclusions', '2,5', '240'),
  line('debours', 'Frais de greffe', '1', '35,50'),
  line('debours', 'Copies', '3', '4,15'),
];

/** Each case issues what it names and gives the id of the document whose PDF is checked. */
const CASES: [string, () => Promise<string>][] = [
  [
    'franchise en base de TVA (art. 293 B du CGI)',
    () =>
      issue(
        [
          line('honoraires', 'Consultation juridique', '1,5', '133,33', '0'),
          line('emoluments', 'Émolument de postulation', '1', '78,90', '0'),
        ],
        { vatExemptMention: FRANCHISE_MENTION },
        { vatFranchise: true, vatNumber: '' },
      ),
  ],
  ['with débours (outside VAT)', () => issue(FEES_AND_DEBOURS)],
  [
    'with a provision deducted',
    () => issue([line('honoraires', 'Assistance à audience', '3,25', '180')], { provision: '300' }),
  ],
  [
    'deducting demandes de provision received (with their VAT and débours)',
    async () => {
      const client = await seedClient({ nom: 'Provisionné', email: 'provision@example.fr' });
      const { id } = await issueDeductingProvisions({
        firmId,
        uid,
        clientId: client.id,
        lines: FEES_AND_DEBOURS,
        issueDate: ISSUE,
      });
      // 300 € received on the first (50 € of VAT); 100 € of the second's 133 € (20 € of VAT, 13 € of
      // débours): 15,04 € of VAT and 9,77 € of débours.
      expect(await read(id)).toMatchObject({
        provisionCents: 40_000,
        provisionVatCents: 5_000 + 1_504,
        provisionDeboursCents: 977,
      });
      return id;
    },
  ],
  [
    'partially paid',
    async () => {
      const id = await issue(FEES_AND_DEBOURS, { provision: '100' });
      await recordPayment({
        firmId,
        uid,
        invoiceId: id,
        values: { date: '2030-01-20', amount: '200', method: 'virement', reference: 'VIR-1' },
        today: '2030-01-31',
      });
      expect((await read(id)).paidCents).toBe(20_000);
      return id;
    },
  ],
  [
    'an avoir cancelling an invoice with débours and a provision',
    async () => {
      const id = await issue(FEES_AND_DEBOURS, { provision: '100' });
      return (await createAvoir({ firmId, uid, invoiceId: id, request: { mode: 'total' }, issueDate: ISSUE })).id;
    },
  ],
  [
    'a partial avoir',
    async () => {
      const id = await issue(FEES_AND_DEBOURS);
      const request = { mode: 'partial', amountHtCents: 12_345, reason: 'Geste commercial' } as const;
      return (await createAvoir({ firmId, uid, invoiceId: id, request, issueDate: ISSUE })).id;
    },
  ],
  [
    'several VAT rates (20 % and exempt), with débours and rounding on every line',
    () =>
      issue(
        [
          // 1,5 × 333,33 = 499,995 and 2,675 × 1,00 = 2,675: both rounded half away from zero.
          line('honoraires', 'Plaidoirie', '1,5', '333,33'),
          line('honoraires', 'Déplacement', '2,675', '1'),
          line('emoluments', 'Émolument exonéré', '1', '78,90', '0'),
          line('debours', 'Frais de signification', '1', '35,50'),
        ],
        { vatExemptMention: 'Exonération de TVA, art. 261 C du CGI', provision: '50' },
      ),
  ],
];

// ---- the PDF, read back as a reader sees it ----

/** "1 234,56 €", "− 100,00 €" → cents. */
function centsOf(text: string): number {
  const match = /^(−\s*)?([\d\s\u00a0\u202f]+),(\d{2})\s€$/.exec(text.trim());
  if (!match) throw new Error(`Not an amount: ${text}`);
  const cents = Number(match[2]!.replace(/\D/g, '')) * 100 + Number(match[3]);
  return match[1] ? -cents : cents;
}

type PdfTotals = {
  totalHt: number;
  vatRows: { rate: number; base: number; vat: number }[];
  totalTva: number;
  debours: number;
  totalTtc: number;
  provision: number;
  /** A final invoice deducting demandes de provision: what it deducts, and their numbers. */
  deducted: { ht: number; vat: number; debours: number; numbers: string[] } | null;
  due: number;
  detailed: { honoraires: number; emoluments: number; debours: number; provisions: number };
};

function pdfTotals(text: string): PdfTotals {
  const lines = text.split(/[\n\f]/).map((l) => l.trim());
  const start = lines.findIndex((l) => l.startsWith('Total HT (honoraires et émoluments) '));
  expect(start).toBeGreaterThan(-1);
  const end = lines.findIndex((l, i) => i > start && /^(Net à payer|Montant de l’avoir) /.test(l));
  const block = lines.slice(start, end + 1);
  const amountAt = (label: string) => {
    const found = block.find((l) => l.startsWith(`${label} `));
    return found === undefined ? null : centsOf(found.slice(label.length));
  };
  const vatRows = block.flatMap((l) => {
    const match = /^TVA (\d+) % sur (.+ €) (.+ €)$/.exec(l);
    return match ? [{ rate: Number(match[1]), base: centsOf(match[2]!), vat: centsOf(match[3]!) }] : [];
  });
  const detailed = lines.find((l) => l.startsWith('Honoraires HT : '))!;
  const part = (label: string) => centsOf(new RegExp(`${label} : ([^·]+€)`).exec(detailed)![1]!);
  return {
    totalHt: amountAt('Total HT (honoraires et émoluments)')!,
    vatRows,
    totalTva: amountAt('Total TVA')!,
    debours: amountAt('Débours (hors TVA)')!,
    totalTtc: amountAt('Total TTC')!,
    provision: Math.abs(amountAt('Provision reçue déduite') ?? amountAt('Provisions reçues déduites (TTC)') ?? 0),
    deducted:
      amountAt('Provisions reçues déduites (TTC)') === null
        ? null
        : {
            ht: Math.abs(amountAt('dont honoraires HT')!),
            vat: Math.abs(amountAt('dont TVA')!),
            debours: Math.abs(amountAt('dont débours') ?? 0),
            // The list may wrap over lines: it runs up to the first « dont » row.
            numbers: (/Demandes de provision : (.+?) dont honoraires HT /.exec(block.join(' '))?.[1] ?? '')
              .split(', ')
              .filter(Boolean),
          },
    due: amountAt('Net à payer') ?? amountAt('Montant de l’avoir')!,
    detailed: {
      honoraires: part('Honoraires HT'),
      emoluments: part('Émoluments HT'),
      debours: part('Débours'),
      provisions: part('Provisions reçues'),
    },
  };
}

// ---- the XML embedded in that PDF ----

type XmlTotals = {
  lineTotal: number;
  taxBasisTotal: number;
  taxTotal: number;
  grandTotal: number;
  prepaid: number;
  duePayable: number;
  groups: { category: string; rate: number; base: number; vat: number }[];
  lineAmounts: number[];
};

const xmlCents = (value: string) => Math.round(Number(value) * 100);

function xmlTotals(xml: string): XmlTotals {
  const summation =
    /<ram:SpecifiedTradeSettlementHeaderMonetarySummation>([\s\S]*?)<\/ram:SpecifiedTradeSettlementHeaderMonetarySummation>/.exec(
      xml,
    )![1]!;
  const amount = (tag: string) => xmlCents(new RegExp(`<ram:${tag}[^>]*>([^<]+)<`).exec(summation)![1]!);
  const groups = [
    ...xml.matchAll(
      /<ram:ApplicableTradeTax>\s*<ram:CalculatedAmount>([^<]+)<\/ram:CalculatedAmount>[\s\S]*?<ram:BasisAmount>([^<]+)<\/ram:BasisAmount>\s*<ram:CategoryCode>([^<]+)<\/ram:CategoryCode>\s*(?:<ram:DueDateTypeCode>[^<]+<\/ram:DueDateTypeCode>\s*)?<ram:RateApplicablePercent>([^<]+)<\/ram:RateApplicablePercent>/g,
    ),
  ].map((m) => ({ category: m[3]!, rate: Number(m[4]), base: xmlCents(m[2]!), vat: xmlCents(m[1]!) }));
  const lineAmounts = [
    ...xml.matchAll(/<ram:SpecifiedTradeSettlementLineMonetarySummation><ram:LineTotalAmount>([^<]+)</g),
  ].map((m) => xmlCents(m[1]!));
  return {
    lineTotal: amount('LineTotalAmount'),
    taxBasisTotal: amount('TaxBasisTotalAmount'),
    taxTotal: amount('TaxTotalAmount'),
    grandTotal: amount('GrandTotalAmount'),
    prepaid: amount('TotalPrepaidAmount'),
    duePayable: amount('DuePayableAmount'),
    groups,
    lineAmounts,
  };
}

// Compiled once to SEF and cached (node_modules/.cache/pretoire-rfe): read back in about a second.
beforeAll(() => prepareSchematrons(), 300_000);

beforeEach(async () => {
  await freshDemoData();
  signInAs(uid);
});
// Closes the database and its change channel: a Node test environment keeps an open one alive.
afterAll(() => resetDataForTests());

/** Builds the real PDF of `invoice`, reads it back, and checks it against the XML it embeds and the sealed totals. */
async function expectOneComputation(invoice: Invoice): Promise<void> {
  // The numbers of the demandes de provision it deducts, as pdfActions reads them.
  const provisionNumbers = await Promise.all(
    (invoice.provisionRequestIds ?? []).map(async (id) => (await read(id)).number!),
  );
  const bytes = await buildInvoicePdf({
    invoice,
    assets,
    now: new Date('2030-01-15T10:00:00Z'),
    deductedProvisionNumbers: provisionNumbers,
  });
  const pdf = await readPdf(bytes);
  const xml = new TextDecoder().decode(pdf.attachments['factur-x.xml']);
  await validateAgainstXsd(xml, `${invoice.number}.xml`);
  expect(describeIssues((await checkAgainstSchematrons(xml)).errors)).toEqual([]);
  const seen = pdfTotals(pdf.text);
  const sent = xmlTotals(xml);

  // The headline amounts: the same numbers on paper and in the XML.
  expect(sent.taxTotal).toBe(seen.totalTva);
  expect(sent.grandTotal).toBe(seen.totalTtc);
  expect(sent.prepaid).toBe(seen.provision);
  expect(sent.duePayable).toBe(seen.due);
  // EN 16931 has no "outside VAT" amount: débours are lines of the exempt category E, so the
  // XML's basis is the PDF's total HT plus its débours, and the E group is the PDF's 0 % base
  // plus the débours. Every other group is a VAT line of the PDF, base and VAT alike.
  expect(sent.taxBasisTotal).toBe(seen.totalHt + seen.debours);
  expect(sent.lineTotal).toBe(seen.totalHt + seen.debours);
  const exemptRow = seen.vatRows.find((row) => row.rate === 0);
  expect(sent.groups).toEqual([
    ...seen.vatRows
      .filter((row) => row.rate > 0)
      .map((row) => ({ category: 'S', rate: row.rate, base: row.base, vat: row.vat })),
    ...(exemptRow || seen.debours
      ? [{ category: 'E', rate: 0, base: (exemptRow?.base ?? 0) + seen.debours, vat: 0 }]
      : []),
  ]);
  // The detailed account adds up to the same totals.
  expect(seen.detailed.honoraires + seen.detailed.emoluments).toBe(seen.totalHt);
  expect(seen.detailed.debours).toBe(seen.debours);
  expect(seen.detailed.provisions).toBe(seen.provision);
  // …and those numbers are the totals sealed on the invoice.
  expect(seen).toMatchObject({
    totalHt: invoice.totalHtCents,
    vatRows: invoice.vatBreakdown.map(({ rate, baseCents, vatCents }) => ({ rate, base: baseCents, vat: vatCents })),
    totalTva: invoice.totalTvaCents,
    debours: invoice.deboursCents,
    totalTtc: invoice.totalTtcCents,
    provision: invoice.provisionCents,
    due: invoice.netToPayCents,
  });
  // A deduction of demandes de provision: each one's number, and HT + TVA + débours = the TTC
  // deducted = the XML's prepaid amount (BT-113), the VAT and débours being those sealed.
  if (typeof invoice.provisionVatCents === 'number' && invoice.provisionCents > 0) {
    expect(seen.deducted).toEqual({
      ht: invoice.provisionCents - invoice.provisionVatCents - (invoice.provisionDeboursCents ?? 0),
      vat: invoice.provisionVatCents,
      debours: invoice.provisionDeboursCents ?? 0,
      numbers: provisionNumbers,
    });
    expect(seen.deducted!.ht + seen.deducted!.vat + seen.deducted!.debours).toBe(sent.prepaid);
  } else expect(seen.deducted).toBeNull();
}

describe('the PDF and its Factur-X XML show one computation of the totals', () => {
  it.each(CASES)('%s', async (_name, make) => {
    const invoice = await read(await make());
    expect(invoice.status).toBe('issued');
    await expectOneComputation(invoice);
    // The sealed totals are the one computation's, from the sealed lines.
    expect(invoice).toMatchObject(computeTotals(invoice.lines, invoice.provisionCents));
  });

  it('shows what was sealed, never a computation of its own', async () => {
    // An invoice sealed with one cent more VAT than its lines give today (as if sealed under an
    // earlier rule): both documents carry the sealed amounts, never two different ones.
    const issued = await read(await issue(FEES_AND_DEBOURS, { provision: '100' }));
    const [first, ...rest] = issued.vatBreakdown;
    const sealed: Invoice = {
      ...issued,
      vatBreakdown: [{ ...first!, vatCents: first!.vatCents + 1 }, ...rest],
      totalTvaCents: issued.totalTvaCents + 1,
      totalTtcCents: issued.totalTtcCents + 1,
      netToPayCents: issued.netToPayCents + 1,
    };
    await expectOneComputation(sealed);
  });
});
