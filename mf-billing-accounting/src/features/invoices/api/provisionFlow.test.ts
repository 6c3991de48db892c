/**
 * Demandes de provision, payments reversed and the book, through the real data stack (IndexedDB
 * adapter, the policy): a provision received on the cabinet's account, another on CARPA then taken
 * with the client's authorisation, the final invoice deducting both with their VAT, partial payments
 * with one reversed, an avoir — and the VAT of the livre-journal and of the FEC equal to the VAT
 * invoiced, the FEC read back without a fault, the reversal in the audit trail.
 */
import {
  type AuditEntry,
  type CarpaLedger,
  type CarpaMovement,
  DataError,
  getDataStore,
  type Invoice,
  paths,
  type Payment,
} from 'shared-data';
import { DEMO_IDS, freshDemoData, seedCase, seedClient, seedTimeEntry, signInAs } from 'shared-data/testing';
import { buildBook } from '../../accounting/model/book.ts';
import { buildFec } from '../../accounting/model/fec.ts';
import { checkFec, parseFec } from '../../accounting/model/fecCheck.ts';
import type { InvoiceLike, PaymentLike } from '../../accounting/model/receipts.ts';
import { payFromCarpa, receiveProvisionOnCarpa } from '../../carpa/api/carpaSettlement.ts';
import { recordPayment, reversePayment } from '../../payments/api/paymentActions.ts';
import type { InvoiceFormValues } from '../model/invoiceForm.ts';
import { emptyProvisionForm } from '../model/provision.ts';
import { createAvoir, issueInvoice, saveDraft } from './invoiceActions.ts';
import { saveProvisionDraft } from './provisionActions.ts';

jest.setTimeout(60_000);

const firmId = DEMO_IDS.firmId;
const uid = DEMO_IDS.ownerUid;
const TODAY = '2030-12-31';
const store = () => getDataStore();
const read = async (id: string) => (await store().get<Invoice>(paths.invoice(firmId, id))).data!;
const all = async <T>(collection: string) =>
  (await store().query<T>({ collection })).docs.map((doc) => ({ ...doc.data, id: doc.id }));

beforeEach(async () => {
  await freshDemoData();
  signInAs(uid);
});

async function dossier() {
  const client = await seedClient({ nom: 'Provision', email: 'provision@example.fr' });
  const file = await seedCase({ clientIds: [client.id] });
  return { clientId: client.id, caseId: file.id };
}

async function issueProvision(
  parties: { clientId: string; caseId: string },
  amount: string,
  issueDate: string,
  extra: { debours?: string } = {},
) {
  const id = await saveProvisionDraft({
    firmId,
    uid,
    values: { ...emptyProvisionForm({ ...parties, dueDate: issueDate }), amount, debours: extra.debours ?? '' },
  });
  const { number } = await issueInvoice({ firmId, uid, id, issueDate });
  return { id, number };
}

const finalInvoice = (
  parties: { clientId: string; caseId: string },
  provisionRequestIds: string[],
): InvoiceFormValues => ({
  ...parties,
  lines: [
    { kind: 'honoraires', designation: 'Procédure', quantity: '1', unitPrice: '1125', vatRate: '20', timeEntryIds: [] },
    {
      kind: 'debours',
      designation: 'Droit de plaidoirie',
      quantity: '1',
      unitPrice: '13',
      vatRate: '0',
      timeEntryIds: [],
    },
  ],
  provision: '',
  provisionRequestIds,
  dueDate: '2030-04-01',
  paymentTerms: 'Paiement à 30 jours.',
  periodStart: '',
  periodEnd: '',
  vatExemptMention: '',
});

const pay = (invoiceId: string, amount: string, date: string) =>
  recordPayment({ firmId, uid, invoiceId, values: { date, amount, method: 'virement', reference: '' }, today: TODAY });

describe('demandes de provision', () => {
  it('are numbered in their own gap-free sequence, apart from the invoices', async () => {
    const parties = await dossier();
    const first = await issueProvision(parties, '416,67', '2030-01-10');
    const second = await issueProvision(parties, '100', '2030-01-11');
    expect([first.number, second.number]).toEqual(['DP-2030-0001', 'DP-2030-0002']);
    expect(await read(first.id)).toMatchObject({
      kind: 'provision',
      status: 'issued',
      totalTvaCents: 8_333,
      totalTtcCents: 50_000,
    });
    const invoiceId = await saveDraft({ firmId, uid, values: finalInvoice(parties, []) });
    const { number } = await issueInvoice({ firmId, uid, id: invoiceId, issueDate: '2030-01-12' });
    expect(number).toMatch(/2030-0001$/);
    expect(number.startsWith('DP-')).toBe(false);
  });

  it('received on the account or through CARPA, deducted with their VAT: the book’s VAT is the invoice’s', async () => {
    const parties = await dossier();
    const account = await issueProvision(parties, '250', '2030-01-10');
    const carpa = await issueProvision(parties, '166,67', '2030-01-10', { debours: '13' });
    await pay(account.id, '300', '2030-01-20');
    // On CARPA: the client's funds, no receipt and no VAT yet.
    await receiveProvisionOnCarpa({
      firmId,
      uid,
      invoiceId: carpa.id,
      values: { date: '2030-01-25', amount: '213', counterparty: '' },
      today: TODAY,
    });
    expect((await read(carpa.id)).paidCents).toBe(0);
    expect(await all<Payment>(paths.payments(firmId)).then((p) => p.filter((x) => x.invoiceId === carpa.id))).toEqual(
      [],
    );
    // Nothing received by the cabinet yet: it cannot be deducted.
    await expect(saveDraft({ firmId, uid, values: finalInvoice(parties, [account.id, carpa.id]) })).rejects.toThrow(
      /Rien n’a encore été reçu/,
    );
    // The fees are taken only with the client's written authorisation; that day is the receipt's.
    const noAuthorisation = { date: '2030-02-05', amount: '213', authorisationDate: '', authorisationReference: '' };
    await expect(
      payFromCarpa({ firmId, uid, invoiceId: carpa.id, values: noAuthorisation, today: TODAY }),
    ).rejects.toBeInstanceOf(DataError);
    await payFromCarpa({
      firmId,
      uid,
      invoiceId: carpa.id,
      values: {
        ...noAuthorisation,
        authorisationDate: '2030-02-01',
        authorisationReference: 'Courriel du 1er février',
      },
      today: TODAY,
    });
    const ledger = (await store().get<CarpaLedger>(paths.carpaLedger(firmId, parties.caseId))).data!;
    expect(ledger).toMatchObject({ receivedCents: 21_300, feesCents: 21_300, balanceCents: 0 });
    // The withdrawal of this provision (the demo's ledgers hold others), on this dossier's account.
    const carpaPayment = (await all<Payment>(paths.payments(firmId))).find((p) => p.invoiceId === carpa.id)!;
    expect(carpaPayment).toMatchObject({ method: 'carpa', date: '2030-02-05', amountCents: 21_300 });
    const fees = (await all<CarpaMovement>(paths.carpaMovements(firmId))).filter((m) => m.invoiceId === carpa.id);
    expect(fees.map((m) => m.kind).sort()).toEqual(['depot', 'honoraires']);
    expect(fees.find((m) => m.kind === 'honoraires')).toMatchObject({
      caseId: parties.caseId,
      paymentId: carpaPayment.id,
      amountCents: 21_300,
    });

    // The final invoice deducts both, with their VAT; another draft cannot take them again.
    const draftId = await saveDraft({ firmId, uid, values: finalInvoice(parties, [account.id, carpa.id]) });
    expect((await read(account.id)).deductedBy).toBe(draftId);
    await expect(saveDraft({ firmId, uid, values: finalInvoice(parties, [account.id]) })).rejects.toThrow(
      /déjà déduite/,
    );
    await expect(pay(account.id, '1', '2030-02-10')).rejects.toThrow(/déjà déduite/);
    await issueInvoice({ firmId, uid, id: draftId, issueDate: '2030-03-01' });
    const invoice = await read(draftId);
    expect(invoice).toMatchObject({
      totalHtCents: 112_500,
      totalTvaCents: 22_500,
      deboursCents: 1_300,
      provisionCents: 51_300,
      provisionVatCents: 5_000 + 3_333,
      provisionDeboursCents: 1_300,
      netToPayCents: 136_300 - 51_300,
    });

    // Partial payments, one recorded by mistake and reversed (with its reason), then the rest.
    await pay(draftId, '400', '2030-03-10');
    const mistake = await pay(draftId, '200', '2030-03-11');
    expect((await read(draftId)).paidCents).toBe(60_000);
    await expect(
      reversePayment({
        firmId,
        uid,
        paymentId: mistake.id,
        values: { date: '2030-03-12', reason: '  ' },
        today: TODAY,
      }),
    ).rejects.toThrow(/motif/);
    await reversePayment({
      firmId,
      uid,
      paymentId: mistake.id,
      values: { date: '2030-03-12', reason: 'Saisi deux fois' },
      today: TODAY,
    });
    expect((await read(draftId)).paidCents).toBe(40_000);
    await expect(
      reversePayment({
        firmId,
        uid,
        paymentId: mistake.id,
        values: { date: '2030-03-12', reason: 'Encore' },
        today: TODAY,
      }),
    ).rejects.toThrow(/déjà annulé/);
    // A partial avoir (50 € HT), then the rest paid.
    await createAvoir({
      firmId,
      uid,
      invoiceId: draftId,
      request: { mode: 'partial', amountHtCents: 5_000, reason: 'Geste commercial' },
      issueDate: '2030-03-20',
    });
    await pay(draftId, '390', '2030-03-25');
    expect((await read(draftId)).paidCents + (await read(draftId)).creditedCents).toBe(invoice.netToPayCents);

    // The book: VAT of the receipts = VAT of the invoices issued − credited; the FEC agrees and reads back.
    const invoices = await all<Invoice>(paths.invoices(firmId));
    const payments = await all<Payment>(paths.payments(firmId));
    const mine = new Set(invoices.filter((i) => i.caseId === parties.caseId).map((i) => i.id));
    const book = buildBook({
      payments: payments.filter((p) => mine.has(p.invoiceId)) as PaymentLike[],
      invoices: invoices as unknown as InvoiceLike[],
      clients: [],
      expenses: [],
      regime: 'encaissements',
    });
    const invoiced = invoices
      .filter((i) => mine.has(i.id) && i.status === 'issued')
      .reduce(
        (sum, i) => sum + (i.kind === 'facture' ? i.totalTvaCents : i.kind === 'avoir' ? -i.totalTvaCents : 0),
        0,
      );
    expect(invoiced).toBe(22_500 - 1_000);
    expect(book.receipts.reduce((sum, row) => sum + row.tvaCents, 0)).toBe(invoiced);
    const reversal = book.receipts.find((row) => row.reversal)!;
    expect(reversal).toMatchObject({ amountCents: -20_000, reason: 'Saisi deux fois' });
    const fec = buildFec({ entries: book.ledger, siret: '81234567800019', year: 2030 });
    if (!fec.ok) throw new Error(fec.message);
    expect(checkFec({ fileName: fec.fileName, content: fec.content })).toEqual([]);
    const cents = (amount: string) => Math.round(Number(amount.replace(',', '.')) * 100);
    const vat = parseFec(fec.content)
      .lines.filter((line) => line.CompteNum.startsWith('44571'))
      .reduce((sum, line) => sum + cents(line.Credit) - cents(line.Debit), 0);
    expect(vat).toBe(invoiced);
    // The audit trail keeps the reversal and its reason (the payment itself stays).
    const audit = await all<AuditEntry>(paths.auditLog(firmId));
    expect(audit.find((entry) => entry.action === 'invoice.paymentReversal')).toMatchObject({
      details: expect.objectContaining({ paymentId: mistake.id, reason: 'Saisi deux fois', amountCents: 20_000 }),
    });
    expect((await store().get<Payment>(paths.payment(firmId, mistake.id))).data).toMatchObject({ amountCents: 20_000 });
  });

  it('a total avoir gives the provision back: a new invoice may deduct it', async () => {
    const parties = await dossier();
    const provision = await issueProvision(parties, '100', '2030-01-10');
    await pay(provision.id, '120', '2030-01-11');
    const first = await saveDraft({ firmId, uid, values: finalInvoice(parties, [provision.id]) });
    await issueInvoice({ firmId, uid, id: first, issueDate: '2030-02-01' });
    await createAvoir({ firmId, uid, invoiceId: first, request: { mode: 'total' }, issueDate: '2030-02-02' });
    expect((await read(provision.id)).deductedBy).toBeNull();
    const second = await saveDraft({ firmId, uid, values: finalInvoice(parties, [provision.id]) });
    expect((await read(provision.id)).deductedBy).toBe(second);
  });
});

describe('time is billed once it has happened', () => {
  it('refuses to issue an invoice with time dated after its issue date', async () => {
    const parties = await dossier();
    const entry = await seedTimeEntry({ caseId: parties.caseId, date: '2030-03-01', minutes: 60, rateCents: 20_000 });
    const values = finalInvoice(parties, []);
    values.lines[0] = { ...values.lines[0]!, timeEntryIds: [entry.id] };
    const id = await saveDraft({ firmId, uid, values });
    await expect(issueInvoice({ firmId, uid, id, issueDate: '2030-02-15' })).rejects.toThrow(
      /après la date d’émission/,
    );
    await expect(issueInvoice({ firmId, uid, id, issueDate: '2030-03-01' })).resolves.toMatchObject({
      number: expect.stringMatching(/2030-0001$/),
    });
  });
});

describe('a receipt carries its VAT from the day it is recorded', () => {
  it('stored with each payment, counter-entry and avoir: the same as replaying the invoice’s history', async () => {
    const parties = await dossier();
    // 1 125,00 € HT + 225,00 € TVA + 13,00 € débours = 1 363,00 €.
    const id = await saveDraft({ firmId, uid, values: finalInvoice(parties, []) });
    expect(await read(id)).toMatchObject({ settlement: 'draft', dueCents: 0 });
    await issueInvoice({ firmId, uid, id, issueDate: '2030-03-01' });
    expect(await read(id)).toMatchObject({
      settlement: 'open',
      dueCents: 136_300,
      due: { baseCents: 136_300, vatCents: 22_500, deboursCents: 1_300 },
    });
    await pay(id, '700', '2030-03-05');
    const mistake = await pay(id, '100', '2030-03-06');
    await reversePayment({
      firmId,
      uid,
      paymentId: mistake.id,
      values: { date: '2030-03-07', reason: 'Doublon' },
      today: TODAY,
    });
    expect(await read(id)).toMatchObject({ settlement: 'partial', dueCents: 66_300 });
    // An avoir of what remains (552,50 € HT = 663,00 € TTC): nothing left to collect, the VAT and
    // débours the first receipt carried in its proportions regularised on the avoir's date.
    const avoir = await createAvoir({
      firmId,
      uid,
      invoiceId: id,
      request: { mode: 'partial', amountHtCents: 55_250, reason: 'Remise' },
      issueDate: '2030-03-20',
    });
    expect(await read(id)).toMatchObject({
      settlement: 'paid',
      dueCents: 0,
      due: { baseCents: 0, vatCents: 0, deboursCents: 0 },
    });
    // 700 € carried 115,55 € of VAT and 6,68 € of débours; 663 € remained with 109,45 € and 6,32 €;
    // the avoir takes 110,50 € of VAT: 1,05 € of VAT too much was booked, 6,32 € of débours too little.
    expect((await read(avoir.id)).regularisation).toEqual({ tvaCents: -105, deboursCents: 632 });

    const invoices = (await all<Invoice>(paths.invoices(firmId))) as unknown as InvoiceLike[];
    const payments = (await all<Payment>(paths.payments(firmId))).filter((p) => p.invoiceId === id) as PaymentLike[];
    const stored = buildBook({ payments, invoices, clients: [], expenses: [], regime: 'encaissements' }).receipts;
    expect(payments.every((p) => typeof p.tvaCents === 'number')).toBe(true);
    // The same numbers, replayed from the history (as for receipts recorded before they were stored).
    const replayed = buildBook({
      payments: payments.map(({ tvaCents: _t, deboursCents: _d, ...rest }) => rest),
      invoices: invoices.map(({ regularisation: _r, ...rest }) => rest),
      clients: [],
      expenses: [],
      regime: 'encaissements',
    }).receipts;
    const shares = (rows: typeof stored) =>
      rows
        .filter((row) => row.invoiceId === id || row.invoiceId === avoir.id)
        .map((row) => [row.id, row.tvaCents, row.deboursCents]);
    expect(shares(stored)).toEqual(shares(replayed));
    const vat = shares(stored).reduce((sum, [, tva]) => sum + (tva as number), 0);
    expect(vat).toBe(22_500 - (await read(avoir.id)).totalTvaCents);
  });
});
