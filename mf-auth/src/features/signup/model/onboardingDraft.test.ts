import {
  defaultDraft,
  DRAFT_STORAGE_KEY,
  forgetDraftInMemoryForTests,
  getDraft,
  resetDraft,
  updateDraft,
} from './onboardingDraft.ts';

beforeEach(() => {
  sessionStorage.clear();
  forgetDraftInMemoryForTests();
});

describe('brouillon d’inscription (spec §3)', () => {
  it('valeurs par défaut : compte solo, champs vides', () => {
    expect(getDraft()).toEqual({
      accountType: 'solo',
      account: { email: '', password: '' },
      profile: { fullName: '', phone: '' },
      firm: { name: '', siret: '', address: '' },
      preferences: { specialties: [], languages: [] },
    });
  });

  it('survit à un rechargement, jamais le mot de passe', () => {
    updateDraft((draft) => ({
      ...draft,
      accountType: 'firm',
      account: { email: 'me@exemple.fr', password: 'secret-123' },
      profile: { fullName: 'Claire Durand', phone: '0612345678' },
    }));
    expect(sessionStorage.getItem(DRAFT_STORAGE_KEY)).not.toContain('secret-123');
    forgetDraftInMemoryForTests();
    const restored = getDraft();
    expect(restored.accountType).toBe('firm');
    expect(restored.account).toEqual({ email: 'me@exemple.fr', password: '' });
    expect(restored.profile.fullName).toBe('Claire Durand');
  });

  it('se réinitialise à la demande', () => {
    updateDraft((draft) => ({ ...draft, accountType: 'firm' }));
    resetDraft();
    expect(getDraft()).toEqual(defaultDraft());
    expect(sessionStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });

  it('ignore un brouillon illisible', () => {
    sessionStorage.setItem(DRAFT_STORAGE_KEY, '{pas du json');
    expect(getDraft()).toEqual(defaultDraft());
  });
});
