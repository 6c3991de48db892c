/**
 * The end of the sign-up: the account (display name set by shared-auth's signup), then the
 * records (pros/{uid}, the cabinet, the owner's membership). Runs outside React: the shell
 * leaves /pro/signup as soon as the user is signed in, and the records must still be written.
 */
import { getSession, refreshMembership, resetDraft, signup, type OnboardingDraft } from 'shared-auth';
import { createAccountRecords } from 'shared-data';
import { toAccountRecordsInput } from './steps.ts';

export type SignupOutcome = { ok: true; uid: string } | { ok: false; stage: 'account' | 'records'; error: string };

export const RECORDS_FAILED = 'Votre compte est créé, mais votre profil n’a pas pu être enregistré. Réessayez.';

/** Called by sign-up; kept apart so tests can replace it. */
export type SignupDeps = {
  signup: typeof signup;
  createAccountRecords: (input: ReturnType<typeof toAccountRecordsInput>) => Promise<unknown>;
  currentUser: () => { id: string; email: string } | null;
  afterRecords: (uid: string) => Promise<void>;
};

const defaultDeps: SignupDeps = {
  signup,
  createAccountRecords: (input) => createAccountRecords(input),
  currentUser: () => getSession().user,
  afterRecords: async (uid) => {
    resetDraft();
    await refreshMembership(uid);
  },
};

export async function submitSignup(draft: OnboardingDraft, deps: SignupDeps = defaultDeps): Promise<SignupOutcome> {
  const email = draft.account.email.trim();
  // A previous attempt created the account but not the records: do not create it twice.
  const current = deps.currentUser();
  let uid: string;
  if (current && current.email.toLowerCase() === email.toLowerCase()) {
    uid = current.id;
  } else {
    const created = await deps.signup(email, draft.account.password, draft.profile.fullName.trim());
    if (!created.ok) return { ok: false, stage: 'account', error: created.error };
    uid = created.user.id;
  }
  try {
    await deps.createAccountRecords(toAccountRecordsInput(draft, uid));
  } catch (error) {
    const message = error instanceof Error && error.message ? error.message : RECORDS_FAILED;
    return { ok: false, stage: 'records', error: message };
  }
  await deps.afterRecords(uid);
  return { ok: true, uid };
}
