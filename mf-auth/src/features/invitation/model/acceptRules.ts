import { newPasswordProblem } from '../../validation/model/credentials.ts';
import { fullNameProblem } from '../../validation/model/fields.ts';
import { ruleOf } from '../../validation/model/rules.ts';

export type AcceptValues = { fullName: string; password: string };

/** The accept form's checks, as react-hook-form rules (the page loads no validation library). */
export const ACCEPT_RULES = { fullName: ruleOf(fullNameProblem), password: ruleOf(newPasswordProblem) };

export type InvitationView =
  | { kind: 'loading' }
  | { kind: 'missing' }
  | { kind: 'unavailable'; error: string }
  | { kind: 'unknown' }
  | { kind: 'expired'; firmName: string; email: string }
  | { kind: 'used'; firmName: string; email: string }
  | { kind: 'valid'; firmName: string; email: string; expiresAt: string };

type Lookup = {
  status: 'valid' | 'unknown' | 'expired' | 'used';
  invitation: { firmName: string; email: string; expiresAt: string } | null;
};

/** What the screen shows for an invitation lookup. */
export function toInvitationView(lookup: Lookup): InvitationView {
  const invitation = lookup.invitation;
  if (lookup.status === 'unknown' || !invitation) return { kind: 'unknown' };
  if (lookup.status === 'valid')
    return { kind: 'valid', firmName: invitation.firmName, email: invitation.email, expiresAt: invitation.expiresAt };
  return { kind: lookup.status, firmName: invitation.firmName, email: invitation.email };
}

/** The token from the link: trimmed, nothing that could become a path. */
export function tokenFrom(search: URLSearchParams): string | null {
  const token = search.get('token')?.trim() ?? '';
  return token && /^[A-Za-z0-9_-]{1,200}$/.test(token) ? token : token ? '' : null;
}
