/**
 * The email and new-password rules as plain functions. The password-reset page checks with them
 * through react-hook-form's own rules (like the sign-in page), so it loads neither zod nor the
 * data layer (≤ 200 KiB of JavaScript on the auth pages); sign-up's zod fields
 * (fields.ts) call the same functions, so both forms say the same thing.
 */
import { MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_RULE_MESSAGES } from './messages.ts';

/** Same shape as the provider accepts: something@domain.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** What is wrong with an email a link is sent to (required, well-formed); undefined when fine. */
export function emailProblem(value: string): string | undefined {
  if (!value.trim()) return MESSAGES.emailMissing;
  return isValidEmail(value) ? undefined : MESSAGES.emailInvalid;
}

/** Which of the four kinds of characters the CNIL asks for a password contains. */
export function passwordHasAllClasses(value: string): boolean {
  return /\p{Lu}/u.test(value) && /\p{Ll}/u.test(value) && /\d/.test(value) && /[^\p{L}\d\s]/u.test(value);
}

/** What is wrong with a new password (the CNIL's rule, see PASSWORD_RULE_HINT); undefined when fine. */
export function newPasswordProblem(value: string): string | undefined {
  if (!value) return MESSAGES.passwordMissing;
  if (value.length < PASSWORD_MIN_LENGTH) return PASSWORD_RULE_MESSAGES.length;
  if (value.length > PASSWORD_MAX_LENGTH) return MESSAGES.passwordTooLong;
  if (!passwordHasAllClasses(value)) return PASSWORD_RULE_MESSAGES.classes;
  return undefined;
}
