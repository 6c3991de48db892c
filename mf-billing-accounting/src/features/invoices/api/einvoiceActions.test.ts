/**
 * @jest-environment node
 *
 * Issuing to a business when the cabinet has a plateforme agréée, through the real actions, the
 * IndexedDB adapter and its policy: the directory's address is sealed in the client snapshot, the
 * Factur-X PDF (carrying that address as BT-49) is stored where the server side reads it; an
 * individual's invoice stores nothing; a failed upload loses nothing and can be done again.
 */
import {
  type Client,
  DATA_MESSAGES,
  DataError,
  type DirectoryLookup,
  getDataStore,
  getFileStore,
  type Invoice,
  paths,
} from 'shared-data';
import { DEMO_IDS, freshDemoData, resetDataForTests, seedClient, signInAs } from 'shared-data/testing';
import { readPdf } from 'tooling/src/testing/pdf.ts';
import { emptyInvoiceForm, emptyLine } from '../model/invoiceForm.ts';
import { servePdfAssets, writeAsServer } from '../testing/platform.ts';
import { depositSealedPdf, sealedPdfStored } from './einvoiceActions.ts';
import { createAvoir, issueInvoice, saveDraft } from './invoiceActions.ts';

// Building a PDF (fonts subset) and reading it back take seconds on a loaded machine.
jest.setTimeout(120_000);

const firmId = DEMO_IDS.firmId;
const uid = DEMO_IDS.ownerUid;
const ISSUE = '2030-01-15';
const SIREN = '732829320';
const ROUTED = `${SIREN}_FACTURES`;

const business = () =>
  seedClient({
    kind: 'morale',
    raisonSociale: 'Société Lambert Immobilier',
    forme: 'SAS',
    siren: SIREN,
    email: 'compta@lambert.example',
    address: '8 quai Saint-Antoine, 69002 Lyon',
  } as Partial<Client>);
const individual = () =>
  seedClient({ nom: 'Moreau', prenom: 'Anne', email: 'anne.moreau@example.fr', address: '3 rue Mercière, 69002 Lyon' });

async function draftFor(client: { id: string }): Promise<string> {
  const form = emptyInvoiceForm({ clientId: client.id, dueDate: '2030-02-15', paymentTerms: 'Paiement à 30 jours.' });
  const lines = [{ ...emptyLine('honoraires'), designation: 'Consultation', quantity: '2', unitPrice: '150' }];
  return saveDraft({ firmId, uid, values: { ...form, lines } });
}

const read = async (id: string) => (await getDataStore().get<Invoice>(paths.invoice(firmId, id))).data!;
const storedPdf = async (id: string) =>
  new Uint8Array(await (await getFileStore().read(paths.sealedInvoicePdf(firmId, id))).arrayBuffer());
const buyerOf = (xml: string) => /<ram:BuyerTradeParty>.*?<\/ram:BuyerTradeParty>/s.exec(xml)?.[0] ?? '';

async function directorySays(lookup: Partial<DirectoryLookup>): Promise<void> {
  await writeAsServer(paths.directoryLookup(firmId, SIREN), {
    siren: SIREN,
    status: 'joignable',
    electronicAddress: ROUTED,
    name: 'Société Lambert Immobilier',
    message: null,
    checkedAt: '2030-01-10T09:00:00.000Z',
    ...lookup,
  });
}

let restoreFetch: () => void = () => undefined;
beforeEach(async () => {
  await freshDemoData();
  signInAs(uid);
  restoreFetch = servePdfAssets();
});
afterEach(() => {
  restoreFetch();
  jest.restoreAllMocks();
});
afterAll(() => resetDataForTests());

describe('issuing to a business through the plateforme agréée', () => {
  it('seals the directory’s address and stores the Factur-X PDF (with it as BT-49) at the sealed path', async () => {
    // The demo cabinet has its PA configured (settings/einvoicing).
    expect((await getDataStore().get(paths.settings(firmId, 'einvoicing'))).exists).toBe(true);
    await directorySays({});
    const id = await draftFor(await business());
    const { number, platformPdf } = await issueInvoice({ firmId, uid, id, issueDate: ISSUE });
    expect(platformPdf).toEqual({ state: 'stored' });

    const invoice = await read(id);
    expect(invoice.number).toBe(number);
    expect(invoice.clientSnapshot).toMatchObject({ siren: SIREN, electronicAddress: ROUTED });
    const bytes = await storedPdf(id);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const pdf = await readPdf(bytes);
    const xml = new TextDecoder().decode(pdf.attachments['factur-x.xml']);
    expect(buyerOf(xml)).toContain(`<ram:URIID schemeID="0225">${ROUTED}</ram:URIID>`);
    expect(xml).toContain(`<ram:ID>${number}</ram:ID>`);
    expect(await sealedPdfStored({ firmId, invoiceId: id })).toBe(true);
  });

  it('seals the SIREN when the directory gives no address it can receive at', async () => {
    await directorySays({ status: 'nonJoignable', electronicAddress: null });
    const id = await draftFor(await business());
    expect((await issueInvoice({ firmId, uid, id, issueDate: ISSUE })).platformPdf.state).toBe('stored');
    expect((await read(id)).clientSnapshot?.electronicAddress).toBe(SIREN);
    const xml = new TextDecoder().decode((await readPdf(await storedPdf(id))).attachments['factur-x.xml']);
    expect(buyerOf(xml)).toContain(`<ram:URIID schemeID="0225">${SIREN}</ram:URIID>`);
  });

  it('never seals an address that does not start with the client’s SIREN (a platform routes on it)', async () => {
    await directorySays({ electronicAddress: '999999999_AUTRE' });
    const id = await draftFor(await business());
    await issueInvoice({ firmId, uid, id, issueDate: ISSUE });
    expect((await read(id)).clientSnapshot?.electronicAddress).toBe(SIREN);
  });

  it('an avoir on such an invoice goes to the PA too: its PDF is stored', async () => {
    await directorySays({});
    const id = await draftFor(await business());
    await issueInvoice({ firmId, uid, id, issueDate: ISSUE });
    const avoir = await createAvoir({ firmId, uid, invoiceId: id, request: { mode: 'total' }, issueDate: ISSUE });
    expect(avoir.platformPdf).toEqual({ state: 'stored' });
    expect((await read(avoir.id)).clientSnapshot?.electronicAddress).toBe(ROUTED);
    expect(new TextDecoder().decode((await storedPdf(avoir.id)).slice(0, 5))).toBe('%PDF-');
  });
});

describe('right after the issuing transaction', () => {
  it('builds the PDF from the invoice the transaction sealed, even when a read still answers the draft', async () => {
    const id = await draftFor(await business());
    const store = getDataStore();
    const draft = await read(id);
    const get = store.get.bind(store);
    // A transaction's writes reach the local cache only through the listeners: a read at once may
    // still give the draft (seen on the Firestore build under load).
    const stale = jest
      .spyOn(store, 'get')
      .mockImplementation(((path: string) =>
        path === paths.invoice(firmId, id)
          ? Promise.resolve({ id, path, exists: true, data: draft })
          : get(path)) as typeof store.get);
    try {
      expect((await issueInvoice({ firmId, uid, id, issueDate: ISSUE })).platformPdf).toEqual({ state: 'stored' });
    } finally {
      stale.mockRestore();
    }
    expect(await sealedPdfStored({ firmId, invoiceId: id })).toBe(true);
  });
});

describe('what does not go through the PA stores nothing', () => {
  it('an invoice to an individual', async () => {
    const id = await draftFor(await individual());
    expect((await issueInvoice({ firmId, uid, id, issueDate: ISSUE })).platformPdf).toEqual({ state: 'none' });
    expect((await read(id)).clientSnapshot?.electronicAddress).toBeUndefined();
    await expect(getFileStore().read(paths.sealedInvoicePdf(firmId, id))).rejects.toMatchObject({
      code: 'not-found',
    });
    await expect(depositSealedPdf({ firmId, invoiceId: id })).rejects.toBeInstanceOf(DataError);
  });

  it('a business invoice when the cabinet has no PA configured', async () => {
    await getDataStore().delete(paths.settings(firmId, 'einvoicing'));
    await directorySays({});
    const id = await draftFor(await business());
    expect((await issueInvoice({ firmId, uid, id, issueDate: ISSUE })).platformPdf).toEqual({ state: 'none' });
    expect((await read(id)).clientSnapshot?.electronicAddress).toBeUndefined();
    expect(await sealedPdfStored({ firmId, invoiceId: id })).toBe(false);
  });
});

describe('a failed upload loses nothing', () => {
  it('the invoice is issued, the failure said in French; depositing again stores the PDF', async () => {
    const upload = jest
      .spyOn(getFileStore(), 'upload')
      .mockRejectedValueOnce(new DataError('unavailable', DATA_MESSAGES.offline));
    const id = await draftFor(await business());
    const { platformPdf } = await issueInvoice({ firmId, uid, id, issueDate: ISSUE });
    expect(platformPdf).toEqual({ state: 'failed', message: DATA_MESSAGES.offline });
    expect(upload).toHaveBeenCalledTimes(1);
    const invoice = await read(id);
    expect(invoice.status).toBe('issued');
    expect(invoice.clientSnapshot?.electronicAddress).toBe(SIREN);
    expect(await sealedPdfStored({ firmId, invoiceId: id })).toBe(false);

    await depositSealedPdf({ firmId, invoiceId: id });
    expect(await sealedPdfStored({ firmId, invoiceId: id })).toBe(true);
    expect(new TextDecoder().decode((await storedPdf(id)).slice(0, 5))).toBe('%PDF-');
  });
});
