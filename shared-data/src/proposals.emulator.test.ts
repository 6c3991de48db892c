/**
 * @jest-environment node
 *
 * Accepting a proposed time under the generated Firestore rules, as under the IndexedDB policy
 * (policy.test.ts): a visitor, not signed in, may write the acceptance only with the link's token,
 * only while the time is proposed, and nothing but the token; a member holds a slot of their cabinet.
 */
import { paths } from './paths.ts';
import { clearProject, firestoreAs, loadRules, seedAsAdmin } from './testing/firestoreEmulator.ts';

const PROJECT = 'test-proposals';
const FIRM = 'firm-prop';
const MEMBER = { uid: 'member-p', email: 'member-p@example.fr' };

const outcome = (work: Promise<unknown>) =>
  work.then(
    () => 'autorisé',
    (error: { code?: string }) => (error.code === 'permission-denied' ? 'refusé' : `erreur ${error.code}`),
  );

beforeAll(async () => {
  await clearProject(PROJECT);
  await loadRules(PROJECT);
  await seedAsAdmin(PROJECT, [
    [paths.membership(MEMBER.uid), { firmId: FIRM, role: 'member' }],
    [
      paths.bookingRequest('req-p'),
      { firmId: FIRM, proUid: MEMBER.uid, status: 'autre horaire proposé', proposalToken: 'jeton-0123456789' },
    ],
    [
      paths.bookingRequest('req-done'),
      { firmId: FIRM, proUid: MEMBER.uid, status: 'confirmé', proposalToken: 'jeton-0123456789' },
    ],
  ]);
});

it('le lien accepte l’horaire proposé, et lui seul ; un membre réserve un créneau de son cabinet', async () => {
  const visitor = firestoreAs(PROJECT, null);
  const member = firestoreAs(PROJECT, MEMBER);
  try {
    const accept = (id: string, data: Record<string, unknown>) =>
      outcome(visitor.store.set(paths.bookingAcceptance(id), { createdAt: '2026-11-26T10:00:00.000Z', ...data }));
    expect(await accept('req-p', { token: 'faux' })).toBe('refusé');
    expect(await accept('req-p', { token: 'jeton-0123456789', status: 'confirmé' })).toBe('refusé');
    expect(await accept('req-done', { token: 'jeton-0123456789' })).toBe('refusé');
    expect(await accept('req-p', { token: 'jeton-0123456789' })).toBe('autorisé');
    expect(await outcome(visitor.store.get(paths.bookingAcceptance('req-p')))).toBe('refusé');

    const slot = {
      proUid: MEMBER.uid,
      start: '2030-01-11T14:00:00.000Z',
      requestId: 'req-p',
      createdAt: '2026-11-26T10:00:00.000Z',
    };
    expect(await outcome(member.store.set(paths.bookingSlot('s-own'), { ...slot, firmId: FIRM }))).toBe('autorisé');
    expect(await outcome(member.store.set(paths.bookingSlot('s-other'), { ...slot, firmId: 'autre-cabinet' }))).toBe(
      'refusé',
    );
  } finally {
    await Promise.all([visitor.close(), member.close()]);
  }
});
