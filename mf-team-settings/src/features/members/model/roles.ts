/** Role rules of the cabinet (pure): who may change whose role, who may be removed. */
export type Role = 'owner' | 'member';
export type MemberLike = { uid: string; role: Role };

export const ROLE_LABELS: Record<Role, string> = { owner: 'Titulaire', member: 'Collaborateur' };

export const ROLE_MESSAGES = {
  lastOwnerDemote:
    'Le cabinet doit garder au moins un titulaire : nommez d’abord un autre titulaire avant de changer ce rôle.',
  lastOwnerRemove:
    'Le cabinet doit garder au moins un titulaire : nommez d’abord un autre titulaire avant de retirer ce compte.',
  unknownMember: 'Ce membre ne fait plus partie du cabinet.',
  sameRole: 'Ce membre a déjà ce rôle.',
  ownerOnly: 'Action réservée au titulaire du compte.',
} as const;

export function ownerCount(members: readonly MemberLike[]): number {
  return members.filter((m) => m.role === 'owner').length;
}

/** Why this role change is refused, or null. */
export function roleChangeProblem(input: {
  members: readonly MemberLike[];
  actorRole: Role | null;
  targetUid: string;
  role: Role;
}): string | null {
  if (input.actorRole !== 'owner') return ROLE_MESSAGES.ownerOnly;
  const target = input.members.find((m) => m.uid === input.targetUid);
  if (!target) return ROLE_MESSAGES.unknownMember;
  if (target.role === input.role) return ROLE_MESSAGES.sameRole;
  if (target.role === 'owner' && ownerCount(input.members) <= 1) return ROLE_MESSAGES.lastOwnerDemote;
  return null;
}

/** Why removing this member is refused, or null. Their dossiers stay in the cabinet. */
export function removalProblem(input: {
  members: readonly MemberLike[];
  actorRole: Role | null;
  targetUid: string;
}): string | null {
  if (input.actorRole !== 'owner') return ROLE_MESSAGES.ownerOnly;
  const target = input.members.find((m) => m.uid === input.targetUid);
  if (!target) return ROLE_MESSAGES.unknownMember;
  if (target.role === 'owner' && ownerCount(input.members) <= 1) return ROLE_MESSAGES.lastOwnerRemove;
  return null;
}
