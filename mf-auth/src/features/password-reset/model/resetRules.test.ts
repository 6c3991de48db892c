import { isConfirmedReset, resetLinkParams } from './resetRules.ts';
import { tokenFrom, toInvitationView } from '../../invitation/model/acceptRules.ts';

describe('mot de passe oublié', () => {
  it('même confirmation que le compte existe ou non', () => {
    expect(isConfirmedReset({ ok: true })).toBe(true);
    expect(isConfirmedReset({ ok: false, error: 'Aucun compte trouvé avec cet email.' })).toBe(true);
    expect(isConfirmedReset({ ok: false, error: 'Adresse email invalide.' })).toBe(false);
  });

  it('lit le lien de réinitialisation', () => {
    expect(resetLinkParams(new URLSearchParams('mode=resetPassword&oobCode=abc&lang=fr'))).toEqual({ code: 'abc' });
    expect(resetLinkParams(new URLSearchParams('oobCode=abc'))).toEqual({ code: 'abc' });
    expect(resetLinkParams(new URLSearchParams('mode=verifyEmail&oobCode=abc'))).toBeNull();
    expect(resetLinkParams(new URLSearchParams('email=a@b.fr'))).toBeNull();
  });
});

describe('invitation', () => {
  it('lit le jeton du lien', () => {
    expect(tokenFrom(new URLSearchParams(''))).toBeNull();
    expect(tokenFrom(new URLSearchParams('token=abcDEF_12-3'))).toBe('abcDEF_12-3');
    expect(tokenFrom(new URLSearchParams('token=../pros/x'))).toBe('');
  });

  it('vue selon le statut', () => {
    const invitation = { firmName: 'Cabinet Durand', email: 'a@b.fr', expiresAt: '2026-12-01T00:00:00.000Z' };
    expect(toInvitationView({ status: 'unknown', invitation: null })).toEqual({ kind: 'unknown' });
    expect(toInvitationView({ status: 'valid', invitation })).toEqual({ kind: 'valid', ...invitation });
    expect(toInvitationView({ status: 'expired', invitation })).toEqual({
      kind: 'expired',
      firmName: 'Cabinet Durand',
      email: 'a@b.fr',
    });
    expect(toInvitationView({ status: 'used', invitation })).toEqual({
      kind: 'used',
      firmName: 'Cabinet Durand',
      email: 'a@b.fr',
    });
  });
});
