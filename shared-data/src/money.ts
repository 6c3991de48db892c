/**
 * Money bounds shared by every area, in integer cents, with French messages.
 *
 * Why these bounds (a French law firm's ordinary orders of magnitude, with a wide margin):
 * - `amountMaxCents` 10 000 000,00 €: far above any fee, invoice line or CARPA movement a cabinet
 *   types by hand, yet small enough that a slip of the finger (99 999 999 999 €) is caught and
 *   sums over thousands of lines stay exact in a JavaScript number (< 2^53 cents).
 * - `hourlyRateMinCents` 1 € / `hourlyRateMaxCents` 2 000 € HT: a billed hour below 1 € is a typo
 *   (a rate of 0 would bill nothing: "temps passé" needs a real rate); the most expensive Paris
 *   partners bill around 1 000–1 500 € HT.
 * - `dayMaxMinutes` 24 h: nobody logs more time on one day than the day holds.
 */
import { z } from 'zod';

/** The bounds of an amount in cents, the same for the forms and the data policy. */
export const MONEY_LIMITS = {
  amountMaxCents: 1_000_000_000,
  hourlyRateMinCents: 100,
  hourlyRateMaxCents: 200_000,
  dayMaxMinutes: 24 * 60,
} as const;

// One formatter for every call: building one is most of a call's cost (a PDF or the demo's
// seeding writes thousands of amounts).
const EUROS = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * 123456 → "1 234,56 €" with plain spaces: the amount of a message (schemas, actions, the server's
 * notifications) and of a generated document (PDF, DOCX), whose text is copied and searched and
 * whose fonts may lack the no-break spaces of shared-ui's `formatAmount` (the screen's amounts).
 * Here so that code without the UI (schemas, functions/) writes amounts the same way.
 */
export function formatCentsForMessage(cents: number): string {
  return `${EUROS.format(cents / 100).replace(/[\u202f\u00a0]/g, ' ')} €`;
}

/** The French messages of an invalid amount, shown next to an amount field. */
export const MONEY_MESSAGES = {
  notInteger: (label: string) => `${label} : montant invalide (centimes entiers attendus).`,
  tooSmall: (label: string, min: number) => `${label} doit être d’au moins ${formatCentsForMessage(min)}.`,
  tooLarge: (label: string, max: number) => `${label} ne peut pas dépasser ${formatCentsForMessage(max)}.`,
  hourlyRate: `Le taux horaire doit être compris entre ${formatCentsForMessage(MONEY_LIMITS.hourlyRateMinCents)} et ${formatCentsForMessage(MONEY_LIMITS.hourlyRateMaxCents)} HT.`,
  dayTotal: 'Le total d’une journée ne peut pas dépasser 24 heures.',
} as const;

/** Options of an amount rule (`centsProblem`): the subject of its message and the bounds allowed. */
export type CentsSchemaOptions = {
  /** Subject of the message, e.g. "Le montant" → "Le montant ne peut pas dépasser 10 000 000,00 €." */
  label?: string;
  /** Smallest accepted amount in cents (default 0). */
  min?: number;
  /** Largest accepted amount in cents (default MONEY_LIMITS.amountMaxCents). */
  max?: number;
};

/** An integer amount in cents between `min` (default 0) and `max` (default 10 000 000,00 €), French messages. */
export function centsSchema({
  label = 'Le montant',
  min = 0,
  max = MONEY_LIMITS.amountMaxCents,
}: CentsSchemaOptions = {}) {
  return z
    .number()
    .int(MONEY_MESSAGES.notInteger(label))
    .min(min, MONEY_MESSAGES.tooSmall(label, min))
    .max(max, MONEY_MESSAGES.tooLarge(label, max));
}

/** Why an amount in cents is refused (French message), or null when it is within bounds. */
export function centsProblem(cents: number, options: CentsSchemaOptions = {}): string | null {
  const result = centsSchema(options).safeParse(cents);
  return result.success ? null : (result.error.issues[0]?.message ?? MONEY_MESSAGES.notInteger(options.label ?? ''));
}
