/**
 * Phone numbers as French professionals type them: national (01 23 45 67 89, 06.12.34.56.78),
 * French international (+33 6 12 34 56 78, +33 (0)6…, 0033 6…) or any international number in
 * E.164 form (+44 20 7946 0958, 00 32 2 123 45 67): 8 to 15 digits after the country code's "+".
 */
import { isValidPhone as isValidSharedPhone } from 'shared-data/phone';
import { boundedText } from 'shared-data/text';
import { SIGNUP_MESSAGES } from './signupMessages.ts';

/** Separators people type between digit groups. */
const SEPARATORS = /[\s.\-/\u00a0\u202f]/g;

export type PhoneProblem = 'empty' | 'characters' | 'french' | 'international';

/** Compact form: separators and the "(0)" trunk prefix after +33 removed, 00 → +. */
export function compactPhone(value: string): string {
  let compact = value.trim().replace(SEPARATORS, '');
  compact = compact.replace(/^\+(\d{1,3})\(0\)/, '+$1');
  compact = compact.replace(/[()]/g, '');
  if (compact.startsWith('00')) compact = `+${compact.slice(2)}`;
  return compact;
}

export function phoneProblem(value: string): PhoneProblem | null {
  if (!value.trim()) return 'empty';
  if (!/^[+\d\s.\-/()\u00a0\u202f]+$/.test(value.trim())) return 'characters';
  const compact = compactPhone(value);
  if (!/^\+?\d+$/.test(compact)) return 'characters';
  // The one phone rule of Prétoire (shared-data phone.ts, libphonenumber-js); here only why it fails.
  if (isValidSharedPhone(value)) return null;
  return compact.startsWith('+') && !compact.startsWith('+33') ? 'international' : 'french';
}

export function isValidPhone(value: string): boolean {
  return phoneProblem(value) === null;
}

/** A valid number in E.164 (+33612345678), or null. */
export function toE164(value: string): string | null {
  if (!isValidPhone(value)) return null;
  const compact = compactPhone(value);
  return compact.startsWith('+') ? compact : `+33${compact.slice(1)}`;
}

/** The sign-up's phone field (zod), with why a number is refused. */
export const phone = boundedText('phone').superRefine((value, context) => {
  const problem = phoneProblem(value);
  if (!problem) return;
  const message = {
    empty: SIGNUP_MESSAGES.phoneMissing,
    characters: SIGNUP_MESSAGES.phoneCharacters,
    french: SIGNUP_MESSAGES.phoneFrench,
    international: SIGNUP_MESSAGES.phoneInternational,
  }[problem];
  context.addIssue({ code: 'custom', message });
});
