/**
 * Phone numbers as French professionals type them: national (01 23 45 67 89, 06.12.34.56.78),
 * French international (+33 6 12 34 56 78, +33 (0)6…, 0033 6…) or any international number in
 * E.164 form (+44 20 7946 0958, 00 32 2 123 45 67): 8 to 15 digits after the country code's "+".
 */
import { compactPhone, PHONE_CHARACTERS } from 'shared-data/phoneText';
import { tooLong } from '../../validation/model/fields.ts';
import { SIGNUP_MESSAGES } from '../../validation/model/signupMessages.ts';

export type PhoneProblem = 'empty' | 'characters' | 'french' | 'international';

type PhoneRule = (value: string) => boolean;
let loadingRule: Promise<PhoneRule | null> | undefined;

/**
 * The one phone rule of Prétoire (shared-data/phone: libphonenumber-js and its metadata), fetched
 * by the profile step rather than with the sign-up page, which must load light. If it
 * cannot load (offline), null: the number is not judged this time — the sign-up cannot be sent
 * offline anyway, and the next check fetches the rule again.
 */
export function loadPhoneRule(): Promise<PhoneRule | null> {
  loadingRule ??= import('shared-data/phone').then(
    ({ isValidPhone }) => isValidPhone,
    () => {
      loadingRule = undefined;
      return null;
    },
  );
  return loadingRule;
}

/** Why a number is refused (null: accepted). Here only why: the rule itself is shared-data's. */
export async function phoneProblem(value: string): Promise<PhoneProblem | null> {
  if (!value.trim()) return 'empty';
  if (!PHONE_CHARACTERS.test(value.trim())) return 'characters';
  const compact = compactPhone(value);
  if (!/^\+?\d+$/.test(compact)) return 'characters';
  const isValidPhone = await loadPhoneRule();
  if (!isValidPhone || isValidPhone(value)) return null;
  return compact.startsWith('+') && !compact.startsWith('+33') ? 'international' : 'french';
}

/** The sign-up's phone check: not too long for the stored field, then why a number is refused. */
export async function phoneMessage(value: string): Promise<string | undefined> {
  const tooLongMessage = tooLong(value.trim(), 'phone');
  if (tooLongMessage) return tooLongMessage;
  const problem = await phoneProblem(value);
  if (!problem) return undefined;
  return {
    empty: SIGNUP_MESSAGES.phoneMissing,
    characters: SIGNUP_MESSAGES.phoneCharacters,
    french: SIGNUP_MESSAGES.phoneFrench,
    international: SIGNUP_MESSAGES.phoneInternational,
  }[problem];
}
