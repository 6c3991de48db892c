import { applyAuthState, getSession, patchSessionUser, resetSessionForTests, subscribeSession } from './session.ts';

beforeEach(() => resetSessionForTests());

describe('états de la session (spec §4)', () => {
  it('commence non initialisée, sans utilisateur ni jeton', () => {
    expect(getSession()).toEqual({ user: null, token: null, initialized: false });
  });

  it('initialisée sans utilisateur quand le fournisseur répond null', () => {
    applyAuthState(null);
    expect(getSession()).toEqual({ user: null, token: null, initialized: true });
  });

  it('initialisée avec l’utilisateur du fournisseur, rôle titulaire par défaut', () => {
    applyAuthState({ uid: 'u1', email: 'a@b.fr', displayName: 'Anne' });
    expect(getSession().initialized).toBe(true);
    expect(getSession().user).toEqual({ id: 'u1', email: 'a@b.fr', name: 'Anne', role: 'owner' });
  });

  it('garde le rôle lu dans l’adhésion quand le même utilisateur est renotifié', () => {
    applyAuthState({ uid: 'u1', email: 'a@b.fr', displayName: 'Anne' });
    patchSessionUser({ role: 'member', firmName: 'Cabinet X' });
    applyAuthState({ uid: 'u1', email: 'a@b.fr', displayName: 'Anne' });
    expect(getSession().user).toMatchObject({ role: 'member', firmName: 'Cabinet X' });
  });

  it('prévient les abonnés à chaque changement, une fois', () => {
    const listener = jest.fn();
    subscribeSession(listener);
    applyAuthState(null);
    applyAuthState({ uid: 'u2', email: null, displayName: null });
    expect(listener).toHaveBeenCalledTimes(2);
    expect(getSession().user).toEqual({ id: 'u2', email: '', name: '', role: 'owner' });
  });
});
