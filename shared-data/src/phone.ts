/**
 * The one phone rule of Prétoire (every form uses it): numbers as French professionals type them —
 * national (01 23 45 67 89, 06.12.34.56.78), French international (+33 6 12 34 56 78,
 * +33 (0)6…, 0033 6…) or any international number (+44 20 7946 0958, 00 32 2 123 45 67) —
 * checked against the numbering plans of libphonenumber-js (length and prefixes per country).
 *
 * Stored form (`normalizePhone`): the readable form a French lawyer expects — French numbers in
 * the national format "06 98 17 75 18", other countries in the international format
 * "+44 20 7946 0958". It is what lists show and what the search matches (see `phoneDigits`).
 */
import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js';
import { compactPhone as compact, PHONE_CHARACTERS as ALLOWED } from './phoneText.ts';

/** The French message of an invalid phone number, shown next to the field. */
export const PHONE_MESSAGE =
  'Numéro de téléphone invalide : 10 chiffres en France (06 12 34 56 78) ou « + » et l’indicatif du pays (+44 20 7946 0958).';

function parse(text: string): PhoneNumber | null {
  if (!text.trim() || !ALLOWED.test(text.trim())) return null;
  const value = compact(text);
  if (!/^\+?\d+$/.test(value)) return null;
  // A national number starts with its trunk prefix 0 (6 12 34 56 78 is a typo, not a number).
  if (!value.startsWith('+') && !/^0[1-9]\d{8}$/.test(value)) return null;
  const phone = parsePhoneNumberFromString(value, 'FR');
  return phone?.isValid() ? phone : null;
}

/** True for a French or international number that exists in its country's numbering plan. */
export function isValidPhone(text: string): boolean {
  return parse(text) !== null;
}

/**
 * The stored, readable form: "06 98 17 75 18" for France, "+44 20 7946 0958" elsewhere;
 * null when the number is not valid.
 */
export function normalizePhone(text: string): string | null {
  const phone = parse(text);
  if (!phone) return null;
  return phone.country === 'FR' ? phone.formatNational() : phone.formatInternational();
}

/** The number in E.164 (+33698177518), or null. */
export function phoneE164(text: string): string | null {
  return parse(text)?.number ?? null;
}

/**
 * Digits a search compares ("06 98 17 75 18" → "0698177518", "+33 6 98…" → "0698177518"),
 * so that a phone typed with or without spaces finds the same client.
 */
export function phoneDigits(text: string): string {
  const value = compact(text).replace(/[^\d+]/g, '');
  if (value.startsWith('+33')) return `0${value.slice(3)}`;
  return value.replace(/\+/g, '');
}
