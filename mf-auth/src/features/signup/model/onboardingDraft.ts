/**
 * The onboarding draft (seed §3): what the sign-up steps have collected so far. It survives a
 * reload through sessionStorage — never the password — and can be reset to its defaults. Only the
 * sign-up uses it, so it lives here rather than in shared-auth's contract between the apps.
 */
export type AccountType = 'solo' | 'firm';

export type OnboardingDraft = {
  accountType: AccountType;
  account: { email: string; password: string };
  profile: { fullName: string; phone: string };
  firm: { name: string; siret: string; address: string };
  preferences: { specialties: string[]; languages: string[] };
};

export const DRAFT_STORAGE_KEY = 'pretoire.onboarding-draft';

export function defaultDraft(): OnboardingDraft {
  return {
    accountType: 'solo',
    account: { email: '', password: '' },
    profile: { fullName: '', phone: '' },
    firm: { name: '', siret: '', address: '' },
    preferences: { specialties: [], languages: [] },
  };
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function restore(): OnboardingDraft {
  const base = defaultDraft();
  const raw = storage()?.getItem(DRAFT_STORAGE_KEY);
  if (!raw) return base;
  try {
    const saved = JSON.parse(raw) as Partial<OnboardingDraft>;
    return {
      accountType: saved.accountType === 'firm' ? 'firm' : 'solo',
      account: { email: saved.account?.email ?? '', password: '' },
      profile: { ...base.profile, ...saved.profile },
      firm: { ...base.firm, ...saved.firm },
      preferences: {
        specialties: Array.isArray(saved.preferences?.specialties) ? saved.preferences.specialties : [],
        languages: Array.isArray(saved.preferences?.languages) ? saved.preferences.languages : [],
      },
    };
  } catch {
    return base;
  }
}

function persist(draft: OnboardingDraft): void {
  const { account, ...rest } = draft;
  // The password is never written anywhere.
  storage()?.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ ...rest, account: { email: account.email } }));
}

let draft: OnboardingDraft | null = null;
const listeners = new Set<() => void>();

export function getDraft(): OnboardingDraft {
  draft ??= restore();
  return draft;
}

export function subscribeDraft(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function updateDraft(change: (current: OnboardingDraft) => OnboardingDraft): void {
  draft = change(getDraft());
  persist(draft);
  for (const listener of listeners) listener();
}

export function resetDraft(): void {
  draft = defaultDraft();
  storage()?.removeItem(DRAFT_STORAGE_KEY);
  for (const listener of listeners) listener();
}

/** For tests: forget the in-memory draft so the next read restores from storage. */
export function forgetDraftInMemoryForTests(): void {
  draft = null;
}
