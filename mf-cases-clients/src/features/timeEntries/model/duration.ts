/** Durations typed as h:mm and amounts in integer cents. */

/** "1:30" → 90, "0:05" → 5, "2" → 120, "1h30" → 90; null when not a duration. */
export function parseDuration(input: string): number | null {
  const value = input.trim().toLowerCase();
  const match = /^(\d{1,3})(?:\s*[:h]\s*(\d{0,2}))?$/.exec(value);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutesText = match[2] ?? '';
  if (minutesText.length === 1) return null;
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

/** "250" / "250,50" / "1 250,5" → cents; null when not an amount. */
export function parseEuros(input: string): number | null {
  const value = input.replace(/[\s\u00a0\u202f€]/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return null;
  const [units, decimals = ''] = value.split('.');
  return Number(units) * 100 + Number(decimals.padEnd(2, '0'));
}

/** 25050 → "250,50" (for an input's value). */
export function centsToInput(cents: number): string {
  return (cents / 100).toFixed(2).replace('.', ',').replace(/,00$/, '');
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
