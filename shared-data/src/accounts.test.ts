import { acceptInvitation, ACCOUNT_MESSAGES, createAccountRecords, createInvitation } from './accounts.ts';
import { readInvitationFrom } from './invitations.ts';
import { nextCounterValue } from './counters.ts';
import { createIndexedDbAdapter, type AuthIdentity } from './indexeddb.ts';
import { paths } from './paths.ts';
import { proRecordSchema } from './schemas.ts';

let auth: AuthIdentity = null;
let adapter = createIndexedDbAdapter({ name: 'unused' });
beforeEach(() => {
  adapter = createIndexedDbAdapter({ name: `accounts-${Date.now()}-${Math.random()}`, getAuth: () => auth });
});
afterEach(() => adapter.close());

const claire = {
  uid: 'u-claire',
  email: 'claire@cabinet.fr',
  accountType: 'firm' as const,
  profile: { fullName: 'Claire Durand', phone: '04 78 00 00 00' },
  firm: { name: 'Cabinet Durand', siret: '73282932000074', address: '1 rue X, Lyon' },
  preferences: { specialties: ['Droit de la famille'], languages: ['Français'] },
};

async function signUpClaire() {
  auth = { uid: claire.uid, email: claire.email };
  return createAccountRecords(claire, adapter.store);
}

describe('createAccountRecords', () => {
  it('writes the seed record, the cabinet, the owner member and the membership', async () => {
    const record = await signUpClaire();
    const stored = (await adapter.store.get(paths.pro(claire.uid))).data;
    expect(stored).toEqual(record);
    expect(Object.keys(stored!).sort()).toEqual([
      'accountType',
      'createdAt',
      'email',
      'firm',
      'preferences',
      'profile',
      'uid',
    ]);
    expect(proRecordSchema.parse(stored)).toEqual(record);
    expect((await adapter.store.get(paths.firm(claire.uid))).data).toMatchObject({
      name: 'Cabinet Durand',
      ownerUid: claire.uid,
      siret: claire.firm.siret,
    });
    expect((await adapter.store.get(paths.member(claire.uid, claire.uid))).data).toMatchObject({
      role: 'owner',
      name: 'Claire Durand',
    });
    expect((await adapter.store.get(paths.membership(claire.uid))).data).toEqual({ firmId: claire.uid, role: 'owner' });
  });

  it('a solo account has firm null and a cabinet named after the person', async () => {
    auth = { uid: 'u-solo', email: 'solo@example.fr' };
    const record = await createAccountRecords(
      {
        ...claire,
        uid: 'u-solo',
        email: 'solo@example.fr',
        accountType: 'solo',
        profile: { fullName: 'Paul Solo', phone: '' },
      },
      adapter.store,
    );
    expect(record.firm).toBeNull();
    expect((await adapter.store.get(paths.firm('u-solo'))).data).toMatchObject({
      name: 'Paul Solo',
      accountType: 'solo',
      siret: '',
    });
  });

  it('cannot create records for somebody else (policy)', async () => {
    auth = { uid: 'u-mallory', email: 'm@example.fr' };
    await expect(createAccountRecords(claire, adapter.store)).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await adapter.system.get(paths.pro(claire.uid))).exists).toBe(false);
  });

  it('refuses a second cabinet for the same user', async () => {
    await signUpClaire();
    await expect(createAccountRecords(claire, adapter.store)).rejects.toMatchObject({
      message: ACCOUNT_MESSAGES.alreadyMember,
    });
  });
});

describe('invitations', () => {
  it('owner invites, a signed-out visitor reads it by token, the invitee joins as member', async () => {
    await signUpClaire();
    const token = await createInvitation(
      { firmId: claire.uid, email: 'Julien@Cabinet.fr', invitedBy: claire.uid },
      adapter.store,
    );
    auth = null;
    const lookup = await readInvitationFrom(adapter.store, token);
    expect(lookup.status).toBe('valid');
    expect(lookup.invitation).toMatchObject({
      firmName: 'Cabinet Durand',
      email: 'julien@cabinet.fr',
      role: 'member',
      usedAt: null,
    });
    const days = (Date.parse(lookup.invitation!.expiresAt) - Date.parse(lookup.invitation!.createdAt)) / 86_400_000;
    expect(days).toBe(14);

    auth = { uid: 'u-julien', email: 'julien@cabinet.fr' };
    const joined = await acceptInvitation(
      { token, uid: 'u-julien', email: 'julien@cabinet.fr', name: 'Julien Martin' },
      adapter.store,
    );
    expect(joined).toEqual({ firmId: claire.uid, firmName: 'Cabinet Durand' });
    expect((await adapter.store.get(paths.pro('u-julien'))).data).toMatchObject({
      accountType: 'firm',
      profile: { fullName: 'Julien Martin', phone: '' },
      firm: null,
      preferences: { specialties: [], languages: [] },
    });
    expect((await adapter.store.get(paths.membership('u-julien'))).data).toMatchObject({
      firmId: claire.uid,
      role: 'member',
    });
    expect((await adapter.store.get(paths.member(claire.uid, 'u-julien'))).data).toMatchObject({ role: 'member' });
    // Now a member: reads the cabinet's work data.
    await adapter.system.set(paths.client(claire.uid, 'c1'), { displayName: 'X' });
    expect((await adapter.store.get(paths.client(claire.uid, 'c1'))).exists).toBe(true);
    expect((await readInvitationFrom(adapter.store, token)).status).toBe('used');
    await expect(
      acceptInvitation({ token, uid: 'u-julien', email: 'julien@cabinet.fr', name: 'J' }, adapter.store),
    ).rejects.toMatchObject({ message: ACCOUNT_MESSAGES.invitationUsed });
  });

  it('refuses an unknown token, another email, an expired invitation', async () => {
    await signUpClaire();
    const token = await createInvitation({ firmId: claire.uid, email: 'a@b.fr', invitedBy: claire.uid }, adapter.store);
    auth = { uid: 'u-eve', email: 'eve@b.fr' };
    expect(await readInvitationFrom(adapter.store, 'nope')).toEqual({ status: 'unknown', invitation: null });
    await expect(
      acceptInvitation({ token: 'nope', uid: 'u-eve', email: 'eve@b.fr', name: 'Eve' }, adapter.store),
    ).rejects.toMatchObject({ code: 'not-found', message: ACCOUNT_MESSAGES.invitationUnknown });
    await expect(
      acceptInvitation({ token, uid: 'u-eve', email: 'eve@b.fr', name: 'Eve' }, adapter.store),
    ).rejects.toMatchObject({ message: ACCOUNT_MESSAGES.invitationEmail });
    await adapter.system.update(paths.invitation(token), { expiresAt: new Date(Date.now() - 1000).toISOString() });
    expect((await readInvitationFrom(adapter.store, token)).status).toBe('expired');
    auth = { uid: 'u-a', email: 'a@b.fr' };
    await expect(
      acceptInvitation({ token, uid: 'u-a', email: 'a@b.fr', name: 'A' }, adapter.store),
    ).rejects.toMatchObject({ message: ACCOUNT_MESSAGES.invitationExpired });
  });

  it('only the owner may invite; a member cannot self-promote or join without an invitation', async () => {
    await signUpClaire();
    const token = await createInvitation(
      { firmId: claire.uid, email: 'julien@cabinet.fr', invitedBy: claire.uid },
      adapter.store,
    );
    auth = { uid: 'u-julien', email: 'julien@cabinet.fr' };
    await acceptInvitation({ token, uid: 'u-julien', email: 'julien@cabinet.fr', name: 'Julien' }, adapter.store);
    await expect(
      createInvitation({ firmId: claire.uid, email: 'x@y.fr', invitedBy: 'u-julien' }, adapter.store),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(adapter.store.update(paths.member(claire.uid, 'u-julien'), { role: 'owner' })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    auth = { uid: 'u-intruder', email: 'i@x.fr' };
    await expect(
      adapter.store.set(paths.membership('u-intruder'), { firmId: claire.uid, role: 'member', invitation: token }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
  });
});

describe('nextCounterValue', () => {
  it('numbers dossiers per year without gaps, even when 20 are created at once', async () => {
    await signUpClaire();
    const references = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        adapter.store.runTransaction(async (tx) => {
          const { reference } = await nextCounterValue(tx, claire.uid, 'cases', { year: 2026 });
          tx.set(paths.case(claire.uid, `c${i}`), { reference });
          return reference;
        }),
      ),
    );
    expect([...references].sort()).toEqual(
      Array.from({ length: 20 }, (_, i) => `2026-${String(i + 1).padStart(4, '0')}`),
    );
    await adapter.store.runTransaction(async (tx) => {
      expect((await nextCounterValue(tx, claire.uid, 'cases', { year: 2027 })).reference).toBe('2027-0001');
    });
  });
});
