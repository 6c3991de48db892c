/**
 * The sign-up steps (PRODUCT.md): type de compte → compte → profil → cabinet (firms only) →
 * préférences, each with its zod schema and French messages.
 */
import { z } from 'zod';
import type { AccountType, OnboardingDraft } from 'shared-auth';
import { address, email, firmName, fullName, newPassword, phone, siret } from '../../../lib/validation/index.ts';
import { SIGNUP_MESSAGES } from '../../../lib/validation/signupMessages.ts';

export type StepId = 'type' | 'compte' | 'profil' | 'cabinet' | 'preferences';
export type Step = { id: StepId; label: string };

export const ALL_STEPS: readonly Step[] = [
  { id: 'type', label: 'Type de compte' },
  { id: 'compte', label: 'Compte' },
  { id: 'profil', label: 'Profil' },
  { id: 'cabinet', label: 'Cabinet' },
  { id: 'preferences', label: 'Préférences' },
];

/** The cabinet step exists only for a firm. */
export function stepsFor(accountType: AccountType): Step[] {
  return ALL_STEPS.filter((step) => accountType === 'firm' || step.id !== 'cabinet');
}

export function isStepId(value: string | null): value is StepId {
  return ALL_STEPS.some((step) => step.id === value);
}

/** The step to show for a requested one: unknown or not applicable → the first. */
export function resolveStep(requested: string | null, accountType: AccountType): StepId {
  return isStepId(requested) && stepsFor(accountType).some((step) => step.id === requested) ? requested : 'type';
}

export function neighbours(step: StepId, accountType: AccountType): { previous: StepId | null; next: StepId | null } {
  const steps = stepsFor(accountType);
  const index = steps.findIndex((candidate) => candidate.id === step);
  return { previous: steps[index - 1]?.id ?? null, next: steps[index + 1]?.id ?? null };
}

/** Checkbox groups give an array, a lone string or false: always an array of strings. */
const checkedList = (message: string) =>
  z.preprocess(
    (value) => (Array.isArray(value) ? value : typeof value === 'string' && value ? [value] : []),
    z.array(z.string()).min(1, message),
  );

export const typeSchema = z.object({
  accountType: z.enum(['solo', 'firm'], { error: SIGNUP_MESSAGES.accountTypeMissing }),
});
export const accountSchema = z.object({ email, password: newPassword });
export const profileSchema = z.object({ fullName, phone });
export const firmStepSchema = z.object({ name: firmName, siret, address });
export const preferencesSchema = z.object({
  specialties: checkedList(SIGNUP_MESSAGES.specialtiesMissing),
  languages: checkedList(SIGNUP_MESSAGES.languagesMissing),
});

export type TypeValues = z.input<typeof typeSchema>;
export type AccountValues = z.input<typeof accountSchema>;
export type ProfileValues = z.input<typeof profileSchema>;
export type FirmStepValues = z.input<typeof firmStepSchema>;
export type PreferencesValues = { specialties: string[]; languages: string[] };

/** Each step's check against the draft (asynchronous: the phone rule is fetched when first needed). */
const STEP_CHECKS: Record<StepId, (draft: OnboardingDraft) => Promise<boolean>> = {
  type: async (draft) => (await typeSchema.safeParseAsync({ accountType: draft.accountType })).success,
  compte: async (draft) => (await accountSchema.safeParseAsync(draft.account)).success,
  profil: async (draft) => (await profileSchema.safeParseAsync(draft.profile)).success,
  cabinet: async (draft) => (await firmStepSchema.safeParseAsync(draft.firm)).success,
  preferences: async (draft) => (await preferencesSchema.safeParseAsync(draft.preferences)).success,
};

/** The first step whose answers are missing or invalid (e.g. the password after a reload), or null. */
export async function firstInvalidStep(draft: OnboardingDraft): Promise<StepId | null> {
  for (const step of stepsFor(draft.accountType)) if (!(await STEP_CHECKS[step.id](draft))) return step.id;
  return null;
}

export type AccountRecordsInput = {
  uid: string;
  email: string;
  accountType: AccountType;
  profile: { fullName: string; phone: string };
  firm: { name: string; siret: string; address: string } | null;
  preferences: { specialties: string[]; languages: string[] };
};

/** What createAccountRecords receives: trimmed, the SIRET as 14 digits, no firm for a solo. */
export async function toAccountRecordsInput(draft: OnboardingDraft, uid: string): Promise<AccountRecordsInput> {
  const profile = await profileSchema.parseAsync(draft.profile);
  const preferences = preferencesSchema.parse(draft.preferences);
  return {
    uid,
    email: draft.account.email.trim(),
    accountType: draft.accountType,
    profile: { fullName: profile.fullName, phone: profile.phone },
    firm: draft.accountType === 'firm' ? firmStepSchema.parse(draft.firm) : null,
    preferences: { specialties: [...preferences.specialties], languages: [...preferences.languages] },
  };
}
