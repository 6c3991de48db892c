/**
 * An invitation written by a cabinet's owner: the link goes by email to the invited colleague.
 * Re-checked with admin rights: still unused and unexpired, and written by that cabinet's owner.
 */
import { type Invitation, type Member, type Membership, paths } from 'shared-data/server';
import { invitationEmail } from '../mail/templates.tsx';
import { type SendOutcome, type ServerDeps, sendOnce } from '../outbox.ts';

export async function onInvitationCreated(deps: ServerDeps, token: string): Promise<SendOutcome | 'non envoyé'> {
  const invitation = (await deps.db.doc(paths.invitation(token)).get()).data() as Invitation | undefined;
  if (!invitation || invitation.usedAt || Date.parse(invitation.expiresAt) <= deps.now().getTime()) return 'non envoyé';
  const membership = (await deps.db.doc(paths.membership(invitation.invitedBy)).get()).data() as Membership | undefined;
  if (membership?.firmId !== invitation.firmId || membership.role !== 'owner') return 'non envoyé';
  const inviter = (await deps.db.doc(paths.member(invitation.firmId, invitation.invitedBy)).get()).data() as
    | Member
    | undefined;
  return sendOnce(deps, {
    firmId: invitation.firmId,
    key: `invitation-${token}`,
    kind: 'invitation',
    about: token,
    build: async () => ({
      to: invitation.email,
      ...(await invitationEmail({
        firmName: invitation.firmName,
        inviterName: inviter?.name || invitation.firmName,
        link: `${deps.appUrl}/pro/accept-invite?token=${encodeURIComponent(token)}`,
        expiresAt: invitation.expiresAt,
        ...(invitation.message ? { message: invitation.message } : {}),
      })),
    }),
  });
}
