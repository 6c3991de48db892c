/**
 * French messages of the sign-up's profile, cabinet and preferences fields (the invitation's name
 * field too). Apart from messages.ts: the sign-in and password-reset pages do not load them.
 */
export const SIGNUP_MESSAGES = {
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
