/**
 * Length limits of the public forms, with the same French wording as shared-data's
 * `boundedText` / `textTooLongMessage` (kept here so the public pages load no data code at
 * first paint). Never above shared-data's TEXT_LIMITS for the same stored field.
 */
import { z } from 'zod';

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

/** A trimmed string of at most `max` characters, with the French message. */
export function boundedText(max: number) {
  return z
    .string()
    .trim()
    .max(max, {
      error: (issue) => tooLongMessage(max, typeof issue.input === 'string' ? issue.input.length : max + 1),
    });
}
