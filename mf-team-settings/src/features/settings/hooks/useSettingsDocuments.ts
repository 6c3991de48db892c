/**
 * Live reads of the settings screens: each one document read by its path, `null` (nothing read)
 * until the cabinet or the user is known.
 */
import {
  type Availability,
  type BillingSettings,
  type EinvoicingSettings,
  type Firm,
  paths,
  type ProRecord,
  type PublicProfile,
  useDocument,
} from 'shared-data';
import type { ProfileFormValues } from '../model/profileForm.ts';

/** `settings/team` as stored: the barreau, the cabinet's address and its other offices (`cabinetAddresses.ts`). */
export type TeamSettingsDoc = Record<string, unknown> & { barreau?: string; updatedAt?: string };

/** `settings/subscription`: the plan, the seats and the trial's end. */
export type SubscriptionDoc = { plan?: string; seats?: number; trialEndsAt?: string | null };

/** The cabinet (`firms/{f}`): its name, SIRET and address. */
export function useFirmDocument(firmId: string | null) {
  return useDocument<Firm>(firmId ? paths.firm(firmId) : null);
}

/** The cabinet's team settings (`settings/team`). */
export function useTeamSettings(firmId: string | null) {
  return useDocument<TeamSettingsDoc>(firmId ? paths.settings(firmId, 'team') : null);
}

/** The cabinet's invoicing identity (`settings/billing`). */
export function useBillingSettings(firmId: string | null) {
  return useDocument<BillingSettings>(firmId ? paths.settings(firmId, 'billing') : null);
}

/** The cabinet's plateforme agréée (`settings/einvoicing`), never its secret. */
export function useEinvoicingSettings(firmId: string | null) {
  return useDocument<EinvoicingSettings>(firmId ? paths.settings(firmId, 'einvoicing') : null);
}

/** The cabinet's plan (`settings/subscription`). */
export function useSubscriptionSettings(firmId: string | null) {
  return useDocument<SubscriptionDoc>(firmId ? paths.settings(firmId, 'subscription') : null);
}

/** The professional's saved profile form (`settings/profile-{uid}`). */
export function useProfileSettings(firmId: string | null, uid: string | null) {
  return useDocument<ProfileFormValues & { updatedAt?: string }>(
    firmId && uid ? paths.settings(firmId, `profile-${uid}`) : null,
  );
}

/** The professional's account record (`pros/{uid}`): name, phone and sign-up preferences. */
export function useProRecord(uid: string | null) {
  return useDocument<ProRecord>(uid ? paths.pro(uid) : null);
}

/** The professional's public profile (`publicProfiles/{uid}`), published or not. */
export function usePublicProfile(uid: string | null) {
  return useDocument<PublicProfile>(uid ? paths.publicProfile(uid) : null);
}

/** The professional's weekly hours and booking rules (`availability/{uid}`). */
export function useAvailability(uid: string | null) {
  return useDocument<Availability>(uid ? paths.availability(uid) : null);
}
