/**
 * Calendar days written `YYYY-MM-DD`, the form every record stores a day in, for every area.
 * The arithmetic runs on UTC midnights, so no time zone or daylight-saving change can move a day;
 * only `todayIso`, `localIsoDay` and `startOfLocalDay` know the user's time zone. Weeks start on Monday.
 *
 * Plain functions (no CSS, no React): also the entry `shared-ui/isoDay`, for the models a bench runs
 * under Node; the rest of the app imports them from `shared-ui` (one copy in the page). Built on
 * `Date.UTC` rather than date-fns: a day string in, a day string out, nothing to parse or format
 * in a locale.
 */

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

const pad = (n: number) => String(n).padStart(2, '0');

function utcOf(day: string): number {
  return Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
}

function dayOfUtc(ms: number): string {
  const date = new Date(ms);
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** True for a real calendar day written `YYYY-MM-DD` (2026-02-30 and 2026-3-1 are not). */
export function isIsoDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The day an instant falls on in the user's time zone: a timer started at 23:30 belongs to that evening's day. */
export function localIsoDay(instant: Date | string | number): string {
  const date = instant instanceof Date ? instant : new Date(instant);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The first instant of `day` in the user's time zone, as an ISO instant: where a range of stored
 * instants (`at`, `start`) begins for a day shown in local time — `[startOfLocalDay(from),
 * startOfLocalDay(addDays(to, 1)))` holds every instant of the days `from` to `to`.
 */
export function startOfLocalDay(day: string): string {
  return new Date(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))).toISOString();
}

/** Today in the user's time zone: `2026-03-14`. */
export function todayIso(now: Date = new Date()): string {
  return localIsoDay(now);
}

/**
 * `2026-03-14` → `14/03/2026` (JJ/MM/AAAA): the day as stored, never shifted by a time zone, for
 * messages, exports and documents where a short numeric date reads best.
 */
export function formatIsoDay(day: string): string {
  return `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
}

/** `day` plus `days` days (negative: earlier). */
export function addDays(day: string, days: number): string {
  return dayOfUtc(utcOf(day) + days * DAY_MS);
}

/**
 * The same day of the month `months` later (or earlier), or that month's last day when it is
 * shorter: 31 janvier + 1 mois → 28 (ou 29) février (CPC art. 641).
 */
export function addMonths(day: string, months: number): string {
  const total = Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1 + months;
  const year = Math.floor(total / 12);
  const monthIndex = total - year * 12;
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
  return dayOfUtc(Date.UTC(year, monthIndex, Math.min(Number(day.slice(8, 10)), lastDay)));
}

/** 1 = lundi … 7 = dimanche. */
export function isoWeekday(day: string): number {
  return ((new Date(utcOf(day)).getUTCDay() + 6) % 7) + 1;
}

/** The Monday of the week holding `day`. */
export function mondayOf(day: string): string {
  return addDays(day, 1 - isoWeekday(day));
}

/** The seven days of the week starting on `monday`. */
export function weekDays(monday: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** Whole days from `from` to `to`, negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcOf(to) - utcOf(from)) / DAY_MS);
}
