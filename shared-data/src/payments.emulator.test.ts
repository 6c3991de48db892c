/**
 * @jest-environment node
 *
 * The VAT and débours shares a receipt stores are required by the generated Firestore rules, as by
 * the IndexedDB policy (policy.test.ts): the accounting totals sum them by aggregation. Against the
 * emulator, a receipt without its shares as integers is refused, and a counter-entry takes back
 * exactly the shares of the payment it reverses.
 */
import { paths } from './paths.ts';
import type { DocData } from './port.ts';
import { clearProject, firestoreAs, loadRules, seedAsAdmin } from './testing/firestoreEmulator.ts';

const PROJECT = 'test-payment-shares';
const FIRM = 'firm-pay';
const OWNER = { uid: 'owner-p', email: 'owner-p@example.fr' };
const MEMBER = { uid: 'member-p', email: 'member-p@example.fr' };
const payment = (id: string) => paths.payment(FIRM, id);
const original = { invoiceId: 'inv-9', amountCents: 12_000, tvaCents: 1_500, deboursCents: 3_000, method: 'cheque' };
const reversal = (overrides: DocData = {}): DocData => ({
  invoiceId: 'inv-9',
  amountCents: -12_000,
  tvaCents: -1_500,
  deboursCents: -3_000,
  method: 'cheque',
  reversalOf: 'pay-9',
  reason: 'Chèque rejeté',
  ...overrides,
});

beforeAll(async () => {
  await clearProject(PROJECT);
  await loadRules(PROJECT);
  await seedAsAdmin(PROJECT, [
    [paths.firm(FIRM), { name: 'Cabinet Règlements', ownerUid: OWNER.uid }],
    [paths.membership(OWNER.uid), { firmId: FIRM, role: 'owner' }],
    [paths.membership(MEMBER.uid), { firmId: FIRM, role: 'member' }],
    [payment('pay-9'), original],
    [payment('pay-nodebours'), { ...original, deboursCents: 0 }],
    // Recorded before receipts carried their shares.
    [payment('pay-old'), { invoiceId: 'inv-9', amountCents: 12_000, method: 'cheque' }],
  ]);
});

const outcome = (work: Promise<unknown>) =>
  work.then(
    () => 'autorisé',
    (error: { code?: string }) => (error.code === 'permission-denied' ? 'refusé' : `erreur ${error.code}`),
  );

it('un encaissement porte sa TVA et ses débours, entiers', async () => {
  const member = firestoreAs(PROJECT, MEMBER);
  try {
    const { tvaCents: _tva, ...withoutTva } = original;
    const { deboursCents: _debours, ...withoutDebours } = original;
    const refused = [
      withoutTva,
      withoutDebours,
      { ...original, tvaCents: null },
      { ...original, tvaCents: '1500' },
      { ...original, deboursCents: 2.5 },
      // The SDK writes -0 as a double: a writer must not negate a zero share.
      { ...original, deboursCents: -0 },
    ];
    for (const [n, data] of refused.entries())
      expect(`${n} ${await outcome(member.store.set(payment(`bad-${n}`), data))}`).toBe(`${n} refusé`);
    // After an avoir of débours only, 20 € may carry back more débours than itself (allocateReceipt);
    // and a refund of an avoir: a positive amount whose shares are negative.
    expect(
      await outcome(
        member.store.set(payment('after-avoir'), {
          ...original,
          amountCents: 2_000,
          tvaCents: 824,
          deboursCents: -2_941,
        }),
      ),
    ).toBe('autorisé');
    expect(
      await outcome(
        member.store.set(payment('refund'), { ...original, amountCents: 2_400, tvaCents: -400, deboursCents: -500 }),
      ),
    ).toBe('autorisé');
  } finally {
    await member.close();
  }
});

it('une contre-passation reprend exactement la TVA et les débours du paiement qu’elle annule', async () => {
  const member = firestoreAs(PROJECT, MEMBER);
  try {
    const wrong = [
      reversal({ tvaCents: 1_500, deboursCents: 3_000 }),
      reversal({ tvaCents: -1_400 }),
      reversal({ deboursCents: 0 }),
      reversal({ tvaCents: -12_000, deboursCents: 0 }),
    ];
    for (const [n, data] of wrong.entries())
      expect(`${n} ${await outcome(member.store.set(payment('pay-9-annulation'), data))}`).toBe(`${n} refusé`);
    // A payment stored without its shares: nothing to take back exactly.
    expect(await outcome(member.store.set(payment('pay-old-annulation'), reversal({ reversalOf: 'pay-old' })))).toBe(
      'refusé',
    );
    expect(await outcome(member.store.set(payment('pay-9-annulation'), reversal()))).toBe('autorisé');
    // No débours: the counter-entry takes back 0, not -0 (a double for Firestore).
    const noDebours = (deboursCents: number) => reversal({ reversalOf: 'pay-nodebours', deboursCents });
    expect(await outcome(member.store.set(payment('pay-nodebours-annulation'), noDebours(-0)))).toBe('refusé');
    expect(await outcome(member.store.set(payment('pay-nodebours-annulation'), noDebours(0)))).toBe('autorisé');
  } finally {
    await member.close();
  }
});
