/**
 * French company identifiers, checked one way for the whole app: SIREN (9 digits) and SIRET
 * (14 digits) carry a Luhn key (INSEE); La Poste's establishments use a digit sum multiple of 5.
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

export function isValidSiren(value: string): boolean {
  const siren = normalizeIdentifier(value);
  return /^\d{9}$/.test(siren) && luhnValid(siren);
}

/** SIREN of La Poste: its SIRETs have a digit sum that is a multiple of 5 instead of a Luhn key. */
const LA_POSTE_SIREN = '356000000';

export type SiretProblem = 'empty' | 'length' | 'key';

/** Why a SIRET is not valid, or null when it is. */
export function siretProblem(value: string): SiretProblem | null {
  const digits = normalizeIdentifier(value);
  if (!digits) return 'empty';
  if (!/^\d{14}$/.test(digits)) return 'length';
  if (digits.startsWith(LA_POSTE_SIREN) && digits !== '35600000000048') {
    const sum = [...digits].reduce((total, digit) => total + Number(digit), 0);
    return sum % 5 === 0 ? null : 'key';
  }
  return luhnValid(digits) ? null : 'key';
}

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
