/**
 * The end of the sign-up: the account (display name set by shared-auth's signup), then the
 * records (pros/{uid}, the cabinet, the owner's membership). The whole of it is an "account
 * setup" (shared-auth): the shell's further guard leaves the signed-in new user on /pro/signup
 * until it ends, so the page takes them to /app only once everything is written — or shows what
 * failed, with the account kept for a new attempt.
 */
import { beginAccountSetup, endAccountSetup, getSession, refreshMembership, signup } from 'shared-auth';
import { type OnboardingDraft, resetDraft } from './onboardingDraft.ts';
import { toAccountRecordsInput } from './steps.ts';

export type SignupOutcome = { ok: true; uid: string } | { ok: false; stage: 'account' | 'records'; error: string };

export const RECORDS_FAILED = 'Votre compte est créé, mais votre profil n’a pas pu être enregistré. Réessayez.';

/** Called by sign-up; kept apart so tests can replace it. */
export type SignupDeps = {
  signup: typeof signup;
  createAccountRecords: (input: ReturnType<typeof toAccountRecordsInput>) => Promise<unknown>;
  currentUser: () => { id: string; email: string } | null;
  afterRecords: (uid: string) => Promise<void>;
  setup: { begin: () => void; end: () => void };
};

const defaultDeps: SignupDeps = {
  signup,
  // The data layer comes with the submission, not with the page (kept light): the steps check with
  // shared-data's pure entries (text, identifiers, phone) and write nothing before this.
  createAccountRecords: async (input) => (await import('shared-data')).createAccountRecords(input),
  currentUser: () => getSession().user,
  afterRecords: async (uid) => {
    resetDraft();
    await refreshMembership(uid);
  },
  setup: { begin: beginAccountSetup, end: endAccountSetup },
};

export async function submitSignup(draft: OnboardingDraft, deps: SignupDeps = defaultDeps): Promise<SignupOutcome> {
  const email = draft.account.email.trim();
  // A previous attempt created the account but not the records: do not create it twice.
  const current = deps.currentUser();
  let uid: string;
  deps.setup.begin();
  if (current && current.email.toLowerCase() === email.toLowerCase()) {
    uid = current.id;
  } else {
    const created = await deps.signup(email, draft.account.password, draft.profile.fullName.trim());
    if (!created.ok) {
      deps.setup.end();
      return { ok: false, stage: 'account', error: created.error };
    }
    uid = created.user.id;
  }
  try {
    await deps.createAccountRecords(toAccountRecordsInput(draft, uid));
    await deps.afterRecords(uid);
  } catch (error) {
    // The setup stays open: the user is signed in but has no cabinet yet; this page retries.
    const message = error instanceof Error && error.message ? error.message : RECORDS_FAILED;
    return { ok: false, stage: 'records', error: message };
  }
  deps.setup.end();
  return { ok: true, uid };
}
