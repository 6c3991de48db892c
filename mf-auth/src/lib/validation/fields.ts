/**
 * zod pieces shared by the forms of the professional entry, with French messages. The phone and
 * SIRET fields live with their rules (phone.ts, siret.ts): only sign-up loads them.
 */
import { boundedText } from 'shared-data/text';
import { z } from 'zod';
import { isValidEmail, newPasswordProblem } from './credentials.ts';
import { MESSAGES } from './messages.ts';
import { SIGNUP_MESSAGES } from './signupMessages.ts';

/** Required only: the format is judged by the provider (seed §5), e.g. on the login form. */
export const requiredEmail = boundedText('email').min(1, MESSAGES.emailMissing);

/** Required and well-formed: used where an account is created. */
export const email = requiredEmail.refine(isValidEmail, MESSAGES.emailInvalid);

/** Required only (login: the provider judges it). Not trimmed: spaces can be part of it. */
export const requiredPassword = z.string().min(1, MESSAGES.passwordMissing);

/** A new password: the CNIL's rule (see PASSWORD_RULE_HINT), stated before submit. */
export const newPassword = z.string().superRefine((value, context) => {
  const problem = newPasswordProblem(value);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});

export const fullName = boundedText('name')
  .min(1, SIGNUP_MESSAGES.fullNameMissing)
  .refine((value) => (value.match(/\p{L}/gu) ?? []).length >= 2, SIGNUP_MESSAGES.fullNameInvalid);

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

export const address = boundedText('address').superRefine((value, context) => {
  const problem = addressProblem(value);
  if (problem)
    context.addIssue({
      code: 'custom',
      message: problem === 'empty' ? SIGNUP_MESSAGES.addressMissing : SIGNUP_MESSAGES.addressIncomplete,
    });
});

export const firmName = boundedText('title').min(1, SIGNUP_MESSAGES.firmNameMissing);
