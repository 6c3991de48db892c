/** Durations typed as h:mm (or 90 min) and amounts in integer cents (amounts typed: shared-ui parseEuros). */

/** What a bare number means in a duration field (said in the field's hint). */
export const DURATION_HINT =
  'Heures et minutes : 1:30, 1h30 ou 90 min. Un nombre seul compte en heures (2 = 2 h, 1,5 = 1 h 30).';

/**
 * A typed duration → minutes, or null when it is not a duration:
 * "1:30" / "1h30" / "1 h 30 min" → 90, "90 min" / "90m" / "90mn" → 90, "0:05" → 5,
 * a bare number is hours: "2" → 120, "1,5" → 90 ("90" → 5 400, refused later as over 24 h).
 */
export function parseDuration(input: string): number | null {
  const value = input.trim().toLowerCase().replace(/\s+/g, ' ');
  const minutesOnly = /^(\d{1,4}) ?(?:min|mn|m)$/.exec(value);
  if (minutesOnly) return Number(minutesOnly[1]);
  const decimalHours = /^(\d{1,3})[,.](\d{1,2})(?: ?h)?$/.exec(value);
  if (decimalHours) {
    const minutes = Number(`${decimalHours[1]}.${decimalHours[2]}`) * 60;
    return Number.isInteger(minutes) ? minutes : Math.round(minutes);
  }
  const match = /^(\d{1,3})(?: ?(?::|h) ?(?:(\d{0,2}) ?(?:min|mn|m)?)?)?$/.exec(value);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutesText = match[2] ?? '';
  if (minutesText.length === 1 && value.includes(':')) return null;
  const minutes = minutesText ? Number(minutesText) : 0;
  if (minutes > 59) return null;
  return hours * 60 + minutes;
}

/**
 * When one entry is asked about before it is saved (a slip such as « 20 » meant as 20 minutes):
 * more than `entryMinutes` whatever the form, or a bare number (no unit, no colon) above
 * `bareNumberMinutes`. The 24 h limit stays a refusal (MONEY_LIMITS.dayMaxMinutes).
 */
export const DURATION_CONFIRMATION = { entryMinutes: 10 * 60, bareNumberMinutes: 8 * 60 } as const;

/** "20", "8,5": a number with no unit nor colon (read as hours by parseDuration). */
export function isBareNumber(input: string): boolean {
  return /^\d+(?:[,.]\d+)?$/.test(input.trim());
}

/** The minutes of `input` when they must be confirmed before saving, null otherwise (or when not a duration). */
export function durationToConfirm(input: string): number | null {
  const minutes = parseDuration(input);
  if (minutes === null) return null;
  const limit = isBareNumber(input) ? DURATION_CONFIRMATION.bareNumberMinutes : DURATION_CONFIRMATION.entryMinutes;
  return minutes > limit ? minutes : null;
}

let hoursFormat: Intl.NumberFormat | undefined;
let minutesFormat: Intl.NumberFormat | undefined;

/** 1200 → "20 h", 630 → "10 h 30 min", 45 → "45 min" (Intl fr-FR units, for sentences). */
export function formatDurationWords(totalMinutes: number): string {
  hoursFormat ??= new Intl.NumberFormat('fr-FR', { style: 'unit', unit: 'hour' });
  minutesFormat ??= new Intl.NumberFormat('fr-FR', { style: 'unit', unit: 'minute' });
  const minutes = Math.abs(Math.round(totalMinutes));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return minutesFormat.format(rest);
  return rest === 0 ? hoursFormat.format(hours) : `${hoursFormat.format(hours)} ${minutesFormat.format(rest)}`;
}

/** 90 → "1:30", 5 → "0:05". */
export function formatDuration(totalMinutes: number): string {
  const sign = totalMinutes < 0 ? '-' : '';
  const minutes = Math.abs(Math.round(totalMinutes));
  return `${sign}${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Amount in cents of `minutes` at an hourly rate in cents, rounded to the cent (half up). */
export function amountCents(minutes: number, hourlyRateCents: number): number {
  return Math.round((minutes * hourlyRateCents) / 60);
}

export type TimeEntryLike = { minutes: number; rateCents: number; billed: boolean };

export type TimeTotals = {
  minutes: number;
  /** Everything billable (billed or not). */
  billableCents: number;
  unbilledMinutes: number;
  unbilledCents: number;
};

/** Totals of a dossier's time entries; each line is rounded to the cent before summing. */
export function timeTotals(entries: readonly TimeEntryLike[]): TimeTotals {
  const totals: TimeTotals = { minutes: 0, billableCents: 0, unbilledMinutes: 0, unbilledCents: 0 };
  for (const entry of entries) {
    const amount = amountCents(entry.minutes, entry.rateCents);
    totals.minutes += entry.minutes;
    totals.billableCents += amount;
    if (!entry.billed) {
      totals.unbilledMinutes += entry.minutes;
      totals.unbilledCents += amount;
    }
  }
  return totals;
}
