import { AUTH_ERROR_MESSAGES, authErrorMessage, GENERIC_ERROR_MESSAGE } from './errors.ts';

const firebaseError = (code: string, message = `Firebase: Error (auth/${code}).`) =>
  Object.assign(new Error(message), { code: `auth/${code}` });

describe('catalogue des erreurs (spec §8)', () => {
  it.each([
    ['invalid-credential', 'Identifiants incorrects. Vérifiez votre email et votre mot de passe.'],
    ['wrong-password', 'Identifiants incorrects. Vérifiez votre email et votre mot de passe.'],
    ['invalid-login-credentials', 'Identifiants incorrects. Vérifiez votre email et votre mot de passe.'],
    ['user-not-found', 'Aucun compte trouvé avec cet email.'],
    ['too-many-requests', 'Trop de tentatives. Réessayez plus tard.'],
    ['email-already-in-use', 'Cet email est déjà utilisé.'],
    ['weak-password', 'Mot de passe trop faible. Choisissez-en un plus sécurisé.'],
    ['invalid-email', 'Adresse email invalide.'],
    ['missing-password', 'Veuillez saisir votre mot de passe.'],
    ['missing-email', 'Veuillez saisir votre adresse email.'],
    ['operation-not-allowed', 'Ce mode de connexion n’est pas activé pour cette application.'],
    ['network-request-failed', 'Problème de réseau. Vérifiez votre connexion.'],
  ])('%s → %s', (code, message) => {
    expect(authErrorMessage(firebaseError(code))).toBe(message);
    expect(AUTH_ERROR_MESSAGES[code]).toBe(message);
  });

  it('couvre exactement les douze codes de la spécification', () => {
    expect(Object.keys(AUTH_ERROR_MESSAGES)).toHaveLength(12);
  });

  it('autre code : le message du fournisseur sans son préfixe', () => {
    const error = firebaseError(
      'user-disabled',
      'Firebase: The user account has been disabled by an administrator. (auth/user-disabled).',
    );
    expect(authErrorMessage(error)).toBe('The user account has been disabled by an administrator.');
  });

  it('autre code sans message utilisable : le message générique', () => {
    expect(authErrorMessage(firebaseError('internal-error', 'Firebase: Error (auth/internal-error).'))).toBe(
      GENERIC_ERROR_MESSAGE,
    );
    expect(authErrorMessage({})).toBe(GENERIC_ERROR_MESSAGE);
    expect(authErrorMessage(null)).toBe(GENERIC_ERROR_MESSAGE);
    expect(GENERIC_ERROR_MESSAGE).toBe('Une erreur est survenue. Merci de réessayer.');
  });
});
