/**
 * Account operations, each one policy-checked transaction: the auth screens call them right
 * after the Firebase account exists (sign-up, invitation sign-up), the team screen to invite.
 */
import { recordAudit } from './audit.ts';
import { INVITATION_TTL_DAYS } from './constants.ts';

// Through the shared entry, not ./init.ts: one store in the page whichever app provides shared-data.
import { getDataStore } from 'shared-data/store';
import { paths } from './paths.ts';
import type { DocumentStore } from './port.ts';
import { DataError, invitationStatus, type InvitationStatus, randomId } from 'shared-data/store';
import {
  proRecordSchema,
  type Firm,
  type Invitation,
  type Member,
  type Membership,
  type ProRecord,
} from './schemas.ts';

export const ACCOUNT_MESSAGES = {
  alreadyMember: 'Ce compte est déjà rattaché à un cabinet.',
  invalidRecord: 'Les informations du compte sont incomplètes ou invalides.',
  invitationUnknown: 'Cette invitation est introuvable. Vérifiez le lien reçu par email.',
  invitationExpired: 'Cette invitation a expiré. Demandez une nouvelle invitation au titulaire du cabinet.',
  invitationUsed: 'Cette invitation a déjà été utilisée.',
  invitationEmail: 'Cette invitation est destinée à une autre adresse email.',
  invitationMissingEmail: 'Veuillez saisir l’adresse email à inviter.',
} as const;

/** What sign-up gives `createAccountRecords`: the new professional's record (uid, email, account type, profile, firm, preferences). */
export type CreateAccountInput = Pick<ProRecord, 'uid' | 'email' | 'accountType' | 'profile' | 'firm' | 'preferences'>;

/**
 * Sign-up: `pros/{uid}` exactly as the seed's record (firm null for a solo), the cabinet
 * (firmId = uid; named after the firm, or after the person for a solo), its owner member entry
 * and the membership lookup — all or nothing.
 */
export async function createAccountRecords(
  input: CreateAccountInput,
  store: DocumentStore = getDataStore(),
): Promise<ProRecord> {
  const now = new Date().toISOString();
  const parsed = proRecordSchema.safeParse({
    uid: input.uid,
    email: input.email,
    accountType: input.accountType,
    profile: { fullName: input.profile.fullName, phone: input.profile.phone },
    firm:
      input.accountType === 'firm' && input.firm
        ? { name: input.firm.name, siret: input.firm.siret, address: input.firm.address }
        : null,
    preferences: { specialties: [...input.preferences.specialties], languages: [...input.preferences.languages] },
    createdAt: now,
  });
  if (!parsed.success) throw new DataError('invalid-argument', ACCOUNT_MESSAGES.invalidRecord);
  const record = parsed.data;
  const firm: Firm = {
    name: record.firm?.name || record.profile.fullName,
    ownerUid: record.uid,
    accountType: record.accountType,
    siret: record.firm?.siret ?? '',
    address: record.firm?.address ?? '',
    createdAt: now,
  };
  const member: Member = {
    uid: record.uid,
    email: record.email,
    name: record.profile.fullName,
    role: 'owner',
    joinedAt: now,
  };
  const membership: Membership = { firmId: record.uid, role: 'owner' };
  await store.runTransaction(async (tx) => {
    if ((await tx.get(paths.membership(record.uid))).exists)
      throw new DataError('invalid-argument', ACCOUNT_MESSAGES.alreadyMember);
    tx.set(paths.pro(record.uid), record);
    tx.set(paths.firm(record.uid), firm);
    tx.set(paths.member(record.uid, record.uid), member);
    tx.set(paths.membership(record.uid), membership);
  });
  return record;
}

/** The link an owner copies for the invitee. */
export function invitationLink(token: string, origin = ''): string {
  return `${origin}/pro/accept-invite?token=${encodeURIComponent(token)}`;
}

/** Owner only (the policy refuses anyone else). Returns the token. */
export async function createInvitation(
  input: { firmId: string; email: string; invitedBy: string; name?: string; message?: string },
  store: DocumentStore = getDataStore(),
): Promise<string> {
  const email = input.email.trim().toLowerCase();
  if (!email) throw new DataError('invalid-argument', ACCOUNT_MESSAGES.invitationMissingEmail);
  const token = randomId() + randomId();
  const now = new Date();
  await store.runTransaction(async (tx) => {
    const firm = await tx.get<Firm>(paths.firm(input.firmId));
    const invitation: Invitation = {
      token,
      firmId: input.firmId,
      firmName: firm.data?.name ?? '',
      email,
      role: 'member',
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * 24 * 3600 * 1000).toISOString(),
      usedAt: null,
      usedBy: null,
      invitedBy: input.invitedBy,
      ...(input.name?.trim() ? { name: input.name.trim() } : {}),
      ...(input.message?.trim() ? { message: input.message.trim() } : {}),
    };
    tx.set(paths.invitation(token), invitation);
    // The journal names the invitation by its address, never by its token (the link's secret).
    recordAudit(tx, {
      firmId: input.firmId,
      uid: input.invitedBy,
      action: 'invitation.create',
      target: paths.invitations(),
      details: { email, ...(invitation.name ? { name: invitation.name } : {}) },
    });
  });
  return token;
}

const STATUS_MESSAGES: Record<Exclude<InvitationStatus, 'valid'>, string> = {
  unknown: ACCOUNT_MESSAGES.invitationUnknown,
  expired: ACCOUNT_MESSAGES.invitationExpired,
  used: ACCOUNT_MESSAGES.invitationUsed,
};

/**
 * Invitation sign-up (seed §7): `pros/{uid}` with accountType firm, profile {fullName: name,
 * phone: ''}, firm null, empty preferences; the member entry; the membership; the invitation
 * marked used — one transaction, refused when the invitation is not valid for this email.
 */
export async function acceptInvitation(
  input: { token: string; uid: string; email: string; name: string },
  store: DocumentStore = getDataStore(),
): Promise<{ firmId: string; firmName: string }> {
  if (!input.token || input.token.includes('/')) throw new DataError('not-found', ACCOUNT_MESSAGES.invitationUnknown);
  return store.runTransaction(async (tx) => {
    const snapshot = await tx.get<Invitation>(paths.invitation(input.token));
    const invitation = snapshot.data;
    const status = invitationStatus(invitation);
    if (status !== 'valid' || !invitation)
      throw new DataError(
        status === 'unknown' ? 'not-found' : 'invalid-argument',
        STATUS_MESSAGES[status as keyof typeof STATUS_MESSAGES],
      );
    if (invitation.email.toLowerCase() !== input.email.trim().toLowerCase())
      throw new DataError('invalid-argument', ACCOUNT_MESSAGES.invitationEmail);
    if ((await tx.get(paths.membership(input.uid))).exists)
      throw new DataError('invalid-argument', ACCOUNT_MESSAGES.alreadyMember);
    const now = new Date().toISOString();
    const record: ProRecord = {
      uid: input.uid,
      email: input.email.trim(),
      accountType: 'firm',
      profile: { fullName: input.name, phone: '' },
      firm: null,
      preferences: { specialties: [], languages: [] },
      createdAt: now,
    };
    const member: Member = {
      uid: input.uid,
      email: record.email,
      name: input.name,
      role: 'member',
      joinedAt: now,
      invitation: input.token,
    };
    const membership: Membership = { firmId: invitation.firmId, role: 'member', invitation: input.token };
    tx.set(paths.pro(input.uid), record);
    tx.update(paths.invitation(input.token), { usedAt: now, usedBy: input.uid });
    tx.set(paths.member(invitation.firmId, input.uid), member);
    tx.set(paths.membership(input.uid), membership);
    return { firmId: invitation.firmId, firmName: invitation.firmName };
  });
}
