/** SIRET rules come from shared-data: one check for the sign-up form and the stored records. */
import { z } from 'zod';
import { normalizeIdentifier, siretProblem } from 'shared-data/identifiers';
import { SIGNUP_MESSAGES } from './signupMessages.ts';

export {
  normalizeIdentifier as normalizeSiret,
  luhnValid,
  siretProblem,
  isValidSiret,
  formatSiret,
  type SiretProblem,
} from 'shared-data/identifiers';

/** The sign-up's SIRET field (zod): checked, then kept as 14 digits. */
export const siret = z
  .string()
  .superRefine((value, context) => {
    const problem = siretProblem(value);
    if (!problem) return;
    const message = {
      empty: SIGNUP_MESSAGES.siretMissing,
      length: SIGNUP_MESSAGES.siretLength,
      key: SIGNUP_MESSAGES.siretKey,
    }[problem];
    context.addIssue({ code: 'custom', message });
  })
  .transform(normalizeIdentifier);
