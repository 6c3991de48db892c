/** Live reads of the team: members (everyone) and invitations (the owner only may list them). */
import { paths, useCollection, type AuditEntry, type Invitation, type Member } from 'shared-data';

export function useMembers(firmId: string | null) {
  return useCollection<Member>(firmId ? { collection: paths.members(firmId) } : null);
}

export function useInvitations(firmId: string | null, isOwner: boolean) {
  return useCollection<Invitation>(
    firmId && isOwner
      ? { collection: paths.invitations(), where: [{ field: 'firmId', op: '==', value: firmId }] }
      : null,
  );
}

/** uid → display name of the cabinet's members. */
export function memberNames(members: readonly Member[]): Map<string, string> {
  return new Map(members.map((m) => [m.uid, m.name || m.email]));
}

/** The cabinet's audit entries about the team (role changes, removals). */
export function useTeamAudit(firmId: string | null) {
  return useCollection<AuditEntry>(
    firmId
      ? {
          collection: paths.auditLog(firmId),
          where: [{ field: 'action', op: 'in', value: ['member.role', 'member.remove'] }],
        }
      : null,
  );
}
