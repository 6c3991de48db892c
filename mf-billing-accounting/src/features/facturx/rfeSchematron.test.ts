/**
 * @jest-environment node
 *
 * Every invoice the cabinet issues is one a plateforme agréée accepts: for each kind of invoice,
 * issued through the real actions (draft → issue, payment, avoir), its Factur-X XML — the one its
 * PDF embeds, built from the sealed invoice — passes the two official schematrons of the reform
 * (../reference/france-rfe: Factur-X EN 16931 and the French CTC rules BR-FR, flux 2) without a
 * single error, stays valid against the Factur-X XSD, and carries the reform's data: the cadre de
 * facturation, both electronic addresses, the SIRENs, the VAT exigibility, the notes PMD, PMT, AAB.
 * A document without them is refused by the same checks (they can fail).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { type BillingSettings, type Client, getDataStore, type Invoice, paths } from 'shared-data';
import { DEMO_IDS, freshDemoData, resetDataForTests, seedClient, signInAs } from 'shared-data/testing';
import { createAvoir, issueInvoice, saveDraft } from '../invoices/api/invoiceActions.ts';
import {
  emptyInvoiceForm,
  emptyLine,
  FRANCHISE_MENTION,
  type InvoiceFormValues,
  type InvoiceLineValues,
} from '../invoices/model/invoiceForm.ts';
import { writeAsServer } from '../invoices/testing/platform.ts';
import { recordPayment } from '../payments/api/paymentActions.ts';
import { withCreditedIssueDate } from './api/pdfActions.ts';
import { buildCiiXml } from './model/cii.ts';
import { NO_DISCOUNT_MENTION, RECOVERY_FEE_MENTION, RECOVERY_FEE_NOT_APPLICABLE } from './model/mentions.ts';
import {
  checkAgainstSchematrons,
  committedSef,
  describeIssues,
  prepareSchematrons,
  runSchematron,
  SCHEMATRONS,
  type SchematronReport,
} from './testing/schematron.ts';
import { issueDeductingProvisions } from './testing/provisions.ts';
import { validateAgainstXsd } from './testing/xsd.ts';

// xmllint (WebAssembly) and SaxonJS on a loaded two-core machine.
jest.setTimeout(60_000);

const firmId = DEMO_IDS.firmId;
const uid = DEMO_IDS.ownerUid;
// A year the demo has not numbered yet.
const ISSUE = '2030-01-15';
const BUSINESS_SIREN = '732829320';

const line = (
  kind: InvoiceLineValues['kind'],
  designation: string,
  quantity: string,
  unitPrice: string,
  vatRate: '20' | '0' = kind === 'debours' ? '0' : '20',
): InvoiceLineValues => ({ ...emptyLine(kind), designation, quantity, unitPrice, vatRate });

const business = () =>
  seedClient({
    kind: 'morale',
    raisonSociale: 'Société Lambert Immobilier',
    forme: 'SAS',
    siren: BUSINESS_SIREN,
    email: 'compta@lambert.example',
    address: '8 quai Saint-Antoine, 69002 Lyon',
  } as Partial<Client>);
const individual = () =>
  seedClient({ nom: 'Moreau', prenom: 'Anne', email: 'anne.moreau@example.fr', address: '3 rue Mercière, 69002 Lyon' });

async function issue(
  client: { id: string },
  lines: InvoiceLineValues[],
  over: Partial<InvoiceFormValues> = {},
  settings: Partial<BillingSettings> = {},
): Promise<string> {
  if (Object.keys(settings).length) await getDataStore().update(paths.settings(firmId, 'billing'), settings);
  const form = emptyInvoiceForm({ clientId: client.id, dueDate: '2030-02-15', paymentTerms: 'Paiement à 30 jours.' });
  const values = { ...form, lines, periodStart: '2030-01-01', periodEnd: '2030-01-14', ...over };
  const id = await saveDraft({ firmId, uid, values });
  await issueInvoice({ firmId, uid, id, issueDate: ISSUE });
  return id;
}

const read = async (id: string) => (await getDataStore().get<Invoice>(paths.invoice(firmId, id))).data!;

/** The Factur-X XML of an issued invoice, as its PDF embeds it (invoicePdf.ts): from the sealed invoice. */
const xmlOf = (invoice: Invoice) =>
  buildCiiXml({ invoice, issuer: invoice.issuerSnapshot!, client: invoice.clientSnapshot! });

const FEES = [line('honoraires', 'Rédaction de conclusions', '2,5', '240')];
const FEES_AND_DEBOURS = [
  ...FEES,
  line('debours', 'Frais de greffe', '1', '35,50'),
  line('debours', 'Copies', '3', '4,15'),
];

/** Each case issues what it names and gives the id of the document whose XML is checked. */
const CASES: [string, () => Promise<string>][] = [
  ['a business client with its SIREN', async () => issue(await business(), FEES)],
  [
    'a business client the PA’s directory routes to an address of its own (sealed at issue)',
    async () => {
      await writeAsServer(paths.directoryLookup(firmId, BUSINESS_SIREN), {
        siren: BUSINESS_SIREN,
        status: 'joignable',
        electronicAddress: `${BUSINESS_SIREN}_COMPTA-FOURNISSEURS`,
        name: 'Société Lambert Immobilier',
        message: null,
        checkedAt: '2030-01-10T09:00:00.000Z',
      });
      const id = await issue(await business(), FEES_AND_DEBOURS);
      expect((await read(id)).clientSnapshot?.electronicAddress).toBe(`${BUSINESS_SIREN}_COMPTA-FOURNISSEURS`);
      return id;
    },
  ],
  ['an individual', async () => issue(await individual(), FEES)],
  ['with débours (outside VAT)', async () => issue(await business(), FEES_AND_DEBOURS)],
  [
    'under the VAT franchise (art. 293 B du CGI)',
    async () =>
      issue(
        await individual(),
        [line('honoraires', 'Consultation juridique', '1,5', '133,33', '0'), line('debours', 'Timbre', '1', '8')],
        { vatExemptMention: FRANCHISE_MENTION },
        { vatFranchise: true, vatNumber: '' },
      ),
  ],
  ['with a provision deducted', async () => issue(await business(), FEES_AND_DEBOURS, { provision: '300' })],
  [
    'deducting demandes de provision received (with their VAT and débours)',
    async () => {
      const { id } = await issueDeductingProvisions({
        firmId,
        uid,
        clientId: (await business()).id,
        lines: FEES_AND_DEBOURS,
        issueDate: ISSUE,
      });
      expect(await read(id)).toMatchObject({ provisionCents: 40_000, provisionVatCents: 6_504 });
      return id;
    },
  ],
  [
    'partially paid',
    async () => {
      const id = await issue(await individual(), FEES_AND_DEBOURS, { provision: '100' });
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
    'an avoir cancelling a business invoice (débours, provision)',
    async () => {
      const id = await issue(await business(), FEES_AND_DEBOURS, { provision: '100' });
      return (await createAvoir({ firmId, uid, invoiceId: id, request: { mode: 'total' }, issueDate: ISSUE })).id;
    },
  ],
  [
    'a partial avoir to an individual',
    async () => {
      const id = await issue(await individual(), FEES_AND_DEBOURS);
      const request = { mode: 'partial', amountHtCents: 12_345, reason: 'Geste commercial' } as const;
      return (await createAvoir({ firmId, uid, invoiceId: id, request, issueDate: ISSUE })).id;
    },
  ],
  [
    'VAT on débits (the cabinet’s option), with an exempt line',
    async () =>
      issue(
        await business(),
        [...FEES_AND_DEBOURS, line('emoluments', 'Émolument exonéré', '1', '78,90', '0')],
        { vatExemptMention: 'Exonération de TVA, art. 261 C du CGI' },
        { vatRegime: 'debits' },
      ),
  ],
  [
    'a business without SIREN (addressed by its e-mail)',
    async () =>
      issue(
        await seedClient({
          kind: 'morale',
          raisonSociale: 'Association des Amis du Palais',
          forme: 'Association',
          siren: '',
          email: 'tresorier@amis-du-palais.example',
        } as Partial<Client>),
        FEES,
      ),
  ],
];

// The committed SEFs, read back in about a second (compiled here only when they no longer match).
beforeAll(() => prepareSchematrons(), 300_000);

it('runs the committed SEFs: compiled from these XSLTs by this SaxonJS', () => {
  for (const xslt of Object.values(SCHEMATRONS)) {
    const sef = committedSef(xslt);
    expect(
      existsSync(sef) ? 'à jour' : `${path.basename(sef)} manque : npm run rfe:compile -w mf-billing-accounting`,
    ).toBe('à jour');
  }
});

beforeEach(async () => {
  await freshDemoData();
  signInAs(uid);
});
// Closes the database and its change channel: a Node test environment keeps an open one alive.
afterAll(() => resetDataForTests());

const tag = (xml: string, pattern: string) => new RegExp(pattern).exec(xml)?.[1] ?? null;
const notes = (xml: string) =>
  Object.fromEntries(
    [...xml.matchAll(/<ram:IncludedNote><ram:Content>([^<]*)<\/ram:Content><ram:SubjectCode>(\w+)</g)].map((m) => [
      m[2]!,
      m[1]!,
    ]),
  );

describe('every invoice the cabinet issues passes both official schematrons (Factur-X EN 16931, BR-FR)', () => {
  it.each(CASES)('%s', async (_name, make) => {
    const invoice = await read(await make());
    expect(invoice.status).toBe('issued');
    const xml = xmlOf(invoice);
    const report = await checkAgainstSchematrons(xml);
    expect(describeIssues(report.errors)).toEqual([]);
    // The one warning left: the header delivery group is empty (services have no delivery).
    expect(report.warnings.map((w) => w.id)).toEqual(['FX-SCH-A-000372']);
    await validateAgainstXsd(xml, `${invoice.number}.xml`);
    // What was received before (a provision, demandes de provision deducted) is the prepaid amount
    // (BT-113), and the rest is due (BR-CO-16).
    const amount = (name: string) => tag(xml, `<ram:${name}>([\\d.]+)<`);
    expect(amount('TotalPrepaidAmount')).toBe((invoice.provisionCents / 100).toFixed(2));
    expect(amount('DuePayableAmount')).toBe((invoice.netToPayCents / 100).toFixed(2));

    // The reform's data, as sealed on the invoice.
    const issuer = invoice.issuerSnapshot!;
    const client = invoice.clientSnapshot!;
    const sellerSiren = issuer.siret.slice(0, 9);
    expect(tag(xml, '<ram:BusinessProcessSpecifiedDocumentContextParameter><ram:ID>(\\w+)<')).toBe('S1');
    expect(xml).toContain(`<ram:GlobalID schemeID="0009">${issuer.siret}</ram:GlobalID>`);
    expect(tag(xml, '<ram:SellerTradeParty>.*?<ram:URIID schemeID="0225">(\\d+)<')).toBe(sellerSiren);
    const buyer = /<ram:BuyerTradeParty>.*?<\/ram:BuyerTradeParty>/.exec(xml)![0];
    if (client.siren) {
      expect(buyer).toContain(`<ram:ID schemeID="0002">${client.siren}</ram:ID>`);
      // The directory's address sealed at issue (it starts with the SIREN), else the SIREN.
      expect(buyer).toContain(`<ram:URIID schemeID="0225">${client.electronicAddress ?? client.siren}</ram:URIID>`);
    } else {
      expect(buyer).toContain(`<ram:URIID schemeID="EM">${client.email}</ram:URIID>`);
    }
    const written = notes(xml);
    expect(written.BAR).toBe(client.siren ? 'B2B' : client.kind === 'physique' ? 'B2C' : undefined);
    expect(written.AAB).toBe(invoice.kind === 'avoir' ? 'Escompte : sans objet (avoir).' : NO_DISCOUNT_MENTION);
    if (invoice.kind === 'facture')
      expect(written.PMT).toBe(client.kind === 'morale' ? RECOVERY_FEE_MENTION : RECOVERY_FEE_NOT_APPLICABLE);
    expect(written.PMD).toBeDefined();
    const dueCodes = [...xml.matchAll(/<ram:DueDateTypeCode>(\d+)</g)].map((m) => m[1]);
    if (issuer.vatFranchise) expect(dueCodes).toEqual([]);
    else expect(new Set(dueCodes)).toEqual(new Set([issuer.vatRegime === 'debits' ? '5' : '72']));
    if (invoice.kind === 'avoir')
      expect(xml).toMatch(
        /<ram:InvoiceReferencedDocument><ram:IssuerAssignedID>FA-2030-0001<\/ram:IssuerAssignedID><ram:FormattedIssueDateTime><qdt:DateTimeString format="102">20300115</,
      );
  });
});

describe('what the cabinet issued before', () => {
  it('the demo’s invoices and avoirs pass too; an older avoir gets its invoice’s date when its PDF is made', async () => {
    const { docs } = await getDataStore().query<Invoice>({ collection: paths.invoices(firmId) });
    const issued = docs.map((doc) => doc.data).filter((invoice) => invoice.status === 'issued');
    const avoirs = issued.filter((invoice) => invoice.kind === 'avoir');
    expect(avoirs.length).toBeGreaterThan(0);
    for (const invoice of issued.filter((invoice) => invoice.kind === 'facture').slice(0, 5))
      expect(describeIssues((await checkAgainstSchematrons(xmlOf(invoice))).errors)).toEqual([]);
    for (const avoir of avoirs) {
      // Written before the corrected invoice's date was sealed on an avoir: BT-26 is missing.
      expect(avoir.creditForIssueDate).toBeUndefined();
      expect((await runSchematron('brfr', xmlOf(avoir))).errors.map((issue) => issue.id)).toEqual(['BR-FR-CO-05_BT-3']);
      const complete = await withCreditedIssueDate(avoir, firmId);
      expect(complete.creditForIssueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(describeIssues((await checkAgainstSchematrons(xmlOf(complete))).errors)).toEqual([]);
    }
  });
});

describe('the checks are real: a document a platform would reject fails them', () => {
  let xml = '';
  beforeEach(async () => {
    xml = xmlOf(await read(await issue(await business(), FEES_AND_DEBOURS, { provision: '100' })));
  });

  const errorIds = (report: SchematronReport) => report.errors.map((issue) => issue.id);

  it('BR-FR: without the cadre de facturation (BT-23), the electronic addresses or the discount mention', async () => {
    expect(errorIds(await runSchematron('brfr', xml))).toEqual([]);
    const noCadre = xml.replace(/<ram:BusinessProcessSpecifiedDocumentContextParameter>.*?<\/ram:ID>[^\n]*\n/, '');
    expect(noCadre).not.toContain('<ram:ID>S1</ram:ID>');
    expect(errorIds(await runSchematron('brfr', noCadre))).toEqual(['BR-FR-08_BT-23']);
    const noAddresses = xml.replace(/<ram:URIUniversalCommunication>.*?<\/ram:URIUniversalCommunication>/g, '');
    expect(errorIds(await runSchematron('brfr', noAddresses)).sort()).toEqual([
      'BR-FR-12_BT-49',
      'BR-FR-13_BT-34',
      // BAR B2B: the client's address must be its SIREN in the directory's scheme.
      'BR-FR-21_BT-49',
    ]);
    // A directory address that does not start with the client's SIREN: what issuing never seals.
    const misrouted = xml.replace(
      `<ram:URIID schemeID="0225">${BUSINESS_SIREN}</ram:URIID>`,
      '<ram:URIID schemeID="0225">999999999_AUTRE</ram:URIID>',
    );
    expect(misrouted).not.toBe(xml);
    expect(errorIds(await runSchematron('brfr', misrouted))).toEqual(['BR-FR-21_BT-49']);
    const noDiscount = xml.replace(
      /<ram:IncludedNote><ram:Content>[^<]*<\/ram:Content><ram:SubjectCode>AAB<[^\n]*\n/,
      '',
    );
    expect(errorIds(await runSchematron('brfr', noDiscount))).toEqual(['BR-FR-05_BT-22_AAB']);
    const avoirWithoutDate = xml
      .replace('<ram:TypeCode>380</ram:TypeCode>', '<ram:TypeCode>381</ram:TypeCode>')
      .replace(
        '</ram:SpecifiedTradeSettlementHeaderMonetarySummation>',
        '$&<ram:InvoiceReferencedDocument><ram:IssuerAssignedID>FA-2030-0001</ram:IssuerAssignedID></ram:InvoiceReferencedDocument>',
      );
    expect(errorIds(await runSchematron('brfr', avoirWithoutDate))).toEqual(['BR-FR-CO-05_BT-3']);
  });

  it('Factur-X EN 16931: totals that do not add up, a code outside its list', async () => {
    expect(errorIds(await runSchematron('en16931', xml))).toEqual([]);
    const grand = /<ram:GrandTotalAmount>([\d.]+)</.exec(xml)![1]!;
    const wrongTotal = xml.replace(
      `<ram:GrandTotalAmount>${grand}<`,
      `<ram:GrandTotalAmount>${(Number(grand) + 1).toFixed(2)}<`,
    );
    expect(errorIds(await runSchematron('en16931', wrongTotal))).toEqual(
      expect.arrayContaining(['FX-SCH-A-000121']), // BR-CO-15: TTC = HT + TVA
    );
    const badSubject = xml.replace('<ram:SubjectCode>AAB</ram:SubjectCode>', '<ram:SubjectCode>QQ9</ram:SubjectCode>');
    expect(errorIds(await runSchematron('en16931', badSubject))).toEqual(['FX-SCH-A-000162']);
  });
});
