/**
 * Calendar days as ISO strings (`2026-03-14`), computed in UTC so that no time zone or
 * daylight-saving change can shift a day. Pure.
 */

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** True for a real calendar day written `YYYY-MM-DD` (rejects 2026-02-30). */
export function isIsoDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function toUtc(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
}

function fromUtc(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function yearOf(day: string): number {
  return Number(day.slice(0, 4));
}

export function addDays(day: string, days: number): string {
  return fromUtc(new Date(toUtc(day).getTime() + days * DAY_MS));
}

export function daysInMonth(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

/**
 * Same day-of-month `months` later (or earlier), or the month's last day when that month is
 * shorter (CPC art. 641: 31 janvier + 1 mois → 28 ou 29 février).
 */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const monthIndex = total - year * 12;
  const dayOfMonth = Math.min(d, daysInMonth(year, monthIndex));
  return fromUtc(new Date(Date.UTC(year, monthIndex, dayOfMonth)));
}

/** 1 = lundi … 7 = dimanche. */
export function isoWeekday(day: string): number {
  const weekday = toUtc(day).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / DAY_MS);
}

const LONG = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** `lundi 16 novembre 2026` (the 1st of a month is written `1er`). */
export function formatDayLong(day: string): string {
  const text = LONG.format(toUtc(day));
  return text.replace(/(^|\s)1 /, '$11er ');
}

const DAY_MONTH_YEAR = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** `25 décembre 2026`, without the weekday (the 1st of a month is written `1er`). */
export function formatDayMonthYear(day: string): string {
  return DAY_MONTH_YEAR.format(toUtc(day)).replace(/^1 /, '1er ');
}
