/**
 * A calendar day (`YYYY-MM-DD`) written out in French as the deadlines' explanations and warnings
 * say it, the 1st of a month as « 1er ». Formatted in UTC: the day read is the day written, in
 * every time zone. The day arithmetic itself is shared-ui's (`shared-ui/isoDay`). Pure.
 */

const utcOf = (day: string) =>
  new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))));

const LONG = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** `lundi 16 novembre 2026` (the 1st of a month is written `1er`). */
export function formatDayLong(day: string): string {
  const text = LONG.format(utcOf(day));
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
  return DAY_MONTH_YEAR.format(utcOf(day)).replace(/^1 /, '1er ');
}
