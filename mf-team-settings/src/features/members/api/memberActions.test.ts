/**
 * Role rules through the data port (real IndexedDB adapter and access policy): a member's
 * owner-only writes are refused by the policy, not only hidden by the UI.
 */
import { DATA_MESSAGES, getDataStore, paths, type AuditEntry, type Member } from 'shared-data';
import type { Membership } from 'shared-data/testing';
import { freshDemoData, signInAs } from '../../../test/renderWithData.tsx';
import { changeRole, inviteMember, removeMember, revokeInvitation, setMemberRate } from './memberActions.ts';
import { ROLE_MESSAGES } from '../model/roles.ts';
import { INVITE_MESSAGES } from '../model/invitations.ts';
import { requestPlanChange, saveBilling, saveTeam } from '../../settings/api/settingsActions.ts';

jest.setTimeout(20_000);
const F = 'demo-owner';
const ownerOnly = { code: 'permission-denied', message: DATA_MESSAGES.ownerOnly };

beforeEach(async () => {
  await freshDemoData();
});

async function auditActions(): Promise<string[]> {
  const log = await getDataStore().query<AuditEntry>({ collection: paths.auditLog(F) });
  return log.docs.map((d) => d.data.action);
}

describe('member refusals through the data port', () => {
  it('refuses a member’s owner-only writes: settings, invitations, role changes, removals', async () => {
    signInAs('demo-member-1');
    const store = getDataStore();
    for (const name of ['team', 'billing', 'subscription'])
      await expect(store.set(paths.settings(F, name), { x: 1 })).rejects.toMatchObject(ownerOnly);
    await expect(store.update(paths.member(F, 'demo-member-2'), { role: 'owner' })).rejects.toMatchObject(ownerOnly);
    await expect(store.delete(paths.member(F, 'demo-member-2'))).rejects.toMatchObject(ownerOnly);
    await expect(store.update(paths.membership('demo-member-1'), { role: 'owner' })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(
      inviteMember({ firmId: F, uid: 'demo-member-1', values: { email: 'x@exemple.fr', name: '', message: '' } }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    // The actions refuse too (role rules), and the policy would anyway.
    await expect(
      changeRole({
        firmId: F,
        actorUid: 'demo-member-1',
        actorRole: 'member',
        targetUid: 'demo-member-1',
        role: 'owner',
      }),
    ).rejects.toMatchObject({ message: ROLE_MESSAGES.ownerOnly });
    await expect(
      saveTeam({ firmId: F, uid: 'demo-member-1', values: { name: 'X', siret: '', address: 'Lyon', barreau: '' } }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(
      saveBilling({
        firmId: F,
        uid: 'demo-member-1',
        settings: {
          legalName: 'X',
          address: 'x',
          siret: '',
          vatNumber: '',
          vatFranchise: true,
          iban: '',
          bic: '',
          numberingPrefix: '',
          paymentTermsDays: 30,
          mentions: '',
          logoPath: null,
        },
      }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(
      requestPlanChange({ firmId: F, uid: 'demo-member-1', fromPlan: 'Cabinet', toPlan: 'Solo' }),
    ).rejects.toMatchObject(ownerOnly);
  });
});

describe('owner actions', () => {
  it('changes a role on the member and the lookup, with its audit entry in the same transaction', async () => {
    signInAs('demo-owner');
    await changeRole({
      firmId: F,
      actorUid: 'demo-owner',
      actorRole: 'owner',
      targetUid: 'demo-member-2',
      role: 'owner',
    });
    const member = await getDataStore().get<Member>(paths.member(F, 'demo-member-2'));
    expect(member.data?.role).toBe('owner');
    signInAs('demo-member-2');
    const membership = await getDataStore().get<Membership>(paths.membership('demo-member-2'));
    expect(membership.data?.role).toBe('owner');
    expect(await auditActions()).toContain('member.role');
  });

  it('never demotes nor removes the only owner', async () => {
    signInAs('demo-owner');
    await expect(
      changeRole({ firmId: F, actorUid: 'demo-owner', actorRole: 'owner', targetUid: 'demo-owner', role: 'member' }),
    ).rejects.toMatchObject({ message: ROLE_MESSAGES.lastOwnerDemote });
    await expect(
      removeMember({ firmId: F, actorUid: 'demo-owner', actorRole: 'owner', targetUid: 'demo-owner' }),
    ).rejects.toMatchObject({ message: ROLE_MESSAGES.lastOwnerRemove });
    expect(await auditActions()).not.toContain('member.remove');
  });

  it('removes a member (their dossiers stay) with an audit entry', async () => {
    signInAs('demo-owner');
    await removeMember({ firmId: F, actorUid: 'demo-owner', actorRole: 'owner', targetUid: 'demo-member-2' });
    expect((await getDataStore().get(paths.member(F, 'demo-member-2'))).exists).toBe(false);
    expect(await auditActions()).toContain('member.remove');
  });

  it('invites once, says so for a member or a second invitation, and revokes', async () => {
    signInAs('demo-owner');
    const values = { email: 'Nouveau@Exemple.fr', name: 'Paul', message: 'Bienvenue' };
    const token = await inviteMember({ firmId: F, uid: 'demo-owner', values });
    const invitation = await getDataStore().get(paths.invitation(token));
    expect(invitation.data).toMatchObject({ email: 'nouveau@exemple.fr', name: 'Paul', message: 'Bienvenue' });
    await expect(inviteMember({ firmId: F, uid: 'demo-owner', values })).rejects.toMatchObject({
      message: INVITE_MESSAGES.alreadyInvited,
    });
    await expect(
      inviteMember({ firmId: F, uid: 'demo-owner', values: { ...values, email: 'julien.martin@cabinet-durand.fr' } }),
    ).rejects.toMatchObject({ message: INVITE_MESSAGES.alreadyMember });
    await revokeInvitation({ firmId: F, uid: 'demo-owner', token });
    expect((await getDataStore().get(paths.invitation(token))).exists).toBe(false);
  });
});

describe('hourly rates', () => {
  const rateOf = async (uid: string) => (await getDataStore().get<Member>(paths.member(F, uid))).data?.hourlyRateCents;

  it('the owner sets a member’s rate, and removes it (the dossiers’ rates apply again)', async () => {
    signInAs('demo-owner');
    await setMemberRate({ firmId: F, actorRole: 'owner', targetUid: 'demo-member-1', rateCents: 18_050 });
    expect(await rateOf('demo-member-1')).toBe(18_050);
    await setMemberRate({ firmId: F, actorRole: 'owner', targetUid: 'demo-member-1', rateCents: null });
    const member = (await getDataStore().get<Member>(paths.member(F, 'demo-member-1'))).data;
    expect(member).not.toHaveProperty('hourlyRateCents');
    expect(member).toMatchObject({ name: 'Julien Martin', role: 'member' });
  });

  it('a member cannot set their own rate, nor a teammate’s: the policy refuses, not only the screen', async () => {
    signInAs('demo-member-1');
    await expect(
      getDataStore().update(paths.member(F, 'demo-member-1'), { hourlyRateCents: 99_900 }),
    ).rejects.toMatchObject(ownerOnly);
    // Even an action told it acts as the owner is refused by the data policy.
    await expect(
      setMemberRate({ firmId: F, actorRole: 'owner', targetUid: 'demo-member-1', rateCents: 99_900 }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(
      setMemberRate({ firmId: F, actorRole: 'member', targetUid: 'demo-member-2', rateCents: 10_000 }),
    ).rejects.toMatchObject({ message: ROLE_MESSAGES.ownerOnly });
    expect(await rateOf('demo-member-1')).toBeUndefined();
  });
});
