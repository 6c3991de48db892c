/**
 * @jest-environment node
 *
 * Time on an issued invoice is sealed by the generated Firestore rules, as by the IndexedDB policy
 * (policy.test.ts): against the emulator, a billed entry refuses every change but the owner's
 * rewrite of its description (RGPD anonymisation), and an entry taken into a draft is not deleted.
 */
import { paths } from './paths.ts';
import { clearProject, firestoreAs, loadRules, seedAsAdmin } from './testing/firestoreEmulator.ts';

const PROJECT = 'test-time-entries';
const FIRM = 'firm-time';
const OWNER = { uid: 'owner-t', email: 'owner-t@example.fr' };
const MEMBER = { uid: 'member-t', email: 'member-t@example.fr' };
const entry = (id: string) => paths.timeEntry(FIRM, id);

beforeAll(async () => {
  await clearProject(PROJECT);
  await loadRules(PROJECT);
  const base = { caseId: 'k1', date: '2026-11-02', durationMinutes: 60, description: 'Rendez-vous Martin' };
  await seedAsAdmin(PROJECT, [
    [paths.firm(FIRM), { name: 'Cabinet Temps', ownerUid: OWNER.uid }],
    [paths.membership(OWNER.uid), { firmId: FIRM, role: 'owner' }],
    [paths.membership(MEMBER.uid), { firmId: FIRM, role: 'member' }],
    [entry('billed'), { ...base, billed: true, invoiceId: 'inv1' }],
    [entry('drafted'), { ...base, billed: false, invoiceId: 'draft1' }],
    [entry('free'), { ...base, billed: false, invoiceId: null }],
  ]);
});

const outcome = (work: Promise<unknown>) =>
  work.then(
    () => 'autorisé',
    (error: { code?: string }) => (error.code === 'permission-denied' ? 'refusé' : `erreur ${error.code}`),
  );

it('une entrée facturée est scellée ; seule l’anonymisation du titulaire réécrit sa description', async () => {
  const owner = firestoreAs(PROJECT, OWNER);
  const member = firestoreAs(PROJECT, MEMBER);
  try {
    expect(await outcome(member.store.update(entry('billed'), { durationMinutes: 30 }))).toBe('refusé');
    expect(await outcome(owner.store.update(entry('billed'), { durationMinutes: 30 }))).toBe('refusé');
    expect(await outcome(member.store.update(entry('billed'), { description: 'x' }))).toBe('refusé');
    expect(await outcome(owner.store.delete(entry('billed')))).toBe('refusé');
    expect(await outcome(owner.store.update(entry('billed'), { description: 'Rendez-vous [client anonymisé]' }))).toBe(
      'autorisé',
    );
    // Taken into a draft: the draft's saves may change it, nobody deletes it.
    expect(await outcome(member.store.delete(entry('drafted')))).toBe('refusé');
    expect(await outcome(member.store.update(entry('drafted'), { invoiceId: null }))).toBe('autorisé');
    // Free time: a member corrects or deletes it.
    expect(await outcome(member.store.update(entry('free'), { durationMinutes: 45 }))).toBe('autorisé');
    expect(await outcome(member.store.delete(entry('free')))).toBe('autorisé');
  } finally {
    await Promise.all([owner.close(), member.close()]);
  }
});
