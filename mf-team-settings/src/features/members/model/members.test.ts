import { inviteConflict, inviteFormSchema, invitationState, INVITE_MESSAGES } from './invitations.ts';
import { removalProblem, roleChangeProblem, ROLE_MESSAGES } from './roles.ts';

const owner = { uid: 'o', role: 'owner' as const };
const member = { uid: 'm', role: 'member' as const };

describe('role rules', () => {
  it('refuses to demote or remove the only owner, allows it with a second owner', () => {
    expect(roleChangeProblem({ members: [owner, member], actorRole: 'owner', targetUid: 'o', role: 'member' })).toBe(
      ROLE_MESSAGES.lastOwnerDemote,
    );
    expect(removalProblem({ members: [owner, member], actorRole: 'owner', targetUid: 'o' })).toBe(
      ROLE_MESSAGES.lastOwnerRemove,
    );
    const two = [owner, { uid: 'm', role: 'owner' as const }];
    expect(roleChangeProblem({ members: two, actorRole: 'owner', targetUid: 'o', role: 'member' })).toBeNull();
    expect(removalProblem({ members: two, actorRole: 'owner', targetUid: 'o' })).toBeNull();
  });

  it('lets only an owner change roles or remove, and says when nothing changes', () => {
    expect(roleChangeProblem({ members: [owner, member], actorRole: 'member', targetUid: 'm', role: 'owner' })).toBe(
      ROLE_MESSAGES.ownerOnly,
    );
    expect(removalProblem({ members: [owner, member], actorRole: 'member', targetUid: 'm' })).toBe(
      ROLE_MESSAGES.ownerOnly,
    );
    expect(roleChangeProblem({ members: [owner, member], actorRole: 'owner', targetUid: 'm', role: 'member' })).toBe(
      ROLE_MESSAGES.sameRole,
    );
    expect(roleChangeProblem({ members: [owner, member], actorRole: 'owner', targetUid: 'x', role: 'owner' })).toBe(
      ROLE_MESSAGES.unknownMember,
    );
    expect(
      roleChangeProblem({ members: [owner, member], actorRole: 'owner', targetUid: 'm', role: 'owner' }),
    ).toBeNull();
  });
});

describe('invitations', () => {
  const now = new Date('2026-11-02T10:00:00Z');
  const pending = { email: 'Paul@Exemple.fr', usedAt: null, expiresAt: '2026-11-10T00:00:00.000Z' };
  const expired = { email: 'old@exemple.fr', usedAt: null, expiresAt: '2026-10-01T00:00:00.000Z' };

  it('validates the form with French messages', () => {
    const bad = inviteFormSchema.safeParse({ email: 'pas-un-email', name: '', message: '' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(INVITE_MESSAGES.emailInvalid);
    expect(inviteFormSchema.safeParse({ email: '', name: '', message: '' }).error?.issues[0]?.message).toBe(
      INVITE_MESSAGES.emailRequired,
    );
    expect(inviteFormSchema.safeParse({ email: ' a@b.fr ', name: '', message: '' }).success).toBe(true);
  });

  it('says when the address is already a member or already invited (case-insensitive)', () => {
    const base = { memberEmails: ['claire@cabinet.fr'], invitations: [pending, expired], now };
    expect(inviteConflict({ ...base, email: 'CLAIRE@cabinet.fr' })).toBe(INVITE_MESSAGES.alreadyMember);
    expect(inviteConflict({ ...base, email: 'paul@exemple.fr' })).toBe(INVITE_MESSAGES.alreadyInvited);
    expect(inviteConflict({ ...base, email: 'old@exemple.fr' })).toBeNull();
    expect(invitationState(expired, now)).toBe('expirée');
    expect(invitationState({ ...pending, usedAt: '2026-11-01T00:00:00Z' }, now)).toBe('acceptée');
  });
});
