/** The team's history (pure): role changes and removals read from the audit trail, in French. */
import { ROLE_LABELS, type Role } from './roles.ts';

export const TEAM_ACTIONS = ['member.role', 'member.remove'] as const;

export type TeamAuditEntry = {
  at: string;
  uid: string;
  action: string;
  target: string;
  details: Record<string, unknown>;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
};

const roleLabel = (value: unknown): string => ROLE_LABELS[value as Role] ?? String(value ?? '?');

/** The last `limit` team entries, newest first, each as one French sentence. */
export function teamHistory(input: {
  entries: readonly TeamAuditEntry[];
  names: ReadonlyMap<string, string>;
  limit?: number;
}): { at: string; text: string }[] {
  const nameOf = (uid: string) => input.names.get(uid) ?? 'Ancien membre';
  return input.entries
    .filter((e) => (TEAM_ACTIONS as readonly string[]).includes(e.action))
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, input.limit ?? 20)
    .map((e) => {
      const actor = nameOf(e.uid);
      const targetUid = e.target.split('/').pop() ?? '';
      if (e.action === 'member.remove') {
        const who = String(e.details.name || e.details.email || nameOf(targetUid));
        return { at: e.at, text: `${actor} a retiré ${who} du cabinet.` };
      }
      return {
        at: e.at,
        text: `${actor} a changé le rôle de ${nameOf(targetUid)} : ${roleLabel(e.before?.role ?? e.details.from)} → ${roleLabel(e.after?.role ?? e.details.to)}.`,
      };
    });
}
