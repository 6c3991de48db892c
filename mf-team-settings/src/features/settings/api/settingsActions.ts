/** Every write of the settings screens; each change and its audit entry go in one transaction. */
import {
  changedFields,
  DataError,
  getDataStore,
  getFileStore,
  nextUpdatedAt,
  paths,
  readForEditOrNew,
  recordAudit,
  validateFileContent,
  type Availability,
  type BillingSettings,
  type EinvoicingSettings,
  type PlatformCredentials,
  type PublicProfile,
  type SubscriptionRequest,
  type Transaction,
} from 'shared-data';
import type { AvailabilityFormValues } from '../model/availabilityForm.ts';
import { cabinetAddresses, refreshedPlace, type StoredPlace } from '../model/cabinetAddresses.ts';
import { toAvailabilityRules } from '../model/availabilityForm.ts';
import { toPublicProfile, type ProfileFormValues } from '../model/profileForm.ts';
import { toTeamFields, type TeamFormValues } from '../model/teamForm.ts';

/** The saver's own meeting place, read in the transaction (reads come before writes). */
async function readOwnPlace(tx: Transaction, { firmId, uid }: { firmId: string; uid: string }) {
  const profile = (await tx.get<PublicProfile>(paths.publicProfile(uid))).data;
  const form = (await tx.get<StoredPlace>(paths.settings(firmId, `profile-${uid}`))).data;
  return { profile, form };
}

/**
 * One source for each address: a profile naming one of the cabinet's addresses follows it when the
 * owner changes it (the published profile and the profile form, in the same transaction). Only the
 * owner's own profile: the policy lets each professional write only theirs; a teammate's profile
 * page says its address changed, and their next save publishes it (ProfilePage).
 */
function followPlace(
  tx: Transaction,
  {
    firmId,
    uid,
    own,
    addresses,
  }: {
    firmId: string;
    uid: string;
    own: Awaited<ReturnType<typeof readOwnPlace>>;
    addresses: ReturnType<typeof cabinetAddresses>;
  },
): void {
  const published = own.profile ? refreshedPlace(own.profile, addresses) : null;
  if (published)
    tx.update(paths.publicProfile(uid), { address: published, updatedAt: nextUpdatedAt(own.profile?.updatedAt) });
  const form = own.form ? refreshedPlace(own.form, addresses) : null;
  if (form) tx.update(paths.settings(firmId, `profile-${uid}`), { address: form });
}

/**
 * Owner only (policy): the cabinet's identity on `firms/{f}` and `settings/team`, journaled with
 * before/after. Refused (EditConflictError) if `settings/team` was saved elsewhere since the form
 * loaded `seenUpdatedAt`; returns the new `updatedAt`.
 */
export async function saveTeam(input: {
  firmId: string;
  uid: string;
  values: TeamFormValues;
  /** The stamp the form loaded (a missing one included); absent (scripts, tests): no conflict check. */
  seenUpdatedAt?: string | undefined;
}): Promise<string> {
  const store = getDataStore();
  const { firm, settings } = toTeamFields(input.values);
  return store.runTransaction(async (tx) => {
    const previousFirm = (await tx.get<Record<string, unknown>>(paths.firm(input.firmId))).data;
    const previous =
      'seenUpdatedAt' in input
        ? await readForEditOrNew<Record<string, unknown>>(tx, {
            path: paths.settings(input.firmId, 'team'),
            seenUpdatedAt: input.seenUpdatedAt,
            subject: 'L’identité du cabinet',
            agreement: 'e',
          })
        : (await tx.get<Record<string, unknown>>(paths.settings(input.firmId, 'team'))).data;
    const billing = (await tx.get<BillingSettings>(paths.settings(input.firmId, 'billing'))).data;
    const own = await readOwnPlace(tx, input);
    const updatedAt = nextUpdatedAt(previous?.updatedAt);
    // The last office removed: say so (no key would leave the old list in the journal's eyes).
    const hadOffices = Array.isArray(previous?.offices) && previous.offices.length > 0;
    const written = 'offices' in settings || !hadOffices ? settings : { ...settings, offices: [] };
    tx.update(paths.firm(input.firmId), firm);
    tx.set(paths.settings(input.firmId, 'team'), { ...written, updatedAt });
    followPlace(tx, {
      ...input,
      own,
      addresses: cabinetAddresses({ firm, team: written, billing }),
    });
    // The firm's own fields are the reference (settings/team may not exist yet); barreau lives only in settings.
    const change = changedFields({ ...previous, ...previousFirm }, written);
    if (Object.keys(change.after).length)
      recordAudit(tx, {
        firmId: input.firmId,
        uid: input.uid,
        action: 'settings.team',
        target: paths.settings(input.firmId, 'team'),
        ...change,
      });
    return updatedAt;
  });
}

/**
 * Owner only (policy): `settings/billing`, read by invoices when they are issued. Refused
 * (EditConflictError) if saved elsewhere since the form loaded `seenUpdatedAt`; returns the new `updatedAt`.
 */
export async function saveBilling(input: {
  firmId: string;
  uid: string;
  settings: BillingSettings;
  /** The stamp the form loaded (a missing one included); absent (scripts, tests): no conflict check. */
  seenUpdatedAt?: string | undefined;
}): Promise<string> {
  const store = getDataStore();
  const path = paths.settings(input.firmId, 'billing');
  return store.runTransaction(async (tx) => {
    const previous =
      'seenUpdatedAt' in input
        ? await readForEditOrNew<Record<string, unknown>>(tx, {
            path,
            seenUpdatedAt: input.seenUpdatedAt,
            subject: 'Ces paramètres de facturation',
            agreement: 's',
          })
        : (await tx.get<Record<string, unknown>>(path)).data;
    const firm = (await tx.get<Record<string, unknown>>(paths.firm(input.firmId))).data;
    const team = (await tx.get<Record<string, unknown>>(paths.settings(input.firmId, 'team'))).data;
    const own = await readOwnPlace(tx, input);
    const updatedAt = nextUpdatedAt(previous?.updatedAt);
    tx.set(path, { ...input.settings, updatedAt });
    followPlace(tx, { ...input, own, addresses: cabinetAddresses({ firm, team, billing: input.settings }) });
    const { updatedAt: _before, ...previousFields } = previous ?? {};
    const { updatedAt: _after, ...settingsFields } = input.settings;
    const change = changedFields(previous ? previousFields : null, settingsFields);
    if (Object.keys(change.after).length)
      recordAudit(tx, {
        firmId: input.firmId,
        uid: input.uid,
        action: 'settings.billing',
        target: paths.settings(input.firmId, 'billing'),
        ...change,
      });
    return updatedAt;
  });
}

export const SETTINGS_MESSAGES = {
  einvoicingSecretMissing:
    'Saisissez le secret client de la plateforme agréée : sans lui, la plateforme ne peut pas être jointe.',
} as const;

/** The fields of `settings/einvoicing` the journal compares (the secret itself never goes there). */
const EINVOICING_JOURNALED = ['platformUrl', 'tokenUrl', 'clientId', 'secretSetAt'] as const;

function journaledEinvoicing(settings: Partial<EinvoicingSettings> | null): Record<string, unknown> | null {
  if (!settings) return null;
  return Object.fromEntries(EINVOICING_JOURNALED.map((key) => [key, settings[key] ?? null]));
}

/**
 * Owner only (policy): the cabinet's plateforme agréée in `settings/einvoicing` and, when one was
 * typed, its client secret in `platformCredentials/current`, in one transaction. The secret is
 * written, never read (the policy refuses every read of it): `secretSetAt` says when it was set.
 * Refused (EditConflictError) if the settings were saved elsewhere since the form loaded
 * `seenUpdatedAt`; returns the new `updatedAt`.
 */
export async function saveEinvoicing(input: {
  firmId: string;
  uid: string;
  settings: Pick<EinvoicingSettings, 'platformUrl' | 'tokenUrl' | 'clientId'>;
  /** A new secret, or null to keep the one saved. */
  clientSecret: string | null;
  /** The stamp the form loaded (a missing one included); absent (scripts, tests): no conflict check. */
  seenUpdatedAt?: string | undefined;
}): Promise<string> {
  const path = paths.settings(input.firmId, 'einvoicing');
  return getDataStore().runTransaction(async (tx) => {
    const previous =
      'seenUpdatedAt' in input
        ? await readForEditOrNew<EinvoicingSettings>(tx, {
            path,
            seenUpdatedAt: input.seenUpdatedAt,
            subject: 'La configuration de la plateforme agréée',
            agreement: 'e',
          })
        : (await tx.get<EinvoicingSettings>(path)).data;
    if (!input.clientSecret && !previous?.secretSetAt)
      throw new DataError('invalid-argument', SETTINGS_MESSAGES.einvoicingSecretMissing);
    const updatedAt = nextUpdatedAt(previous?.updatedAt);
    const settings: EinvoicingSettings = {
      ...input.settings,
      secretSetAt: input.clientSecret ? updatedAt : (previous?.secretSetAt ?? null),
      updatedAt,
    };
    tx.set(path, settings);
    if (input.clientSecret)
      tx.set(paths.platformCredentials(input.firmId), {
        clientSecret: input.clientSecret,
        setBy: input.uid,
        setAt: updatedAt,
      } satisfies PlatformCredentials);
    const change = changedFields(journaledEinvoicing(previous), journaledEinvoicing(settings)!);
    if (Object.keys(change.after).length)
      recordAudit(tx, { firmId: input.firmId, uid: input.uid, action: 'settings.einvoicing', target: path, ...change });
    return updatedAt;
  });
}

/** Owner only (policy): « Retirer la plateforme » deletes the settings and the secret together. */
export async function removeEinvoicing(input: { firmId: string; uid: string }): Promise<void> {
  const path = paths.settings(input.firmId, 'einvoicing');
  await getDataStore().runTransaction(async (tx) => {
    const previous = (await tx.get<EinvoicingSettings>(path)).data;
    tx.delete(path);
    tx.delete(paths.platformCredentials(input.firmId));
    const before = journaledEinvoicing(previous);
    if (before)
      recordAudit(tx, {
        firmId: input.firmId,
        uid: input.uid,
        action: 'settings.einvoicing',
        target: path,
        before,
        after: Object.fromEntries(EINVOICING_JOURNALED.map((key) => [key, null])),
      });
  });
}

/** Uploads the logo (PNG/JPEG checked by signature; an SVG arrives here already sanitized and rasterized). */
export async function uploadLogo(input: { firmId: string; file: File }): Promise<string> {
  const problem = await validateFileContent(input.file);
  if (problem) throw problem;
  const ext = input.file.type === 'image/png' ? 'png' : 'jpg';
  const path = paths.firmFile(input.firmId, 'settings', `logo.${ext}`);
  await getFileStore().upload(path, input.file, { contentType: input.file.type });
  return path;
}

export async function logoUrl(path: string): Promise<string> {
  return getFileStore().downloadUrl(path);
}

/**
 * The profile form (private, with specialisation years) and, with the "Profil public" switch, the
 * published `publicProfiles/{uid}` — or its withdrawal — in one transaction; `pros/{uid}` keeps the
 * name, phone, specialties and languages (the seed's record shape).
 */
export async function saveProfile(input: {
  firmId: string;
  firmName: string;
  uid: string;
  email: string;
  values: ProfileFormValues;
  /** The stamp the form loaded (a missing one included); absent (scripts, tests): no conflict check. */
  seenUpdatedAt?: string | undefined;
}): Promise<string> {
  const store = getDataStore();
  const path = paths.settings(input.firmId, `profile-${input.uid}`);
  return store.runTransaction(async (tx) => {
    const pro = await tx.get(paths.pro(input.uid));
    const published = await tx.get(paths.publicProfile(input.uid));
    const previous =
      'seenUpdatedAt' in input
        ? await readForEditOrNew<Record<string, unknown>>(tx, {
            path,
            seenUpdatedAt: input.seenUpdatedAt,
            subject: 'Votre profil',
          })
        : (await tx.get<Record<string, unknown>>(path)).data;
    const now = nextUpdatedAt(previous?.updatedAt);
    tx.set(path, { ...input.values, updatedAt: now });
    const change = changedFields(previous, input.values);
    if (Object.keys(change.after).length)
      recordAudit(tx, {
        firmId: input.firmId,
        uid: input.uid,
        action: 'settings.profile',
        target: paths.settings(input.firmId, `profile-${input.uid}`),
        ...change,
      });
    if (pro.exists)
      tx.update(paths.pro(input.uid), {
        profile: { fullName: input.values.fullName.trim(), phone: input.values.phone.trim() },
        preferences: { specialties: [...input.values.practiceAreas], languages: [...input.values.languages] },
      });
    if (input.values.published)
      tx.set(
        paths.publicProfile(input.uid),
        toPublicProfile({
          values: input.values,
          uid: input.uid,
          firmId: input.firmId,
          firmName: input.firmName,
          email: input.email,
          now,
        }),
      );
    else if (published.exists) tx.delete(paths.publicProfile(input.uid));
    return now;
  });
}

/**
 * `availability/{uid}` (public: the booking page reads it); the agenda's busy intervals are kept.
 * Journaled with the rules that changed, in the same transaction.
 */
export async function saveAvailability(input: {
  firmId: string;
  uid: string;
  previous: Availability | null;
  values: AvailabilityFormValues;
  /** The stamp the form loaded (a missing one included); absent (scripts, tests): no conflict check. */
  seenUpdatedAt?: string | undefined;
}): Promise<string> {
  const rules = toAvailabilityRules(input.values);
  return getDataStore().runTransaction(async (tx) => {
    const path = paths.availability(input.uid);
    const stored =
      'seenUpdatedAt' in input
        ? await readForEditOrNew<Availability>(tx, {
            path,
            seenUpdatedAt: input.seenUpdatedAt,
            subject: 'Vos disponibilités',
            agreement: 'es',
          })
        : (await tx.get<Availability>(path)).data;
    const updatedAt = nextUpdatedAt(stored?.updatedAt);
    const busy = stored?.busy ?? input.previous?.busy;
    const doc: Availability = {
      ...(busy ? { busy } : {}),
      uid: input.uid,
      firmId: input.firmId,
      ...rules,
      updatedAt,
    };
    tx.set(paths.availability(input.uid), doc);
    const change = changedFields(stored as Record<string, unknown> | null, rules);
    if (Object.keys(change.after).length)
      recordAudit(tx, {
        firmId: input.firmId,
        uid: input.uid,
        action: 'settings.availability',
        target: paths.availability(input.uid),
        ...change,
      });
    return updatedAt;
  });
}

/** Owner only (policy): records a plan change request (no payment provider is wired). */
export async function requestPlanChange(input: {
  firmId: string;
  uid: string;
  fromPlan: string;
  toPlan: string;
}): Promise<void> {
  const store = getDataStore();
  const request: SubscriptionRequest = {
    fromPlan: input.fromPlan,
    toPlan: input.toPlan,
    requestedBy: input.uid,
    status: 'enregistrée',
    createdAt: new Date().toISOString(),
  };
  await store.runTransaction(async (tx) => {
    tx.set(`${paths.subscriptionRequests(input.firmId)}/${store.newId()}`, request);
    recordAudit(tx, {
      firmId: input.firmId,
      uid: input.uid,
      action: 'settings.subscription',
      target: paths.subscriptionRequests(input.firmId),
      before: { plan: input.fromPlan },
      after: { plan: input.toPlan },
    });
  });
}
