/** The time entry form: zod schema (French messages) and mapping to and from the stored record. */
import { z } from 'zod';
import { boundedText, MONEY_LIMITS, MONEY_MESSAGES, type TimeEntry } from 'shared-data';
import { centsToInput, formatIsoDay, parseEuros, todayIso } from 'shared-ui';
import { formatDuration, formatDurationWords, isBareNumber, parseDuration } from './duration.ts';

export const TIME_MESSAGES = {
  dayTotal: (date: string, loggedMinutes: number) =>
    `${MONEY_MESSAGES.dayTotal} Déjà ${formatDuration(loggedMinutes)} saisies le ${formatIsoDay(date)}.`,
  closed: 'Ce dossier est clos : rouvrez-le pour y saisir du temps.',
  /** Time is logged once the work is done: an entry dated later would be billed before it happens. */
  future: 'La date ne peut pas être dans le futur : saisissez le temps une fois le travail fait.',
  /** The question asked before saving an unusual duration (durationToConfirm). */
  confirmDuration: (minutes: number) => `${formatDurationWords(minutes)} sur une seule entrée : confirmez-vous ?`,
  /** Under the question: how the typed duration was read. */
  durationReading: (typed: string) => {
    const text = typed.trim();
    if (/^\d+$/.test(text)) return `Un nombre seul compte en heures : pour des minutes, écrivez « ${text} min ».`;
    return isBareNumber(text) ? 'Un nombre seul compte en heures.' : 'Vérifiez la durée avant d’enregistrer.';
  },
  /** On an issued invoice: the invoice is sealed, so is the time it bills. */
  billed: 'Figure sur une facture émise : ce temps ne peut plus être modifié ni supprimé.',
  /** Taken into a draft invoice: the draft's line was computed from it. */
  inDraft:
    'Ce temps est repris dans un brouillon de facture : retirez-le du brouillon pour le modifier ou le supprimer.',
  durationMissing: 'Saisissez la durée (par exemple 1:30 ou 90 min).',
  durationInvalid: 'Durée invalide : écrivez-la en heures et minutes (1:30, 1h30) ou en minutes (90 min).',
  durationZero: 'La durée doit être supérieure à zéro.',
  durationOver24h:
    'Une saisie ne peut dépasser 24 heures (un nombre seul compte en heures : pour des minutes, écrivez 90 min).',
} as const;

/** Why a typed duration is refused (the form's rules, also a timesheet cell's), or null. */
export function durationProblem(input: string): string | null {
  const text = input.trim();
  if (!text) return TIME_MESSAGES.durationMissing;
  const minutes = parseDuration(text);
  if (minutes === null) return TIME_MESSAGES.durationInvalid;
  if (minutes <= 0) return TIME_MESSAGES.durationZero;
  if (minutes > MONEY_LIMITS.dayMaxMinutes) return TIME_MESSAGES.durationOver24h;
  return null;
}

/** Where the proposed hourly rate comes from (said under the rate field). */
export type RateSource = 'member' | 'dossier';

/**
 * The rate proposed for new time: the dossier's agreed rate (its convention d'honoraires binds the
 * cabinet towards the client), else the member's own hourly rate (set by the owner); null when
 * neither is known (the rate is then typed).
 */
export function proposedRate({
  memberRateCents,
  caseRateCents,
}: {
  memberRateCents?: number | undefined;
  caseRateCents?: number | undefined;
}): { cents: number; source: RateSource } | null {
  if (caseRateCents !== undefined) return { cents: caseRateCents, source: 'dossier' };
  if (memberRateCents !== undefined) return { cents: memberRateCents, source: 'member' };
  return null;
}

export const RATE_SOURCE_HINTS: Record<RateSource, string> = {
  member: 'Votre taux horaire, fixé par le titulaire du cabinet (ce dossier n’a pas de taux convenu).',
  dossier: 'Le taux horaire convenu pour ce dossier (convention d’honoraires).',
};

/**
 * The form's schema; `today` is read at each validation (a page left open overnight accepts the
 * new day's work).
 */
export function makeTimeEntryFormSchema({ today }: { today: () => string }) {
  return z.object({
    date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Saisissez la date.')
      .refine((value) => value <= today(), TIME_MESSAGES.future),
    duration: z
      .string()
      .trim()
      .min(1, TIME_MESSAGES.durationMissing)
      .refine((value) => parseDuration(value) !== null, TIME_MESSAGES.durationInvalid)
      .refine((value) => (parseDuration(value) ?? 0) > 0, TIME_MESSAGES.durationZero)
      .refine((value) => (parseDuration(value) ?? 0) <= MONEY_LIMITS.dayMaxMinutes, TIME_MESSAGES.durationOver24h),
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
}

/** The schema against the user's calendar day. */
export const timeEntryFormSchema = makeTimeEntryFormSchema({ today: () => todayIso() });

export type TimeEntryFormValues = z.infer<typeof timeEntryFormSchema>;

/** Whether `date` (YYYY-MM-DD) is after `today`. */
export function isFutureDate(date: string, today: string): boolean {
  return date > today;
}

/**
 * Why adding `minutes` on a day where `loggedMinutes` are already logged (by the same person)
 * would exceed 24 hours, or null.
 */
export function dayTotalProblem(date: string, loggedMinutes: number, minutes: number): string | null {
  return loggedMinutes + minutes > MONEY_LIMITS.dayMaxMinutes ? TIME_MESSAGES.dayTotal(date, loggedMinutes) : null;
}

/** Why an entry can no longer be edited nor deleted (it is on an invoice, issued or draft), or null. */
export function entryLock(entry: Pick<TimeEntry, 'billed' | 'invoiceId'>): string | null {
  if (entry.billed) return TIME_MESSAGES.billed;
  if (entry.invoiceId) return TIME_MESSAGES.inDraft;
  return null;
}

/** What an edit may change: the work, not whose it is, its dossier nor its billing. */
export type TimeEntryWork = Pick<TimeEntry, 'date' | 'minutes' | 'description' | 'rateCents'>;

export function toTimeEntryWork(values: TimeEntryFormValues): TimeEntryWork {
  return {
    date: values.date,
    minutes: parseDuration(values.duration)!,
    description: values.description.trim(),
    rateCents: parseEuros(values.rate)!,
  };
}

/** Whether the stored work differs from the version a form loaded (changed elsewhere meanwhile). */
export function workChanged(stored: TimeEntryWork, seen: TimeEntryWork): boolean {
  return (
    stored.date !== seen.date ||
    stored.minutes !== seen.minutes ||
    stored.description !== seen.description ||
    stored.rateCents !== seen.rateCents
  );
}

/** A stored entry → the edit form's values. */
export function toTimeEntryForm(entry: TimeEntryWork): TimeEntryFormValues {
  return {
    date: entry.date,
    duration: formatDuration(entry.minutes),
    description: entry.description,
    rate: centsToInput(entry.rateCents),
  };
}

export function toTimeEntry(values: TimeEntryFormValues, caseId: string, uid: string, now: string): TimeEntry {
  return { caseId, uid, ...toTimeEntryWork(values), billed: false, invoiceId: null, createdAt: now };
}
