/**
 * Checks of the public forms, with shared-data's limits and wording (shared-data/textLimits: pure,
 * bundled, no zod). They are plain functions behind a react-hook-form resolver, not zod schemas:
 * the public pages then load no validation library at all; the data policy checks the
 * same limits again.
 */
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { textTooLongMessage } from 'shared-data/textLimits';

/**
 * The problem of a text (already trimmed): too long first, then shorter than `min`; undefined
 * when it is fine.
 */
export function textProblem(
  value: string,
  max: number,
  required?: { min: number; message: string },
): string | undefined {
  if (value.length > max) return textTooLongMessage(max, value.length);
  if (required && value.length < required.min) return required.message;
  return undefined;
}

/**
 * zod's `z.email()` rule, the one the rest of the product validates with: its very regex (pinned by
 * formChecks.test.ts), written here because importing it brought zod's whole table of regexes to
 * the booking page.
 */
export const EMAIL_PATTERN =
  // biome-ignore lint/complexity/noUselessEscapeInRegex: zod's regex to the character (formChecks.test.ts)
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/** Each field's French message; a field without a problem is absent. */
export type FormProblems<Values> = Partial<Record<keyof Values, string>>;

/**
 * A react-hook-form resolver from a form's check: strings are trimmed first (the trimmed values
 * are what the form submits), and each problem becomes the field's error.
 */
export function resolverOf<Values extends FieldValues>(
  check: (values: Values) => FormProblems<Values> | Promise<FormProblems<Values>>,
): Resolver<Values> {
  return async (raw) => {
    const values = Object.fromEntries(
      Object.entries(raw).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]),
    ) as Values;
    const problems = Object.entries(await check(values)).filter(([, message]) => message !== undefined);
    if (problems.length === 0) return { values, errors: {} };
    const errors = Object.fromEntries(
      problems.map(([field, message]) => [field, { type: 'validate', message }]),
    ) as FieldErrors<Values>;
    return { values: {}, errors };
  };
}
