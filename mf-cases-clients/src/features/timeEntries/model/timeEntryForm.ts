/** The time entry form: zod schema (French messages) and mapping to the stored record. */
import { z } from 'zod';
import type { TimeEntry } from 'shared-data';
import { parseDuration, parseEuros } from './duration.ts';

export const timeEntryFormSchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Saisissez la date.'),
  duration: z
    .string()
    .trim()
    .min(1, 'Saisissez la durée (h:mm).')
    .refine(
      (value) => parseDuration(value) !== null,
      'Durée invalide : écrivez-la en heures et minutes, par exemple 1:30.',
    )
    .refine((value) => (parseDuration(value) ?? 0) > 0, 'La durée doit être supérieure à zéro.')
    .refine((value) => (parseDuration(value) ?? 0) <= 24 * 60, 'Une saisie ne peut dépasser 24 heures.'),
  description: z
    .string()
    .trim()
    .min(1, 'Décrivez le travail effectué.')
    .max(500, 'La description ne peut dépasser 500 caractères.'),
  rate: z
    .string()
    .trim()
    .min(1, 'Saisissez le taux horaire.')
    .refine(
      (value) => parseEuros(value) !== null,
      'Taux invalide : saisissez un montant en euros, par exemple 250 ou 180,50.',
    ),
});

export type TimeEntryFormValues = z.infer<typeof timeEntryFormSchema>;

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
