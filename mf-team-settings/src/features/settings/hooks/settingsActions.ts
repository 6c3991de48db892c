/** Every write of the settings screens; each change and its audit entry go in one transaction. */
import {
  getDataStore,
  getFileStore,
  paths,
  validateFileContent,
  type AuditEntry,
  type Availability,
  type BillingSettings,
  type SubscriptionRequest,
} from 'shared-data';
import type { AvailabilityFormValues } from '../model/availabilityForm.ts';
import { toAvailabilityRules } from '../model/availabilityForm.ts';
import { toPublicProfile, type ProfileFormValues } from '../model/profileForm.ts';
import { toTeamFields, type TeamFormValues } from '../model/teamForm.ts';

function audit(input: { uid: string; action: string; target: string; details: Record<string, unknown> }): AuditEntry {
  return { at: new Date().toISOString(), ...input };
}

function changedKeys(before: Record<string, unknown> | null, after: Record<string, unknown>): string[] {
  return Object.keys(after).filter((k) => JSON.stringify(before?.[k]) !== JSON.stringify(after[k]));
}

/** Owner only (policy): the cabinet's identity on `firms/{f}` and `settings/team`. */
export async function saveTeam(input: { firmId: string; uid: string; values: TeamFormValues }): Promise<void> {
  const store = getDataStore();
  const { firm, settings } = toTeamFields(input.values);
  await store.runTransaction(async (tx) => {
    const before = await tx.get<Record<string, unknown>>(paths.settings(input.firmId, 'team'));
    tx.update(paths.firm(input.firmId), firm);
    tx.set(paths.settings(input.firmId, 'team'), { ...settings, updatedAt: new Date().toISOString() });
    tx.set(
      `${paths.auditLog(input.firmId)}/${store.newId()}`,
      audit({
        uid: input.uid,
        action: 'settings.team',
        target: paths.settings(input.firmId, 'team'),
        details: { fields: changedKeys(before.data, settings) },
      }),
    );
  });
}

/** Owner only (policy): `settings/billing`, read by invoices when they are issued. */
export async function saveBilling(input: { firmId: string; uid: string; settings: BillingSettings }): Promise<void> {
  const store = getDataStore();
  await store.runTransaction(async (tx) => {
    const before = await tx.get<Record<string, unknown>>(paths.settings(input.firmId, 'billing'));
    tx.set(paths.settings(input.firmId, 'billing'), input.settings);
    tx.set(
      `${paths.auditLog(input.firmId)}/${store.newId()}`,
      audit({
        uid: input.uid,
        action: 'settings.billing',
        target: paths.settings(input.firmId, 'billing'),
        details: { fields: changedKeys(before.data, input.settings as unknown as Record<string, unknown>) },
      }),
    );
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
}): Promise<void> {
  const store = getDataStore();
  const now = new Date().toISOString();
  await store.runTransaction(async (tx) => {
    const pro = await tx.get(paths.pro(input.uid));
    const published = await tx.get(paths.publicProfile(input.uid));
    tx.set(paths.settings(input.firmId, `profile-${input.uid}`), { ...input.values, updatedAt: now });
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
  });
}

/** `availability/{uid}` (public: the booking page reads it); the agenda's busy intervals are kept. */
export async function saveAvailability(input: {
  firmId: string;
  uid: string;
  previous: Availability | null;
  values: AvailabilityFormValues;
}): Promise<void> {
  const doc: Availability = {
    ...(input.previous?.busy ? { busy: input.previous.busy } : {}),
    uid: input.uid,
    firmId: input.firmId,
    ...toAvailabilityRules(input.values),
    updatedAt: new Date().toISOString(),
  };
  await getDataStore().set(paths.availability(input.uid), doc);
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
    tx.set(
      `${paths.auditLog(input.firmId)}/${store.newId()}`,
      audit({
        uid: input.uid,
        action: 'settings.subscription',
        target: paths.subscriptionRequests(input.firmId),
        details: { from: input.fromPlan, to: input.toPlan },
      }),
    );
  });
}
