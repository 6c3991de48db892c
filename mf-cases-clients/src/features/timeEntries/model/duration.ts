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
