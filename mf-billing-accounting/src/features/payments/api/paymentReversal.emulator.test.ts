/**
 * @jest-environment node
 *
 * On the production path (Firestore emulator, the generated rules): a payment recorded by mistake is
 * reversed once, with its reason, by a counter-entry written with the invoice's paid amount — the
 * payment itself can be neither edited nor deleted; a second reversal is refused; a demande de
 * provision is numbered with its own counter and only it lets `deductedBy` change once issued.
 */
import { type Invoice, paths, type Payment } from 'shared-data';
import { clearProject, firestoreAs, loadRules, seedAsAdmin } from 'shared-data/testing/emulator';
import { reversePayment } from './paymentActions.ts';

const PROJECT = 'test-payment-reversal';
const FIRM = 'firm-reversal';
const OWNER = { uid: 'owner-reversal', email: 'owner@cabinet-reversal.fr' };

const issued = (over: Partial<Invoice>): Partial<Invoice> => ({
  kind: 'facture',
  status: 'issued',
  number: 'FA-2026-0001',
  clientId: 'client-1',
  caseId: 'case-1',
  netToPayCents: 120_000,
  paidCents: 50_000,
  creditedCents: 0,
  issueDate: '2026-03-01',
  ...over,
});
const payment: Payment = {
  invoiceId: 'inv-1',
  invoiceNumber: 'FA-2026-0001',
  clientId: 'client-1',
  clientName: 'DURAND Claire',
  caseId: 'case-1',
  date: '2026-03-10',
  amountCents: 50_000,
  // 20 % VAT, no débours: its share of 1 200,00 € TTC.
  tvaCents: 8_333,
  deboursCents: 0,
  method: 'cheque',
  reference: 'Chèque 123',
  createdBy: OWNER.uid,
  createdAt: '2026-03-10T10:00:00.000Z',
};

beforeAll(async () => {
  await clearProject(PROJECT);
  await loadRules(PROJECT);
  await seedAsAdmin(PROJECT, [
    [paths.firm(FIRM), { name: 'Cabinet Contre-passation', ownerUid: OWNER.uid }],
    [paths.membership(OWNER.uid), { firmId: FIRM, role: 'owner' }],
    [paths.invoice(FIRM, 'inv-1'), issued({})],
    [paths.payment(FIRM, 'pay-1'), payment],
    [paths.invoice(FIRM, 'fa-2'), issued({ number: 'FA-2026-0002' })],
    [paths.invoice(FIRM, 'dp-draft'), { kind: 'provision', status: 'draft', number: null, deductedBy: null }],
    [paths.counter(FIRM, 'provisions-2026'), { value: 0 }],
    [paths.counter(FIRM, 'invoices-2026'), { value: 2 }],
  ]);
});

it('contre-passe un paiement une seule fois, avec son motif, et ne le modifie ni ne le supprime jamais', async () => {
  const { store, close } = firestoreAs(PROJECT, OWNER);
  try {
    await expect(store.update(paths.payment(FIRM, 'pay-1'), { amountCents: 1 })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(store.delete(paths.payment(FIRM, 'pay-1'))).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(
      store.set(paths.payment(FIRM, 'sans-motif'), { ...payment, amountCents: -50_000 }),
    ).rejects.toMatchObject({ code: 'permission-denied' });

    const values = { date: '2026-03-12', reason: 'Chèque rejeté par la banque' };
    await reversePayment({ firmId: FIRM, uid: OWNER.uid, paymentId: 'pay-1', values, today: '2026-12-31', store });
    const counter = (await store.get<Payment>(paths.payment(FIRM, 'pay-1-annulation'))).data;
    expect(counter).toMatchObject({ amountCents: -50_000, reversalOf: 'pay-1', reason: values.reason });
    expect((await store.get<Invoice>(paths.invoice(FIRM, 'inv-1'))).data?.paidCents).toBe(0);
    expect((await store.get<Payment>(paths.payment(FIRM, 'pay-1'))).data?.amountCents).toBe(50_000);
    // Once only: the rules refuse it even without the screen's check.
    await expect(store.set(paths.payment(FIRM, 'pay-1-annulation'), counter!)).rejects.toMatchObject({
      code: 'permission-denied',
    });
  } finally {
    await close();
  }
});

it('numérote une demande de provision avec son propre compteur ; seul `deductedBy` d’une provision change ensuite', async () => {
  const { store, close } = firestoreAs(PROJECT, OWNER);
  try {
    const issue = (counter: string, value: number) =>
      store.runTransaction(async (tx) => {
        await tx.get(paths.invoice(FIRM, 'dp-draft'));
        tx.set(paths.counter(FIRM, counter), { value });
        tx.update(paths.invoice(FIRM, 'dp-draft'), {
          status: 'issued',
          number: `DP-2026-${String(value).padStart(4, '0')}`,
        });
      });
    await expect(issue('invoices-2026', 3)).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(issue('provisions-2026', 1)).resolves.toBeUndefined();
    await expect(store.update(paths.invoice(FIRM, 'dp-draft'), { deductedBy: 'fa-2' })).resolves.toBeUndefined();
    await expect(store.update(paths.invoice(FIRM, 'fa-2'), { deductedBy: 'x' })).rejects.toMatchObject({
      code: 'permission-denied',
    });
  } finally {
    await close();
  }
});
