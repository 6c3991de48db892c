import { defaultDraft, type OnboardingDraft } from './onboardingDraft.ts';
import { firstInvalidStep, neighbours, STEP_RULES, resolveStep, stepsFor, toAccountRecordsInput } from './steps.ts';

function completeDraft(overrides: Partial<OnboardingDraft> = {}): OnboardingDraft {
  return {
    ...defaultDraft(),
    account: { email: ' amelie@exemple.fr ', password: 'Secret-123-abc' },
    profile: { fullName: ' Amélie Solo ', phone: ' 06 12 34 56 78 ' },
    firm: { name: 'Cabinet Solo', siret: '732 829 320 00074', address: '12 rue de la Paix, 75002 Paris' },
    preferences: { specialties: ['Droit pénal'], languages: ['Français'] },
    ...overrides,
  };
}

describe('étapes de l’inscription', () => {
  it('l’étape Cabinet n’existe que pour un cabinet', () => {
    expect(stepsFor('solo').map((step) => step.id)).toEqual(['type', 'compte', 'profil', 'preferences']);
    expect(stepsFor('firm').map((step) => step.label)).toEqual([
      'Type de compte',
      'Compte',
      'Profil',
      'Cabinet',
      'Préférences',
    ]);
  });

  it('une étape inconnue ou hors parcours ramène à la première', () => {
    expect(resolveStep(null, 'solo')).toBe('type');
    expect(resolveStep('nimporte', 'firm')).toBe('type');
    expect(resolveStep('cabinet', 'solo')).toBe('type');
    expect(resolveStep('cabinet', 'firm')).toBe('cabinet');
  });

  it('précédente et suivante', () => {
    expect(neighbours('profil', 'solo')).toEqual({ previous: 'compte', next: 'preferences' });
    expect(neighbours('profil', 'firm')).toEqual({ previous: 'compte', next: 'cabinet' });
    expect(neighbours('type', 'firm')).toEqual({ previous: null, next: 'compte' });
    expect(neighbours('preferences', 'firm')).toEqual({ previous: 'cabinet', next: null });
  });

  it('un brouillon restauré sans mot de passe renvoie à l’étape Compte', async () => {
    expect(await firstInvalidStep(completeDraft())).toBeNull();
    expect(await firstInvalidStep(completeDraft({ account: { email: 'amelie@exemple.fr', password: '' } }))).toBe(
      'compte',
    );
    expect(await firstInvalidStep(defaultDraft())).toBe('compte');
  });

  it('un numéro refusé renvoie à l’étape Profil (la règle du téléphone, chargée à la demande)', async () => {
    const draft = completeDraft();
    expect(await firstInvalidStep({ ...draft, profile: { ...draft.profile, phone: '06 12 34' } })).toBe('profil');
  });

  it('le cabinet n’est vérifié que pour un cabinet', async () => {
    const noFirm = completeDraft({ firm: { name: '', siret: '', address: '' } });
    expect(await firstInvalidStep(noFirm)).toBeNull();
    expect(await firstInvalidStep({ ...noFirm, accountType: 'firm' })).toBe('cabinet');
  });

  it('préférences : au moins un domaine et une langue, quelle que soit la forme reçue', () => {
    expect(STEP_RULES.preferences.specialties(false)).toBe('Choisissez au moins un domaine d’activité.');
    expect(STEP_RULES.preferences.languages([])).toBe('Choisissez au moins une langue.');
    expect(STEP_RULES.preferences.specialties('Droit pénal')).toBeUndefined();
    const draft = completeDraft({ preferences: { specialties: 'Droit pénal' as never, languages: ['Français'] } });
    expect(toAccountRecordsInput(draft, 'uid-3').preferences).toEqual({
      specialties: ['Droit pénal'],
      languages: ['Français'],
    });
  });

  it('ce que reçoit createAccountRecords : nettoyé, pas de cabinet pour un solo', () => {
    expect(toAccountRecordsInput(completeDraft(), 'uid-1')).toEqual({
      uid: 'uid-1',
      email: 'amelie@exemple.fr',
      accountType: 'solo',
      profile: { fullName: 'Amélie Solo', phone: '06 12 34 56 78' },
      firm: null,
      preferences: { specialties: ['Droit pénal'], languages: ['Français'] },
    });
    expect(toAccountRecordsInput(completeDraft({ accountType: 'firm' }), 'uid-2').firm).toEqual({
      name: 'Cabinet Solo',
      siret: '73282932000074',
      address: '12 rue de la Paix, 75002 Paris',
    });
  });
});
