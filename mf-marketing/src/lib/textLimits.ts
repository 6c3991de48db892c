/**
 * Checks of the public forms, with the same French wording as shared-data's `boundedText` /
 * `textTooLongMessage`. They are plain functions behind a react-hook-form resolver, not zod
 * schemas: the public pages then load no validation library at all (issue 16). Never above
 * shared-data's TEXT_LIMITS for the same stored field — the data policy checks those again.
 */
import { regexes } from 'zod/v4/core';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

export const PUBLIC_TEXT_LIMITS = {
  /** TEXT_LIMITS.email */
  email: 254,
  /** TEXT_LIMITS.phone */
  phone: 40,
  /** TEXT_LIMITS.name */
  name: 120,
  /** TEXT_LIMITS.short */
  short: 80,
} as const;

const frNumber = new Intl.NumberFormat('fr-FR');

/** "200 caractères au maximum (vous en avez saisi 10 000)." */
export function tooLongMessage(max: number, length: number): string {
  return `${frNumber.format(max)} caractères au maximum (vous en avez saisi ${frNumber.format(length)}).`;
}

/**
 * The problem of a text (already trimmed): too long first, then shorter than `min`; undefined
 * when it is fine.
 */
export function textProblem(
  value: string,
  max: number,
  required?: { min: number; message: string },
): string | undefined {
  if (value.length > max) return tooLongMessage(max, value.length);
  if (required && value.length < required.min) return required.message;
  return undefined;
}

/** The same email rule as zod's `z.email()` (the rest of the product), from zod's own regex. */
export function isEmail(value: string): boolean {
  return regexes.email.test(value);
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
