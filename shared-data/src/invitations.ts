/**
 * Reading an invitation — the accept screen, signed out — is a store module: that page reads
 * through shared-data/store and loads the schemas only when the invitation is accepted
 * (accounts.ts acceptInvitation; issue 16).
 */
import { getDataStore } from './init.ts';
import { paths } from './paths.ts';
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

/** Anyone holding the token may read the invitation (the accept screen, signed out). */
export async function readInvitation(token: string, store: DocumentStore = getDataStore()): Promise<InvitationLookup> {
  if (!token || token.includes('/')) return { status: 'unknown', invitation: null };
  const snapshot = await store.get<Invitation>(paths.invitation(token));
  const invitation = snapshot.data;
  const status = invitationStatus(invitation);
  return status === 'unknown' || !invitation ? { status: 'unknown', invitation: null } : { status, invitation };
}
