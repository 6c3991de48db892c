/**
 * The sign-up's and the invitation's field checks, as plain functions returning the French
 * message (undefined: fine). The forms register them as react-hook-form rules (rules.ts), so the
 * auth pages load no validation library. Texts are judged trimmed, and never above
 * shared-data's TEXT_LIMITS for the stored field, with its wording (the data policy checks again).
 */
import { TEXT_LIMITS, type TextLimitName, textTooLongMessage } from 'shared-data/textLimits';
import { emailProblem } from './credentials.ts';
import { SIGNUP_MESSAGES } from './signupMessages.ts';

/** Longer than its stored field allows: shared-data's message. */
export function tooLong(value: string, limit: TextLimitName): string | undefined {
  const max = TEXT_LIMITS[limit];
  return value.length > max ? textTooLongMessage(max, value.length) : undefined;
}

/** The email an account is created with: required, not too long, well-formed. */
export function accountEmailProblem(value: string): string | undefined {
  return tooLong(value.trim(), 'email') ?? emailProblem(value);
}

export function fullNameProblem(value: string): string | undefined {
  const name = value.trim();
  if (tooLong(name, 'name')) return tooLong(name, 'name');
  if (!name) return SIGNUP_MESSAGES.fullNameMissing;
  return (name.match(/\p{L}/gu) ?? []).length >= 2 ? undefined : SIGNUP_MESSAGES.fullNameInvalid;
}

export function firmNameProblem(value: string): string | undefined {
  const name = value.trim();
  return tooLong(name, 'title') ?? (name ? undefined : SIGNUP_MESSAGES.firmNameMissing);
}

/** A French postal address on one or more lines: street, 5-digit postcode, city. */
export function addressProblem(value: string): 'empty' | 'incomplete' | null {
  const text = value.trim();
  if (!text) return 'empty';
  const postcode = /(^|\D)(\d{5})(\D|$)/.exec(text);
  if (!postcode) return 'incomplete';
  const afterPostcode = text.slice(postcode.index + postcode[0].length - postcode[3]!.length);
  const beforePostcode = text.slice(0, postcode.index + postcode[1]!.length);
  const hasStreet = /\p{L}{2,}/u.test(beforePostcode);
  const hasCity = /\p{L}{2,}/u.test(afterPostcode);
  return hasStreet && hasCity ? null : 'incomplete';
}

export function addressMessage(value: string): string | undefined {
  const problem = addressProblem(value);
  return (
    tooLong(value.trim(), 'address') ??
    (problem === 'empty'
      ? SIGNUP_MESSAGES.addressMissing
      : problem === 'incomplete'
        ? SIGNUP_MESSAGES.addressIncomplete
        : undefined)
  );
}

/** Checkbox groups give an array, a lone string or false: always an array of strings. */
export function checkedList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return typeof value === 'string' && value ? [value] : [];
}
