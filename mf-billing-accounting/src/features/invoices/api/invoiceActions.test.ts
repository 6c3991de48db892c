import {
  type BillingSettings,
  type Client,
  DATA_MESSAGES,
  DataError,
  frVatNumberProblem,
  getDataStore,
  isValidIban,
  paths,
  type Invoice,
  type TimeEntry,
} from 'shared-data';
import { DEMO_IDS, freshDemoData, seedCase, seedClient, seedTimeEntry, signInAs } from 'shared-data/testing';
import { recordPayment } from '../../payments/api/paymentActions.ts';
import type { InvoiceFormValues } from '../model/invoiceForm.ts';
import { invoiceSearchTokens } from 'shared-data/search';
import { computeTotals } from 'shared-data/invoiceTotals';
import { NO_BUYER_ADDRESS } from 'shared-data';
import { createAvoir, deleteDraft, IssueRefused, issueInvoice, saveDraft } from './invoiceActions.ts';

jest.setTimeout(60_000);

const firmId = DEMO_IDS.firmId;
const uid = DEMO_IDS.ownerUid;
// A year the demo has not numbered yet: the sequence starts at 0001.
const ISSUE = '2030-01-15';

async function values(over: Partial<InvoiceFormValues> = {}): Promise<InvoiceFormValues> {
  // An individual with an e-mail address: the electronic address an invoice carries (BT-49).
  const client = over.clientId
    ? { id: over.clientId }
    : await seedClient({ nom: 'Facturé', email: 'facture@example.fr' });
  return {
    clientId: client.id,
    caseId: '',
    lines: [
      { kind: 'honoraires', designation: 'Conseil', quantity: '2', unitPrice: '250', vatRate: '20', timeEntryIds: [] },
      { kind: 'debours', designation: 'Greffe', quantity: '1', unitPrice: '35,50', vatRate: '0', timeEntryIds: [] },
    ],
    provision: '100',
    dueDate: '2030-02-15',
    paymentTerms: 'Paiement à 30 jours.',
    periodStart: '',
    periodEnd: '',
    vatExemptMention: '',
    ...over,
  };
}

const read = async (id: string) => (await getDataStore().get<Invoice>(paths.invoice(firmId, id))).data!;

beforeEach(async () => {
  await freshDemoData();
  signInAs(uid);
});

describe('drafts', () => {
  it('stores totals in cents, reserves the time entries it uses and frees them when deleted', async () => {
    const dossier = await seedCase({});
    const entry = await seedTimeEntry({ caseId: dossier.id, minutes: 90, rateCents: 20_000 });
    const form = await values({ caseId: dossier.id });
    form.lines[0] = { ...form.lines[0]!, timeEntryIds: [entry.id] };
    const id = await saveDraft({ firmId, uid, values: form });
    const draft = await read(id);
    expect(draft).toMatchObject({
      status: 'draft',
      number: null,
      totalHtCents: 50_000,
      totalTvaCents: 10_000,
      deboursCents: 3_550,
      totalTtcCents: 63_550,
      provisionCents: 10_000,
      netToPayCents: 53_550,
    });
    const reserved = (await getDataStore().get<TimeEntry>(paths.timeEntry(firmId, entry.id))).data!;
    expect(reserved.invoiceId).toBe(id);
    // Another draft cannot pull the same entry.
    await expect(saveDraft({ firmId, uid, values: { ...form } })).rejects.toBeInstanceOf(DataError);
    await deleteDraft({ firmId, uid, id });
    const freed = (await getDataStore().get<TimeEntry>(paths.timeEntry(firmId, entry.id))).data!;
    expect(freed.invoiceId).toBeNull();
    expect(freed.billed).toBe(false);
  });
});

describe('issuing', () => {
  it('numbers two parallel issues without duplicate or gap, and seals the identities', async () => {
    const [a, b] = await Promise.all([
      saveDraft({ firmId, uid, values: await values() }),
      saveDraft({ firmId, uid, values: await values() }),
    ]);
    const results = await Promise.all([
      issueInvoice({ firmId, uid, id: a, issueDate: ISSUE }),
      issueInvoice({ firmId, uid, id: b, issueDate: ISSUE }),
    ]);
    expect(results.map((r) => r.number).sort()).toEqual(['FA-2030-0001', 'FA-2030-0002']);
    const counter = (await getDataStore().get<{ value: number }>(paths.counter(firmId, 'invoices-2030'))).data;
    expect(counter?.value).toBe(2);
    const issued = await read(a);
    expect(issued.status).toBe('issued');
    expect(issued.issuerSnapshot?.siret).toMatch(/^\d{14}$/);
    expect(issued.clientSnapshot?.name).toBeTruthy();
    // Later edits of the cabinet's identity do not change the issued invoice.
    await getDataStore().update(paths.settings(firmId, 'billing'), { legalName: 'Autre nom' });
    expect((await read(a)).issuerSnapshot?.legalName).toBe(issued.issuerSnapshot?.legalName);
  });

  it('seals the totals computed from the lines it seals, whatever the draft carried', async () => {
    const id = await saveDraft({ firmId, uid, values: await values() });
    // A draft whose stored totals are stale (written by an older version, say): a draft is free.
    await getDataStore().update(paths.invoice(firmId, id), { totalTvaCents: 1, totalTtcCents: 1, netToPayCents: 1 });
    await issueInvoice({ firmId, uid, id, issueDate: ISSUE });
    const sealed = await read(id);
    expect(sealed).toMatchObject(computeTotals(sealed.lines, sealed.provisionCents));
    expect(sealed).toMatchObject({ totalTvaCents: 10_000, totalTtcCents: 63_550, netToPayCents: 53_550 });
  });

  it('marks the time entries billed', async () => {
    const dossier = await seedCase({});
    const entry = await seedTimeEntry({ caseId: dossier.id });
    const form = await values({ caseId: dossier.id });
    form.lines[0] = { ...form.lines[0]!, timeEntryIds: [entry.id] };
    const id = await saveDraft({ firmId, uid, values: form });
    await issueInvoice({ firmId, uid, id, issueDate: ISSUE });
    const billed = (await getDataStore().get<TimeEntry>(paths.timeEntry(firmId, entry.id))).data!;
    expect(billed).toMatchObject({ billed: true, invoiceId: id });
  });

  it('refuses an issue date before the previous issued invoice’s', async () => {
    const a = await saveDraft({ firmId, uid, values: await values() });
    const b = await saveDraft({ firmId, uid, values: await values() });
    await issueInvoice({ firmId, uid, id: a, issueDate: ISSUE });
    await expect(issueInvoice({ firmId, uid, id: b, issueDate: '2030-01-10' })).rejects.toThrow(
      /ne peut pas précéder celle de la dernière facture émise \(15\/01\/2030\)/,
    );
    expect((await read(b)).status).toBe('draft');
  });

  it('refuses without a complete billing identity and says where to fix it', async () => {
    await getDataStore().update(paths.settings(firmId, 'billing'), { siret: '123' });
    const id = await saveDraft({ firmId, uid, values: await values() });
    const failure = await issueInvoice({ firmId, uid, id, issueDate: ISSUE }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(IssueRefused);
    expect((failure as IssueRefused).needsSettings).toBe(true);
    expect((failure as IssueRefused).message).toContain('un SIRET valide');
    // Nothing was numbered.
    expect((await getDataStore().get(paths.counter(firmId, 'invoices-2030'))).data).toBeNull();
  });

  it('issues with a VAT number and an IBAN the billing settings accept (one rule for both)', async () => {
    const settingsPath = paths.settings(firmId, 'billing');
    const siren = (await getDataStore().get<BillingSettings>(settingsPath)).data!.siret.slice(0, 9);
    // An alphanumeric VAT key (some entities have one) and a foreign IBAN, as /app/settings/billing saves them.
    const vatNumber = `FRK7${siren}`;
    const iban = 'DE89 3704 0044 0532 0130 00';
    // The rule /app/settings/billing validates with (shared-data) accepts both.
    expect(frVatNumberProblem(vatNumber, siren)).toBeNull();
    expect(isValidIban(iban)).toBe(true);
    await getDataStore().update(settingsPath, { vatNumber, iban, bic: 'COBADEFFXXX' });
    const id = await saveDraft({ firmId, uid, values: await values() });
    const { number } = await issueInvoice({ firmId, uid, id, issueDate: ISSUE });
    expect(number).toBe('FA-2030-0001');
    expect((await read(id)).issuerSnapshot).toMatchObject({ vatNumber, iban: 'DE89370400440532013000' });
  });

  it('refuses a client with neither SIREN nor e-mail: the invoice would carry no electronic address', async () => {
    const client = await seedClient({ nom: 'Injoignable', email: '' });
    const id = await saveDraft({ firmId, uid, values: await values({ clientId: client.id }) });
    const failure = await issueInvoice({ firmId, uid, id, issueDate: ISSUE }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(IssueRefused);
    expect((failure as IssueRefused).needsSettings).toBe(false);
    expect((failure as IssueRefused).needsClient).toBe(true);
    expect((failure as IssueRefused).message).toBe(NO_BUYER_ADDRESS);
    expect((await read(id)).status).toBe('draft');
    expect((await getDataStore().get(paths.counter(firmId, 'invoices-2030'))).data).toBeNull();
    // A business is addressed by its SIREN, an e-mail is then not needed.
    const business = await seedClient({
      kind: 'morale',
      raisonSociale: 'Société Lambert Immobilier',
      siren: '732829320',
      forme: 'SAS',
      email: '',
    } as Partial<Client>);
    const other = await saveDraft({ firmId, uid, values: await values({ clientId: business.id }) });
    await issueInvoice({ firmId, uid, id: other, issueDate: ISSUE });
    expect((await read(other)).clientSnapshot).toMatchObject({ kind: 'morale', siren: '732829320' });
  });

  it('seals the VAT regime of the billing settings (encaissements unless débits was chosen)', async () => {
    const first = await saveDraft({ firmId, uid, values: await values() });
    await issueInvoice({ firmId, uid, id: first, issueDate: ISSUE });
    expect((await read(first)).issuerSnapshot).toMatchObject({ vatRegime: 'encaissements' });
    await getDataStore().update(paths.settings(firmId, 'billing'), { vatRegime: 'debits' });
    const second = await saveDraft({ firmId, uid, values: await values() });
    await issueInvoice({ firmId, uid, id: second, issueDate: ISSUE });
    expect((await read(second)).issuerSnapshot).toMatchObject({ vatRegime: 'debits' });
    // Sealed: a later change of the settings leaves the first invoice as issued.
    expect((await read(first)).issuerSnapshot).toMatchObject({ vatRegime: 'encaissements' });
  });

  it('seals the issued invoice: content updates and deletes are refused by the policy', async () => {
    const id = await saveDraft({ firmId, uid, values: await values() });
    await issueInvoice({ firmId, uid, id, issueDate: ISSUE });
    const store = getDataStore();
    await expect(store.update(paths.invoice(firmId, id), { totalHtCents: 1 })).rejects.toMatchObject({
      code: 'permission-denied',
      message: DATA_MESSAGES.issuedInvoice,
    });
    await expect(store.delete(paths.invoice(firmId, id))).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(saveDraft({ firmId, uid, id, values: await values() })).rejects.toThrow(/Seul un brouillon/);
    await expect(deleteDraft({ firmId, uid, id })).rejects.toThrow(/avoir/);
  });
});

describe('payments and avoirs', () => {
  it('records a partial payment, refuses one above what remains (with the amount), then settles', async () => {
    const id = await saveDraft({ firmId, uid, values: await values() });
    await issueInvoice({ firmId, uid, id, issueDate: ISSUE });
    const pay = (amount: string) =>
      recordPayment({
        firmId,
        uid,
        invoiceId: id,
        values: { date: '2030-01-20', amount, method: 'virement', reference: '' },
        today: '2030-01-31',
      });
    expect((await pay('200')).remainingCents).toBe(33_550);
    await expect(pay('400')).rejects.toThrow(/il reste 335,50\s€ à régler/);
    expect((await pay('335,50')).remainingCents).toBe(0);
    expect(await read(id)).toMatchObject({ paidCents: 53_550, lastPaymentDate: '2030-01-20' });
  });

  it('issues an avoir in the same sequence, referencing the invoice', async () => {
    const id = await saveDraft({ firmId, uid, values: await values() });
    await issueInvoice({ firmId, uid, id, issueDate: ISSUE });
    const avoir = await createAvoir({
      firmId,
      uid,
      invoiceId: id,
      request: { mode: 'partial', amountHtCents: 10_000, reason: 'Geste commercial' },
      issueDate: '2030-01-16',
    });
    expect(avoir.number).toBe('FA-2030-0002');
    const stored = await read(avoir.id);
    expect(stored).toMatchObject({
      kind: 'avoir',
      creditFor: id,
      creditForNumber: 'FA-2030-0001',
      creditForIssueDate: ISSUE,
      netToPayCents: 12_000,
    });
    expect((await read(id)).creditedCents).toBe(12_000);
  });
});

describe('what the list searches and shows, stored with each document', () => {
  it('a draft stores its dossier’s reference and its client’s name as tokens; issuing adds its number', async () => {
    const client = await seedClient({ nom: 'Lefèvre', prenom: 'Hélène', email: 'h.lefevre@example.fr' });
    const dossier = await seedCase({ reference: '2030-0042', clientIds: [client.id] });
    const id = await saveDraft({ firmId, uid, values: await values({ clientId: client.id, caseId: dossier.id }) });
    const draft = await read(id);
    expect(draft.caseReference).toBe('2030-0042');
    expect(draft.searchTokens).toEqual(expect.arrayContaining(['lefevre', 'helene', '20300042']));
    expect(draft.searchTokens).toEqual(
      invoiceSearchTokens({ number: null, creditForNumber: null, caseReference: '2030-0042' }, 'LEFÈVRE Hélène'),
    );
    // Changing the dossier of the draft changes what it stores.
    const other = await seedCase({ reference: '2030-0043', clientIds: [client.id] });
    await saveDraft({
      firmId,
      uid,
      id,
      values: await values({ clientId: client.id, caseId: other.id }),
      seenUpdatedAt: draft.updatedAt,
    });
    expect((await read(id)).caseReference).toBe('2030-0043');

    const { number } = await issueInvoice({ firmId, uid, id, issueDate: ISSUE });
    const issued = await read(id);
    expect(issued.searchTokens).toEqual(
      invoiceSearchTokens({ number, creditForNumber: null, caseReference: '2030-0043' }, issued.clientSnapshot!.name),
    );
    expect(issued.searchTokens).toEqual(expect.arrayContaining(['fa', '0001', '20300001', 'lefevre']));

    const avoir = await createAvoir({
      firmId,
      uid,
      invoiceId: id,
      request: { mode: 'partial', amountHtCents: 10_000, reason: 'Geste commercial' },
      issueDate: '2030-01-16',
    });
    const credited = await read(avoir.id);
    expect(credited.caseReference).toBe('2030-0043');
    // An avoir is found by its own number and by the invoice it corrects.
    expect(credited.searchTokens).toEqual(expect.arrayContaining(['20300002', '20300001', 'lefevre']));
  });
});
