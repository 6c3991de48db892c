import { defaultDraft, type OnboardingDraft } from './onboardingDraft.ts';
import { submitSignup, type SignupDeps } from './submitSignup.ts';

const draft: OnboardingDraft = {
  ...defaultDraft(),
  accountType: 'firm',
  account: { email: 'bruno@exemple.fr', password: 'Secret-123-abc' },
  profile: { fullName: 'Bruno Titulaire', phone: '0123456789' },
  firm: { name: 'Cabinet Bruno', siret: '73282932000074', address: '12 rue de la Paix, 75002 Paris' },
  preferences: { specialties: ['Droit fiscal'], languages: ['Français'] },
};

function deps(overrides: Partial<SignupDeps> = {}): SignupDeps & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    signup: jest.fn(async (email: string, _password: string, name: string) => {
      calls.push(`signup:${email}:${name}`);
      return { ok: true as const, user: { id: 'uid-9', email, name, role: 'owner' as const } };
    }),
    createAccountRecords: jest.fn(async (input) => {
      calls.push(`records:${input.uid}:${input.firm?.siret}`);
    }),
    currentUser: () => null,
    afterRecords: jest.fn(async (uid: string) => {
      calls.push(`after:${uid}`);
    }),
    setup: { begin: () => calls.push('setup:begin'), end: () => calls.push('setup:end') },
    ...overrides,
  };
}

describe('fin de l’inscription', () => {
  it('crée le compte (nom affiché) puis les enregistrements, dans cet ordre', async () => {
    const d = deps();
    await expect(submitSignup(draft, d)).resolves.toEqual({ ok: true, uid: 'uid-9' });
    expect(d.calls).toEqual([
      'setup:begin',
      'signup:bruno@exemple.fr:Bruno Titulaire',
      'records:uid-9:73282932000074',
      'after:uid-9',
      'setup:end',
    ]);
  });

  it('rend l’erreur du fournisseur telle quelle', async () => {
    const d = deps({ signup: jest.fn(async () => ({ ok: false as const, error: 'Cet email est déjà utilisé.' })) });
    await expect(submitSignup(draft, d)).resolves.toEqual({
      ok: false,
      stage: 'account',
      error: 'Cet email est déjà utilisé.',
    });
    expect(d.createAccountRecords).not.toHaveBeenCalled();
    expect(d.calls).toEqual(['setup:begin', 'setup:end']);
  });

  it('enregistrements refusés : message, et le nouvel essai ne recrée pas le compte', async () => {
    const failing = deps({
      createAccountRecords: jest.fn(async () => {
        throw new Error('Ce compte est déjà rattaché à un cabinet.');
      }),
    });
    await expect(submitSignup(draft, failing)).resolves.toEqual({
      ok: false,
      stage: 'records',
      error: 'Ce compte est déjà rattaché à un cabinet.',
    });
    expect(failing.afterRecords).not.toHaveBeenCalled();
    // Still setting up: the shell keeps the signed-in user on this page to see the message.
    expect(failing.calls.at(-1)).not.toBe('setup:end');
    const retry = deps({ currentUser: () => ({ id: 'uid-9', email: 'Bruno@exemple.fr' }) });
    await expect(submitSignup(draft, retry)).resolves.toEqual({ ok: true, uid: 'uid-9' });
    expect(retry.signup).not.toHaveBeenCalled();
  });
});
