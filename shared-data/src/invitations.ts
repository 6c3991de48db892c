/**
 * An invitation's status, and reading one through a document store. The accept screen (signed
 * out) reads through shared-data/public's `readInvitation`, which comes here on Firestore; the
 * schemas load only when the invitation is accepted (accounts.ts acceptInvitation).
 */
import { publicPaths as paths } from './publicPaths.ts';
import type { DocumentStore } from './port.ts';
import type { Invitation } from './schemas.ts';

export type InvitationStatus = 'unknown' | 'expired' | 'used' | 'valid';
export type InvitationLookup =
  | { status: 'unknown'; invitation: null }
  | { status: Exclude<InvitationStatus, 'unknown'>; invitation: Invitation };

export function invitationStatus(invitation: Invitation | null, now = new Date()): InvitationStatus {
  if (!invitation) return 'unknown';
  if (invitation.usedAt) return 'used';
  if (invitation.expiresAt <= now.toISOString()) return 'expired';
  return 'valid';
}

/** What the accept screen shows of a stored invitation (null: none with that token). */
export function lookupOf(invitation: Invitation | null, now = new Date()): InvitationLookup {
  const status = invitationStatus(invitation, now);
  return status === 'unknown' || !invitation ? { status: 'unknown', invitation: null } : { status, invitation };
}

/** A token is a document id: anything else is no invitation. */
export const isToken = (token: string): boolean => token !== '' && !token.includes('/');

/** Anyone holding the token may read the invitation (the policy's `get: anyone`). */
export async function readInvitationFrom(store: DocumentStore, token: string): Promise<InvitationLookup> {
  if (!isToken(token)) return lookupOf(null);
  return lookupOf((await store.get<Invitation>(paths.invitation(token))).data);
}
