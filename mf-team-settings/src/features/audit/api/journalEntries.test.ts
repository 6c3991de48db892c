/**
 * Each sensitive action of this area writes its journal entry (shared-data recordAudit) in its own
 * transaction, with the changed fields before → after, through the real IndexedDB adapter and policy.
 */
import { getDataStore, paths, type AuditEntry, type Availability, type BillingSettings } from 'shared-data';
import { freshDemoData, signInAs } from '../../../test/renderWithData.tsx';
import { changeRole, inviteMember, removeMember, revokeInvitation } from '../../members/api/memberActions.ts';
import { requestPlanChange, saveAvailability, saveBilling, saveTeam } from '../../settings/api/settingsActions.ts';
import { toAvailabilityForm } from '../../settings/model/availabilityForm.ts';

jest.setTimeout(30_000);
const F = 'demo-owner';

beforeEach(async () => {
  await freshDemoData();
  signInAs('demo-owner');
});

async function entries(action: string): Promise<AuditEntry[]> {
  const log = await getDataStore().query<AuditEntry>({
    collection: paths.auditLog(F),
    where: [{ field: 'action', op: '==', value: action }],
  });
  return log.docs.map((d) => d.data);
}

describe('journal entries of the team and settings actions', () => {
  it('cabinet identity: only the changed fields, before → after; an unchanged save adds nothing', async () => {
    const firm = (await getDataStore().get<{ name: string; siret?: string; address: string }>(paths.firm(F))).data!;
    const values = { name: firm.name, siret: firm.siret ?? '', address: firm.address, barreau: 'Lyon' };
    await saveTeam({ firmId: F, uid: 'demo-owner', values });
    await saveTeam({ firmId: F, uid: 'demo-owner', values: { ...values, barreau: 'Paris' } });
    await saveTeam({ firmId: F, uid: 'demo-owner', values: { ...values, barreau: 'Paris' } });
    const log = await entries('settings.team');
    expect(log.map((e) => e.after)).toContainEqual({ barreau: 'Paris' });
    expect(log).toContainEqual(
      expect.objectContaining({
        uid: 'demo-owner',
        target: paths.settings(F, 'team'),
        before: { barreau: 'Lyon' },
        after: { barreau: 'Paris' },
      }),
    );
    // No change, no entry: the third save wrote none.
    expect(log.filter((e) => e.after?.barreau === 'Paris')).toHaveLength(1);
  });

  it('billing settings: the IBAN and the terms, before → after', async () => {
    const current = (await getDataStore().get<BillingSettings>(paths.settings(F, 'billing'))).data!;
    await saveBilling({
      firmId: F,
      uid: 'demo-owner',
      settings: { ...current, iban: 'FR7630006000011234567890189', paymentTermsDays: 45 },
    });
    const [entry] = await entries('settings.billing');
    expect(entry).toMatchObject({
      before: { iban: current.iban, paymentTermsDays: current.paymentTermsDays },
      after: { iban: 'FR7630006000011234567890189', paymentTermsDays: 45 },
    });
    expect(Object.keys(entry!.after!)).toEqual(['iban', 'paymentTermsDays']);
  });

  it('availability: the slot length, before → after, in the member’s own name', async () => {
    signInAs('demo-member-1');
    const previous = (await getDataStore().get<Availability>(paths.availability('demo-member-1'))).data;
    const form = toAvailabilityForm(previous);
    await saveAvailability({
      firmId: F,
      uid: 'demo-member-1',
      previous,
      values: { ...form, slotMinutes: form.slotMinutes === '30' ? '60' : '30' },
    });
    signInAs('demo-owner');
    const [entry] = await entries('settings.availability');
    expect(entry).toMatchObject({ uid: 'demo-member-1', target: paths.availability('demo-member-1') });
    expect(entry!.after).toHaveProperty('slotMinutes');
  });

  it('subscription, role change, removal, invitation created and revoked', async () => {
    await requestPlanChange({ firmId: F, uid: 'demo-owner', fromPlan: 'Cabinet', toPlan: 'Solo' });
    await changeRole({
      firmId: F,
      actorUid: 'demo-owner',
      actorRole: 'owner',
      targetUid: 'demo-member-1',
      role: 'owner',
    });
    await removeMember({ firmId: F, actorUid: 'demo-owner', actorRole: 'owner', targetUid: 'demo-member-2' });
    const token = await inviteMember({
      firmId: F,
      uid: 'demo-owner',
      values: { email: 'Paul@Exemple.fr', name: 'Paul', message: '' },
    });
    await revokeInvitation({ firmId: F, uid: 'demo-owner', token });

    expect(await entries('settings.subscription')).toEqual([
      expect.objectContaining({ before: { plan: 'Cabinet' }, after: { plan: 'Solo' } }),
    ]);
    expect(await entries('member.role')).toEqual([
      expect.objectContaining({
        target: paths.member(F, 'demo-member-1'),
        before: { role: 'member' },
        after: { role: 'owner' },
        details: { name: 'Julien Martin' },
      }),
    ]);
    expect(await entries('member.remove')).toEqual([
      expect.objectContaining({
        target: paths.member(F, 'demo-member-2'),
        before: { role: 'member' },
        details: expect.objectContaining({ name: 'Sophie Bernard' }),
      }),
    ]);
    const invitations = [...(await entries('invitation.create')), ...(await entries('invitation.revoke'))];
    expect(invitations.filter((e) => e.details.email === 'paul@exemple.fr').map((e) => e.action)).toEqual([
      'invitation.create',
      'invitation.revoke',
    ]);
    // The journal never holds the invitation's token (the link's secret).
    expect(JSON.stringify(invitations)).not.toContain(token);
  });

  it('a member cannot read the journal, nor revoke an invitation', async () => {
    const token = await inviteMember({
      firmId: F,
      uid: 'demo-owner',
      values: { email: 'lea@exemple.fr', name: '', message: '' },
    });
    signInAs('demo-member-1');
    await expect(getDataStore().query({ collection: paths.auditLog(F) })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(revokeInvitation({ firmId: F, uid: 'demo-member-1', token })).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});
