/**
 * Every sensitive billing action writes its journal entry (recordAudit) in its own transaction,
 * through the real IndexedDB adapter and policy: issue, payment, avoir, exports (CSV, zip, FEC).
 */
import { getDataStore, paths, type AuditEntry } from 'shared-data';
import { DEMO_IDS, freshDemoData, seedClient, signInAs } from 'shared-data/testing';
import { journalExport } from '../../export/api/exportActions.ts';
import { recordPayment } from '../../payments/api/paymentActions.ts';
import { createAvoir, issueInvoice, saveDraft } from './invoiceActions.ts';

jest.setTimeout(60_000);

const firmId = DEMO_IDS.firmId;
const uid = DEMO_IDS.ownerUid;

beforeEach(async () => {
  await freshDemoData();
  signInAs(uid);
});

async function entries(action: string): Promise<AuditEntry[]> {
  signInAs(uid);
  const found = await getDataStore().query<AuditEntry>({
    collection: paths.auditLog(firmId),
    where: [{ field: 'action', op: '==', value: action }],
  });
  return found.docs.map((d) => d.data);
}

async function issuedInvoice(): Promise<{ id: string; number: string }> {
  const client = await seedClient({ nom: 'Journalisé', email: 'journalise@example.fr' });
  const id = await saveDraft({
    firmId,
    uid,
    values: {
      clientId: client.id,
      caseId: '',
      lines: [
        {
          kind: 'honoraires',
          designation: 'Conseil',
          quantity: '1',
          unitPrice: '500',
          vatRate: '20',
          timeEntryIds: [],
        },
      ],
      provision: '',
      dueDate: '2030-02-15',
      paymentTerms: 'Paiement à 30 jours.',
      periodStart: '',
      periodEnd: '',
      vatExemptMention: '',
    },
  });
  const { number } = await issueInvoice({ firmId, uid, id, issueDate: '2030-01-15' });
  return { id, number };
}

describe('billing journal entries', () => {
  it('issuing: draft → issued with its number, in the name of who issued', async () => {
    const { id, number } = await issuedInvoice();
    expect(await entries('invoice.issue')).toEqual([
      expect.objectContaining({
        uid,
        target: paths.invoice(firmId, id),
        before: { status: 'draft' },
        after: { status: 'issued', number, issueDate: '2030-01-15' },
        details: { number, totalTtcCents: 60_000 },
      }),
    ]);
  });

  it('a payment by a member: paid amount before → after, in the member’s name', async () => {
    const { id, number } = await issuedInvoice();
    signInAs(DEMO_IDS.member1Uid);
    await recordPayment({
      firmId,
      uid: DEMO_IDS.member1Uid,
      invoiceId: id,
      values: { date: '2030-01-20', amount: '200', method: 'virement', reference: '' },
      today: '2030-01-31',
    });
    expect(await entries('invoice.payment')).toEqual([
      expect.objectContaining({
        uid: DEMO_IDS.member1Uid,
        target: paths.invoice(firmId, id),
        before: { paidCents: 0 },
        after: { paidCents: 20_000 },
        details: expect.objectContaining({ number, amountCents: 20_000, method: 'virement', remainingCents: 40_000 }),
      }),
    ]);
  });

  it('an avoir: credited amount before → after, with the avoir’s number', async () => {
    const { id, number } = await issuedInvoice();
    const avoir = await createAvoir({
      firmId,
      uid,
      invoiceId: id,
      request: { mode: 'partial', amountHtCents: 10_000, reason: 'Geste commercial' },
      issueDate: '2030-01-16',
    });
    expect(await entries('invoice.avoir')).toEqual([
      expect.objectContaining({
        target: paths.invoice(firmId, id),
        before: { creditedCents: 0 },
        after: { creditedCents: 12_000 },
        details: expect.objectContaining({ number, avoir: avoir.number, amountCents: 12_000 }),
      }),
    ]);
  });

  it('exports: the invoices CSV and the FEC are journaled with period, counts and file name', async () => {
    await journalExport({
      firmId,
      uid,
      action: 'export.invoices',
      fileName: 'factures-2030-01-01_2030-01-31.csv',
      details: { kind: 'factures', from: '2030-01-01', to: '2030-01-31', count: 3 },
    });
    signInAs(DEMO_IDS.member1Uid);
    await journalExport({
      firmId,
      uid: DEMO_IDS.member1Uid,
      action: 'export.fec',
      fileName: '123456789FEC20301231.txt',
      details: { year: 2030, entryCount: 4, lineCount: 9 },
    });
    expect(await entries('export.invoices')).toEqual([
      expect.objectContaining({
        uid,
        target: 'factures-2030-01-01_2030-01-31.csv',
        details: {
          kind: 'factures',
          from: '2030-01-01',
          to: '2030-01-31',
          count: 3,
          fileName: 'factures-2030-01-01_2030-01-31.csv',
        },
      }),
    ]);
    expect(await entries('export.fec')).toEqual([
      expect.objectContaining({ uid: DEMO_IDS.member1Uid, details: expect.objectContaining({ year: 2030 }) }),
    ]);
  });

  it('an export that cannot be journaled is refused (another cabinet’s journal)', async () => {
    signInAs(DEMO_IDS.otherOwnerUid);
    await expect(
      journalExport({ firmId, uid: DEMO_IDS.otherOwnerUid, action: 'export.fec', fileName: 'x.txt', details: {} }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
  });
});
