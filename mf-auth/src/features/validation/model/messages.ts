/**
 * French validation messages. Where the seed's error catalogue (§8) has the message, it is used
 * word for word, so the user reads the same sentence whether the form or the provider found it.
 */
export const MESSAGES = {
  emailMissing: 'Veuillez saisir votre adresse email.',
  emailInvalid: 'Adresse email invalide.',
  passwordMissing: 'Veuillez saisir votre mot de passe.',
  passwordWeak: 'Mot de passe trop faible. Choisissez-en un plus sécurisé.',
  passwordTooLong: 'Le mot de passe ne peut pas dépasser 4096 caractères.',
  passwordConfirmMismatch: 'Les deux mots de passe ne sont pas identiques.',
} as const;

/**
 * A cabinet's data is covered by professional secrecy: we apply the CNIL's recommendation for a
 * password alone (délibération 2022-100: at least 12 characters mixing upper case, lower case,
 * digits and symbols), stricter than the provider's 6. What the provider itself still rejects
 * gets the seed's message (passwordWeak).
 */
export const PASSWORD_MIN_LENGTH = 12;
/** Longer than any password manager makes; the provider's own limit is higher. */
export const PASSWORD_MAX_LENGTH = 4096;
export const PASSWORD_RULE_HINT = `Au moins ${PASSWORD_MIN_LENGTH} caractères, avec des majuscules, des minuscules, des chiffres et des symboles (recommandation de la CNIL).`;
export const PASSWORD_RULE_MESSAGES = {
  length: `Le mot de passe doit compter au moins ${PASSWORD_MIN_LENGTH} caractères.`,
  classes: 'Le mot de passe doit mélanger majuscules, minuscules, chiffres et symboles.',
} as const;

/** Seed §8, email-already-in-use: what sign-up shows next to the email field. */
export const EMAIL_IN_USE = 'Cet email est déjà utilisé.';
