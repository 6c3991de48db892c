/** The time entry form: zod schema (French messages) and mapping to the stored record. */
import { z } from 'zod';
import { boundedText, MONEY_LIMITS, MONEY_MESSAGES, type TimeEntry } from 'shared-data';
import { parseEuros } from 'shared-ui';
import { formatDuration, parseDuration } from './duration.ts';

export const TIME_MESSAGES = {
  dayTotal: (date: string, loggedMinutes: number) =>
    `${MONEY_MESSAGES.dayTotal} Déjà ${formatDuration(loggedMinutes)} saisies le ${date.split('-').reverse().join('/')}.`,
  closed: 'Ce dossier est clos : rouvrez-le pour y saisir du temps.',
} as const;

export const timeEntryFormSchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Saisissez la date.'),
  duration: z
    .string()
    .trim()
    .min(1, 'Saisissez la durée (par exemple 1:30 ou 90 min).')
    .refine(
      (value) => parseDuration(value) !== null,
      'Durée invalide : écrivez-la en heures et minutes (1:30, 1h30) ou en minutes (90 min).',
    )
    .refine((value) => (parseDuration(value) ?? 0) > 0, 'La durée doit être supérieure à zéro.')
    .refine(
      (value) => (parseDuration(value) ?? 0) <= MONEY_LIMITS.dayMaxMinutes,
      'Une saisie ne peut dépasser 24 heures (un nombre seul compte en heures : pour des minutes, écrivez 90 min).',
    ),
  description: boundedText('message').min(1, 'Décrivez le travail effectué.'),
  rate: z
    .string()
    .trim()
    .min(1, 'Saisissez le taux horaire.')
    .refine(
      (value) => parseEuros(value) !== null,
      'Taux invalide : saisissez un montant en euros, par exemple 250 ou 180,50.',
    )
    .refine((value) => {
      const cents = parseEuros(value);
      return cents === null || (cents >= MONEY_LIMITS.hourlyRateMinCents && cents <= MONEY_LIMITS.hourlyRateMaxCents);
    }, MONEY_MESSAGES.hourlyRate),
});

export type TimeEntryFormValues = z.infer<typeof timeEntryFormSchema>;

/**
 * Why adding `minutes` on a day where `loggedMinutes` are already logged (by the same person)
 * would exceed 24 hours, or null.
 */
export function dayTotalProblem(date: string, loggedMinutes: number, minutes: number): string | null {
  return loggedMinutes + minutes > MONEY_LIMITS.dayMaxMinutes ? TIME_MESSAGES.dayTotal(date, loggedMinutes) : null;
}

export function toTimeEntry(values: TimeEntryFormValues, caseId: string, uid: string, now: string): TimeEntry {
  return {
    caseId,
    uid,
    date: values.date,
    minutes: parseDuration(values.duration)!,
    description: values.description.trim(),
    rateCents: parseEuros(values.rate)!,
    billed: false,
    invoiceId: null,
    createdAt: now,
  };
}
