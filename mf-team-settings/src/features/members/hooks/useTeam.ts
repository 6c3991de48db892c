/** Live reads of the team: members (everyone) and invitations (the owner only may list them). */
import { paths, useCollection, type AuditEntry, type Invitation, type Member } from 'shared-data';

/** Read whole: a cabinet has a handful of members (its seats), never thousands. */
export function useMembers(firmId: string | null) {
  return useCollection<Member>(firmId ? { collection: paths.members(firmId) } : null);
}

/**
 * The invitations not accepted yet (pending or expired): a handful, whatever the years of
 * accepted ones (equality filters only: no composite index).
 */
export function useInvitations(firmId: string | null, isOwner: boolean) {
  return useCollection<Invitation>(
    firmId && isOwner
      ? {
          collection: paths.invitations(),
          where: [
            { field: 'firmId', op: '==', value: firmId },
            { field: 'usedAt', op: '==', value: null },
          ],
        }
      : null,
  );
}

/** uid → display name of the cabinet's members. */
export function memberNames(members: readonly Member[]): Map<string, string> {
  return new Map(members.map((m) => [m.uid, m.name || m.email]));
}

/** How many of the team's latest changes the team page shows. */
export const TEAM_HISTORY_SHOWN = 20;

/**
 * The cabinet's latest audit entries about the team (role changes, removals), newest first: the
 * team page shows {@link TEAM_HISTORY_SHOWN}, the journal all (index `auditLog (action, at DESC)`).
 */
export function useTeamAudit(firmId: string | null) {
  return useCollection<AuditEntry>(
    firmId
      ? {
          collection: paths.auditLog(firmId),
          where: [{ field: 'action', op: 'in', value: ['member.role', 'member.remove'] }],
          orderBy: [{ field: 'at', direction: 'desc' }],
          limit: TEAM_HISTORY_SHOWN,
        }
      : null,
  );
}
