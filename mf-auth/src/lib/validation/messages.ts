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
  fullNameMissing: 'Veuillez saisir vos nom et prénom.',
  fullNameInvalid: 'Saisissez vos nom et prénom (au moins 2 lettres).',
  phoneMissing: 'Veuillez saisir votre numéro de téléphone.',
  phoneCharacters: 'Le numéro ne peut contenir que des chiffres, espaces, points, tirets et un « + » au début.',
  phoneFrench: 'Numéro français invalide : 10 chiffres commençant par 0 (01 23 45 67 89) ou +33 suivi de 9 chiffres.',
  phoneInternational:
    'Numéro international invalide : « + », l’indicatif du pays puis le numéro (8 à 15 chiffres au total).',
  firmNameMissing: 'Veuillez saisir le nom du cabinet.',
  siretMissing: 'Veuillez saisir le numéro SIRET du cabinet.',
  siretLength: 'Le SIRET compte exactement 14 chiffres.',
  siretKey:
    'Ce numéro SIRET n’est pas valide (clé de contrôle incorrecte). Vérifiez-le sur votre avis de situation INSEE.',
  addressMissing: 'Veuillez saisir l’adresse du cabinet.',
  addressIncomplete: 'Indiquez l’adresse complète : numéro et voie, code postal à 5 chiffres et ville.',
  specialtiesMissing: 'Choisissez au moins un domaine d’activité.',
  languagesMissing: 'Choisissez au moins une langue.',
  accountTypeMissing: 'Choisissez le type de compte.',
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
