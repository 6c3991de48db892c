/** The SIRET rule is shared-data's: one check for the sign-up form and the stored records. */
import { siretProblem } from 'shared-data/identifiers';
import { SIGNUP_MESSAGES } from '../../validation/model/signupMessages.ts';

/** The sign-up's SIRET check: why a number is refused (undefined: fine). */
export function siretMessage(value: string): string | undefined {
  const problem = siretProblem(value);
  if (!problem) return undefined;
  return { empty: SIGNUP_MESSAGES.siretMissing, length: SIGNUP_MESSAGES.siretLength, key: SIGNUP_MESSAGES.siretKey }[
    problem
  ];
}
