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

/** The key of a French VAT number: (12 + 3 × (SIREN mod 97)) mod 97, two digits. */
export function frVatKey(siren: string): string {
  return String((12 + 3 * (Number(siren) % 97)) % 97).padStart(2, '0');
}

/** "FR25812345678" (FR, 2-digit key, SIREN): the key must match the SIREN (and the SIREN the expected one). */
export function isValidFrVatNumber(value: string, expectedSiren?: string): boolean {
  const vat = normalizeIdentifier(value).toUpperCase();
  const match = /^FR(\d{2})(\d{9})$/.exec(vat);
  if (!match) return false;
  const [, key, siren] = match as unknown as [string, string, string];
  if (frVatKey(siren) !== key) return false;
  return !expectedSiren || normalizeIdentifier(expectedSiren) === siren;
}

/** "FR76 3000 4000 …": ISO 13616 mod-97 check (letters A=10 … Z=35). */
export function isValidIban(value: string): boolean {
  const iban = normalizeIdentifier(value).toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  if (iban.startsWith('FR') && iban.length !== 27) return false;
  const rearranged = `${iban.slice(4)}${iban.slice(0, 4)}`;
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}
