/** Every write of the team: invitations, role changes, removals, hourly rates (through shared-data's port). */
import {
  createInvitation,
  DataError,
  getDataStore,
  paths,
  recordAudit,
  type Invitation,
  type Member,
} from 'shared-data';
import { inviteConflict, type InviteFormValues } from '../model/invitations.ts';
import { removalProblem, ROLE_MESSAGES, roleChangeProblem, type Role } from '../model/roles.ts';

/** Creates the invitation (14 days, journaled by shared-data in the same transaction) unless the address is already a member or invited. Returns the token. */
export async function inviteMember(input: { firmId: string; uid: string; values: InviteFormValues }): Promise<string> {
  const store = getDataStore();
  const email = input.values.email.trim().toLowerCase();
  const [members, invitations] = await Promise.all([
    store.query<Member>({ collection: paths.members(input.firmId) }),
    // Only an invitation not accepted yet can conflict: not the cabinet's years of accepted ones.
    store.query<Invitation>({
      collection: paths.invitations(),
      where: [
        { field: 'firmId', op: '==', value: input.firmId },
        { field: 'usedAt', op: '==', value: null },
      ],
    }),
  ]);
  const conflict = inviteConflict({
    email,
    memberEmails: members.docs.map((d) => d.data.email),
    invitations: invitations.docs.map((d) => d.data),
    now: new Date(),
  });
  if (conflict) throw new DataError('invalid-argument', conflict);
  return createInvitation({
    firmId: input.firmId,
    email,
    invitedBy: input.uid,
    name: input.values.name,
    message: input.values.message,
  });
}

/** Owner only (policy): deletes the invitation (its link stops working), journaled in the same transaction. */
export async function revokeInvitation(input: { firmId: string; uid: string; token: string }): Promise<void> {
  await getDataStore().runTransaction(async (tx) => {
    const invitation = (await tx.get<Invitation>(paths.invitation(input.token))).data;
    if (!invitation || invitation.firmId !== input.firmId)
      throw new DataError('not-found', 'Invitation introuvable : elle a peut-être déjà été révoquée.');
    tx.delete(paths.invitation(input.token));
    recordAudit(tx, {
      firmId: input.firmId,
      uid: input.uid,
      action: 'invitation.revoke',
      target: paths.invitations(),
      details: { email: invitation.email, ...(invitation.name ? { name: invitation.name } : {}) },
    });
  });
}

/** Reads every owner of the cabinet plus the target inside the transaction (reads before writes). */
async function readTeam(
  tx: Parameters<Parameters<ReturnType<typeof getDataStore>['runTransaction']>[0]>[0],
  firmId: string,
  uids: string[],
) {
  const snapshots = await Promise.all(uids.map((uid) => tx.get<Member>(paths.member(firmId, uid))));
  return snapshots.flatMap((s, i) => (s.data ? [{ ...s.data, uid: uids[i]! }] : []));
}

/**
 * Owner only: the member document and the uid → cabinet lookup change together, with the audit
 * entry, in one transaction. The only owner cannot demote themself.
 */
export async function changeRole(input: {
  firmId: string;
  actorUid: string;
  actorRole: Role | null;
  targetUid: string;
  role: Role;
}): Promise<void> {
  const store = getDataStore();
  const listed = await store.query<Member>({ collection: paths.members(input.firmId) });
  const uids = [...new Set([...listed.docs.map((d) => d.id), input.targetUid])];
  await store.runTransaction(async (tx) => {
    const team = await readTeam(tx, input.firmId, uids);
    const problem = roleChangeProblem({
      members: team,
      actorRole: input.actorRole,
      targetUid: input.targetUid,
      role: input.role,
    });
    if (problem) throw new DataError('invalid-argument', problem);
    const target = team.find((m) => m.uid === input.targetUid)!;
    const from = target.role;
    tx.update(paths.member(input.firmId, input.targetUid), { role: input.role });
    tx.update(paths.membership(input.targetUid), { role: input.role });
    recordAudit(tx, {
      firmId: input.firmId,
      uid: input.actorUid,
      action: 'member.role',
      target: paths.member(input.firmId, input.targetUid),
      before: { role: from },
      after: { role: input.role },
      details: { name: target.name || target.email },
    });
  });
}

/** Owner only: removes the member (their dossiers and work stay in the cabinet), audited in the same transaction. */
export async function removeMember(input: {
  firmId: string;
  actorUid: string;
  actorRole: Role | null;
  targetUid: string;
}): Promise<void> {
  const store = getDataStore();
  const listed = await store.query<Member>({ collection: paths.members(input.firmId) });
  const uids = [...new Set([...listed.docs.map((d) => d.id), input.targetUid])];
  await store.runTransaction(async (tx) => {
    const team = await readTeam(tx, input.firmId, uids);
    const problem = removalProblem({ members: team, actorRole: input.actorRole, targetUid: input.targetUid });
    if (problem) throw new DataError('invalid-argument', problem);
    const target = team.find((m) => m.uid === input.targetUid)!;
    tx.delete(paths.member(input.firmId, input.targetUid));
    tx.delete(paths.membership(input.targetUid));
    recordAudit(tx, {
      firmId: input.firmId,
      uid: input.actorUid,
      action: 'member.remove',
      target: paths.member(input.firmId, input.targetUid),
      before: { role: target.role },
      details: { name: target.name, email: target.email, role: target.role },
    });
  });
}

/**
 * Owner only (the policy refuses anyone else, a member setting their own rate included): the
 * member's own hourly rate HT in cents, proposed by default for their time; null removes it (the
 * dossiers' rates apply).
 */
export async function setMemberRate(input: {
  firmId: string;
  actorRole: Role | null;
  targetUid: string;
  rateCents: number | null;
}): Promise<void> {
  if (input.actorRole !== 'owner') throw new DataError('permission-denied', ROLE_MESSAGES.ownerOnly);
  await getDataStore().runTransaction(async (tx) => {
    const member = (await tx.get<Member>(paths.member(input.firmId, input.targetUid))).data;
    if (!member) throw new DataError('not-found', ROLE_MESSAGES.unknownMember);
    const { hourlyRateCents: _previous, ...rest } = member;
    tx.set(
      paths.member(input.firmId, input.targetUid),
      input.rateCents === null ? rest : { ...rest, hourlyRateCents: input.rateCents },
    );
  });
}
