/** The seed's error catalogue (§8), word for word. */
export const AUTH_ERROR_MESSAGES: Record<string, string> = {
  'invalid-credential': 'Identifiants incorrects. Vérifiez votre email et votre mot de passe.',
  'wrong-password': 'Identifiants incorrects. Vérifiez votre email et votre mot de passe.',
  'invalid-login-credentials': 'Identifiants incorrects. Vérifiez votre email et votre mot de passe.',
  'user-not-found': 'Aucun compte trouvé avec cet email.',
  'too-many-requests': 'Trop de tentatives. Réessayez plus tard.',
  'email-already-in-use': 'Cet email est déjà utilisé.',
  'weak-password': 'Mot de passe trop faible. Choisissez-en un plus sécurisé.',
  'invalid-email': 'Adresse email invalide.',
  'missing-password': 'Veuillez saisir votre mot de passe.',
  'missing-email': 'Veuillez saisir votre adresse email.',
  'operation-not-allowed': 'Ce mode de connexion n’est pas activé pour cette application.',
  'network-request-failed': 'Problème de réseau. Vérifiez votre connexion.',
};

export const GENERIC_ERROR_MESSAGE = 'Une erreur est survenue. Merci de réessayer.';

/** `auth/wrong-password` → `wrong-password`. */
function codeOf(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  const code = (error as { code: unknown }).code;
  return typeof code === 'string' ? code.replace(/^auth\//, '') : null;
}

/**
 * "Firebase: Password should be at least 6 characters (auth/weak-password)." →
 * "Password should be at least 6 characters": the provider's prefix and code removed.
 */
function providerMessage(error: unknown): string | null {
  const raw = error instanceof Error ? error.message : typeof error === 'string' ? error : null;
  if (!raw) return null;
  const stripped = raw
    .replace(/^Firebase:\s*/i, '')
    .replace(/\s*\((auth|firebase)\/[^)]*\)\.?\s*$/i, '')
    .trim();
  // "Firebase: Error (auth/x)." carries no words of its own.
  return stripped && stripped !== 'Error' ? stripped : null;
}

export function authErrorMessage(error: unknown): string {
  const code = codeOf(error);
  if (code && AUTH_ERROR_MESSAGES[code]) return AUTH_ERROR_MESSAGES[code];
  return providerMessage(error) ?? GENERIC_ERROR_MESSAGE;
}
