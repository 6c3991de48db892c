/** SIRET: 14 digits whose Luhn key is valid (INSEE). La Poste's establishments use another rule. */

/** "732 829 320 00074" → "73282932000074" (spaces, dots, dashes and non-breaking spaces removed). */
export function normalizeSiret(value: string): string {
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

/** SIREN of La Poste: its SIRETs have a digit sum that is a multiple of 5 instead of a Luhn key. */
const LA_POSTE_SIREN = '356000000';

export type SiretProblem = 'empty' | 'length' | 'key';

/** Why a SIRET is not valid, or null when it is. */
export function siretProblem(value: string): SiretProblem | null {
  const digits = normalizeSiret(value);
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

/** "73282932000074" → "732 829 320 00074" (SIREN in three groups, then the NIC). */
export function formatSiret(value: string): string {
  const digits = normalizeSiret(value);
  if (!/^\d{14}$/.test(digits)) return value;
  return `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6, 9)} ${digits.slice(9)}`;
}
