/** Invitation form and rules (pure). */
import { boundedText } from 'shared-data';
import { z } from 'zod';

export const INVITE_MESSAGES = {
  emailRequired: 'Saisissez l’adresse email du collaborateur.',
  emailInvalid: 'Adresse email invalide (exemple : prenom.nom@cabinet.fr).',
  alreadyMember: 'Cette personne fait déjà partie du cabinet.',
  alreadyInvited:
    'Une invitation est déjà en attente pour cette adresse : copiez à nouveau son lien depuis la liste des membres.',
} as const;

export const inviteFormSchema = z.object({
  email: boundedText('email').min(1, INVITE_MESSAGES.emailRequired).pipe(z.email(INVITE_MESSAGES.emailInvalid)),
  name: boundedText('name'),
  message: boundedText('message'),
});
export type InviteFormValues = z.input<typeof inviteFormSchema>;
export const EMPTY_INVITE: InviteFormValues = { email: '', name: '', message: '' };

export type InvitationLike = { email: string; usedAt: string | null; expiresAt: string };

export type InvitationState = 'en attente' | 'expirée' | 'acceptée';

export function invitationState(invitation: InvitationLike, now: Date): InvitationState {
  if (invitation.usedAt) return 'acceptée';
  return invitation.expiresAt <= now.toISOString() ? 'expirée' : 'en attente';
}

/** Already a member, or already invited (a pending, unexpired invitation): the message, or null. */
export function inviteConflict(input: {
  email: string;
  memberEmails: readonly string[];
  invitations: readonly InvitationLike[];
  now: Date;
}): string | null {
  const email = input.email.trim().toLowerCase();
  if (input.memberEmails.some((e) => e.trim().toLowerCase() === email)) return INVITE_MESSAGES.alreadyMember;
  if (
    input.invitations.some(
      (i) => i.email.trim().toLowerCase() === email && invitationState(i, input.now) === 'en attente',
    )
  )
    return INVITE_MESSAGES.alreadyInvited;
  return null;
}
