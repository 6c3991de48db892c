/**
 * The actions against a stubbed provider (the edge of this unit test): what they send, and
 * how the session moves (spec §4). The real provider is exercised by the browser tests.
 */
import { getSession, resetSessionForTests } from './session.ts';

const user = {
  uid: 'u1',
  email: 'claire@exemple.fr',
  displayName: 'Claire',
  getIdToken: jest.fn(async () => 'jeton-1'),
};
const provider = {
  signInWithEmailAndPassword: jest.fn(async () => ({ user })),
  createUserWithEmailAndPassword: jest.fn(async () => ({ user: { ...user, displayName: null } })),
  updateProfile: jest.fn(async () => undefined),
  signOut: jest.fn(async () => undefined),
  sendPasswordResetEmail: jest.fn(async () => undefined),
  onAuthStateChanged: jest.fn(),
};

jest.mock('firebase/auth', () => provider);
jest.mock('./firebase.ts', () => ({ firebase: () => ({ auth: { currentUser: null } }) }));

// Imported after the mocks are declared.
import { login, logout, sendPasswordReset, setMembershipResolver, signup, signupWithInvite } from './actions.ts';

beforeEach(() => {
  resetSessionForTests();
  setMembershipResolver(null);
  jest.clearAllMocks();
});

describe('login', () => {
  it('email manquant : message de la spécification, sans appeler le fournisseur', async () => {
    expect(await login('  ', 'x')).toEqual({ ok: false, error: 'Veuillez saisir votre adresse email.' });
    expect(provider.signInWithEmailAndPassword).not.toHaveBeenCalled();
  });

  it('mot de passe manquant : message de la spécification, sans appeler le fournisseur', async () => {
    expect(await login('claire@exemple.fr', '')).toEqual({ ok: false, error: 'Veuillez saisir votre mot de passe.' });
    expect(provider.signInWithEmailAndPassword).not.toHaveBeenCalled();
  });

  it('succès : utilisateur (rôle titulaire) et jeton dans la session', async () => {
    const result = await login('claire@exemple.fr', 'secret');
    expect(provider.signInWithEmailAndPassword).toHaveBeenCalledWith(expect.anything(), 'claire@exemple.fr', 'secret');
    expect(result.ok).toBe(true);
    expect(getSession()).toEqual({
      user: { id: 'u1', email: 'claire@exemple.fr', name: 'Claire', role: 'owner' },
      token: 'jeton-1',
      initialized: true,
    });
  });

  it('le rôle de l’adhésion remplace le rôle par défaut une fois lu', async () => {
    setMembershipResolver(async () => ({ role: 'member', firmName: 'Cabinet Durand' }));
    await login('claire@exemple.fr', 'secret');
    expect(getSession().user).toMatchObject({ role: 'member', firmName: 'Cabinet Durand' });
  });

  it('erreur du fournisseur : message du catalogue', async () => {
    provider.signInWithEmailAndPassword.mockRejectedValueOnce(
      Object.assign(new Error('Firebase: Error (auth/invalid-credential).'), { code: 'auth/invalid-credential' }),
    );
    expect(await login('claire@exemple.fr', 'mauvais')).toEqual({
      ok: false,
      error: 'Identifiants incorrects. Vérifiez votre email et votre mot de passe.',
    });
    expect(getSession().user).toBeNull();
  });
});

describe('inscription', () => {
  it('signup : nom affiché mis à jour, rôle titulaire', async () => {
    const result = await signup('claire@exemple.fr', 'secret', 'Claire Durand');
    expect(provider.updateProfile).toHaveBeenCalledWith(expect.anything(), { displayName: 'Claire Durand' });
    expect(result.ok).toBe(true);
    expect(getSession().user).toMatchObject({ name: 'Claire Durand', role: 'owner' });
  });

  it('signupWithInvite : rôle collaborateur', async () => {
    await signupWithInvite('julien@exemple.fr', 'secret', 'Julien');
    expect(getSession().user).toMatchObject({ role: 'member', name: 'Julien' });
  });

  it('email déjà utilisé : message du catalogue', async () => {
    provider.createUserWithEmailAndPassword.mockRejectedValueOnce({ code: 'auth/email-already-in-use' });
    expect(await signup('claire@exemple.fr', 'secret', 'Claire')).toEqual({
      ok: false,
      error: 'Cet email est déjà utilisé.',
    });
  });
});

describe('logout', () => {
  it('efface utilisateur et jeton, et ignore les erreurs du fournisseur', async () => {
    await login('claire@exemple.fr', 'secret');
    provider.signOut.mockRejectedValueOnce(new Error('réseau'));
    expect(await logout()).toEqual({ ok: true });
    expect(getSession().user).toBeNull();
    expect(getSession().token).toBeNull();
  });
});

describe('réinitialisation du mot de passe', () => {
  it('email manquant sans appel ; sinon envoi au fournisseur', async () => {
    expect(await sendPasswordReset('')).toEqual({ ok: false, error: 'Veuillez saisir votre adresse email.' });
    expect(await sendPasswordReset('claire@exemple.fr')).toEqual({ ok: true });
    expect(provider.sendPasswordResetEmail).toHaveBeenCalledWith(expect.anything(), 'claire@exemple.fr');
  });
});
