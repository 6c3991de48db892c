/**
 * Company, tax and bank identifiers, checked one way for the whole app (forms, invoice issuing):
 * SIREN (9 digits) and SIRET (14 digits) each carry a Luhn key (INSEE) — a SIRET is valid only when
 * its SIREN (its first 9 digits) is valid too; La Poste's establishments use a digit sum multiple
 * of 5 for the SIRET's own key —, the French intra-EU VAT number a key computed from the SIREN. Pure; also
 * the `shared-data/identifiers` entry (sign-up checks a SIRET without the bank rules' library). The
 * IBAN and the BIC: bankIdentifiers.ts.
 */
/** "732 829 320 00074" → "73282932000074" (spaces, dots, dashes, non-breaking spaces removed). */
export function normalizeIdentifier(value: string): string {
  return value.replace(/[\s.\-\u00a0\u202f]/g, '');
}

/** The Luhn check: doubling every second digit from the right, the sum is a multiple of 10. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Whether a SIREN is valid (9 digits, Luhn). */
export function isValidSiren(value: string): boolean {
  const siren = normalizeIdentifier(value);
  return /^\d{9}$/.test(siren) && luhnValid(siren);
}

/** SIREN of La Poste: its SIRETs have a digit sum that is a multiple of 5 instead of a Luhn key. */
const LA_POSTE_SIREN = '356000000';

/** Why a SIRET is refused (`siretProblem`), to word the field's message. */
export type SiretProblem = 'empty' | 'length' | 'key';

/**
 * Why a SIRET is not valid, or null when it is. `key`: the SIREN's own key (its first 9 digits) or
 * the SIRET's key is wrong — both are checked, so a 14-digit number whose Luhn key holds but whose
 * SIREN does not exist (812 345 678 …) is refused.
 */
export function siretProblem(value: string): SiretProblem | null {
  const digits = normalizeIdentifier(value);
  if (!digits) return 'empty';
  if (!/^\d{14}$/.test(digits)) return 'length';
  if (!luhnValid(digits.slice(0, 9))) return 'key';
  if (digits.startsWith(LA_POSTE_SIREN) && digits !== '35600000000048') {
    const sum = [...digits].reduce((total, digit) => total + Number(digit), 0);
    return sum % 5 === 0 ? null : 'key';
  }
  return luhnValid(digits) ? null : 'key';
}

/** Whether a SIRET is valid (`siretProblem` finds nothing to say). */
export function isValidSiret(value: string): boolean {
  return siretProblem(value) === null;
}

/** "732829320" → "732 829 320" */
export function formatSiren(value: string): string {
  const siren = normalizeIdentifier(value);
  return /^\d{9}$/.test(siren) ? `${siren.slice(0, 3)} ${siren.slice(3, 6)} ${siren.slice(6)}` : value;
}

/** "73282932000074" → "732 829 320 00074" (SIREN in three groups, then the NIC). */
export function formatSiret(value: string): string {
  const digits = normalizeIdentifier(value);
  return /^\d{14}$/.test(digits)
    ? `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6, 9)} ${digits.slice(9)}`
    : value;
}

/** What the forms say of a wrong IBAN, BIC or VAT number (`frVatNumberProblem` returns these). */
export const IDENTIFIER_MESSAGES = {
  ibanRequired: 'Saisissez l’IBAN du compte qui reçoit les règlements.',
  iban: 'IBAN invalide : vérifiez les caractères et la clé de contrôle (ex. FR76 3000 4000 0312 3456 7890 143).',
  bic: 'BIC invalide (8 ou 11 caractères, ex. BNPAFRPPXXX).',
  vatFormat:
    'Numéro de TVA invalide : FR suivi de 2 caractères de clé et des 9 chiffres du SIREN (ex. FR32 812345678).',
  vatKey: 'La clé du numéro de TVA ne correspond pas au SIREN.',
  vatSiren: 'Le SIREN du numéro de TVA doit être celui du SIRET (ses 9 premiers chiffres).',
} as const;

/** The key of a French VAT number: (12 + 3 × (SIREN mod 97)) mod 97, two digits. */
export function frVatKey(siren: string): string {
  return String((12 + 3 * (Number(siren) % 97)) % 97).padStart(2, '0');
}

/**
 * Why a French intra-EU VAT number is not valid, in French, or null when it is: FR, a 2-character
 * key, the 9 digits of the SIREN. A numeric key must be (12 + 3 × (SIREN mod 97)) mod 97; an
 * alphanumeric key (attributed to some entities) is accepted as it is. When the cabinet's SIREN
 * is known (9 digits), the number must carry it.
 */
export function frVatNumberProblem(value: string, expectedSiren?: string): string | null {
  const vat = normalizeIdentifier(value).toUpperCase();
  const match = /^FR([0-9A-Z]{2})(\d{9})$/.exec(vat);
  if (!match) return IDENTIFIER_MESSAGES.vatFormat;
  const [, key, siren] = match as unknown as [string, string, string];
  if (/^\d{2}$/.test(key) && key !== frVatKey(siren)) return IDENTIFIER_MESSAGES.vatKey;
  const expected = normalizeIdentifier(expectedSiren ?? '');
  if (/^\d{9}$/.test(expected) && expected !== siren) return IDENTIFIER_MESSAGES.vatSiren;
  return null;
}

/** "FR25812345678" or "FRK7812345678": see `frVatNumberProblem` (the same rule, as a yes/no). */
export function isValidFrVatNumber(value: string, expectedSiren?: string): boolean {
  return frVatNumberProblem(value, expectedSiren) === null;
}
