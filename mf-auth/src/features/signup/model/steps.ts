/**
 * The sign-up steps (PRODUCT.md): type de compte → compte → profil → cabinet (firms only) →
 * préférences, each with its field checks and French messages (validation/model, phone, siret).
 */
import type { AccountType, OnboardingDraft } from './onboardingDraft.ts';
import { normalizeIdentifier } from 'shared-data/identifiers';
import { newPasswordProblem } from '../../validation/model/credentials.ts';
import {
  accountEmailProblem,
  addressMessage,
  checkedList,
  firmNameProblem,
  fullNameProblem,
} from '../../validation/model/fields.ts';
import type { FieldCheck } from '../../validation/model/rules.ts';
import { SIGNUP_MESSAGES } from '../../validation/model/signupMessages.ts';
import { phoneMessage } from './phone.ts';
import { siretMessage } from './siret.ts';

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

export type TypeValues = { accountType: AccountType };
export type AccountValues = { email: string; password: string };
export type ProfileValues = { fullName: string; phone: string };
export type FirmStepValues = { name: string; siret: string; address: string };
export type PreferencesValues = { specialties: string[]; languages: string[] };

const atLeastOne = (message: string) => (value: unknown) => (checkedList(value).length > 0 ? undefined : message);

/**
 * Each step's checks, field by field: the step's form registers them as react-hook-form rules,
 * the final check runs them on the draft. The phone's is asynchronous (its rule is fetched when
 * first needed).
 */
export const STEP_RULES = {
  type: {
    accountType: (value: unknown) =>
      value === 'solo' || value === 'firm' ? undefined : SIGNUP_MESSAGES.accountTypeMissing,
  },
  compte: { email: accountEmailProblem, password: newPasswordProblem },
  profil: { fullName: fullNameProblem, phone: phoneMessage },
  cabinet: { name: firmNameProblem, siret: siretMessage, address: addressMessage },
  preferences: {
    specialties: atLeastOne(SIGNUP_MESSAGES.specialtiesMissing),
    languages: atLeastOne(SIGNUP_MESSAGES.languagesMissing),
  },
} satisfies Record<StepId, Record<string, FieldCheck>>;

/** Each step's answers in the draft. */
const STEP_ANSWERS: Record<StepId, (draft: OnboardingDraft) => Record<string, unknown>> = {
  type: (draft) => ({ accountType: draft.accountType }),
  compte: (draft) => draft.account,
  profil: (draft) => draft.profile,
  cabinet: (draft) => draft.firm,
  preferences: (draft) => draft.preferences,
};

async function stepIsValid(step: StepId, draft: OnboardingDraft): Promise<boolean> {
  const answers = STEP_ANSWERS[step](draft);
  for (const [field, check] of Object.entries(STEP_RULES[step]) as [string, (value: unknown) => unknown][]) {
    if (await check(answers[field] ?? '')) return false;
  }
  return true;
}

/** The first step whose answers are missing or invalid (e.g. the password after a reload), or null. */
export async function firstInvalidStep(draft: OnboardingDraft): Promise<StepId | null> {
  for (const step of stepsFor(draft.accountType)) if (!(await stepIsValid(step.id, draft))) return step.id;
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
export function toAccountRecordsInput(draft: OnboardingDraft, uid: string): AccountRecordsInput {
  const { profile, firm, preferences } = draft;
  return {
    uid,
    email: draft.account.email.trim(),
    accountType: draft.accountType,
    profile: { fullName: profile.fullName.trim(), phone: profile.phone.trim() },
    firm:
      draft.accountType === 'firm'
        ? { name: firm.name.trim(), siret: normalizeIdentifier(firm.siret), address: firm.address.trim() }
        : null,
    preferences: { specialties: checkedList(preferences.specialties), languages: checkedList(preferences.languages) },
  };
}
