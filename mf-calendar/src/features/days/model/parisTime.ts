/**
 * The cabinet's clock is Europe/Paris: forms show wall-clock days and `HH:MM` in Paris, the store
 * keeps UTC instants. Conversions use the zone's own rules through Intl, so 09:00 stays 09:00 on
 * both sides of a daylight-saving change. Pure.
 */
import { localParts, zonedTimeToUtc } from 'shared-data/zonedTime';

export const CABINET_TIMEZONE = 'Europe/Paris';

/** Paris wall clock of an instant: `{ date: '2026-03-30', time: '09:00' }`. */
export function parisParts(instant: string | number | Date): { date: string; time: string } {
  return localParts({ instant, timeZone: CABINET_TIMEZONE });
}

/**
 * A Paris wall-clock day and time → the UTC instant (`toISOString()`): shared-data's one
 * conversion (`shared-data/zonedTime`), the booking slots' too. A time that does not exist
 * (02:30 on the spring-forward night) moves forward by the gap; an ambiguous one (autumn) is its
 * first occurrence.
 */
export function parisToInstant({ date, time }: { date: string; time: string }): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  const minutes = match ? Number(match[1]) * 60 + Number(match[2]) : null;
  // The forms check the time first: a malformed one here is a bug, not an input to round.
  if (minutes === null) throw new RangeError(`Heure invalide : ${time}`);
  return new Date(zonedTimeToUtc({ date, minutes, timeZone: CABINET_TIMEZONE })).toISOString();
}

/** `2026-03-30T09:00:00` — what FullCalendar shows when it is told the zone is UTC (see AgendaCalendar). */
export function toWallClock(instant: string): string {
  const { date, time } = parisParts(instant);
  return `${date}T${time}:00`;
}

/** The reverse of toWallClock, from a Date that FullCalendar built in its UTC "zone". */
export function fromWallClock(wall: Date): string {
  const iso = wall.toISOString();
  return parisToInstant({ date: iso.slice(0, 10), time: iso.slice(11, 16) });
}

const timeFormat = new Intl.DateTimeFormat('fr-FR', {
  timeZone: CABINET_TIMEZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const dateFormat = new Intl.DateTimeFormat('fr-FR', {
  timeZone: CABINET_TIMEZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const dayFormat = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** `14:05`, in Paris whatever the computer's zone. */
export function formatParisTime(instant: string): string {
  return timeFormat.format(new Date(instant));
}

/** `22 nov. 2026`, the Paris day of an instant. */
export function formatParisDate(instant: string): string {
  return dateFormat.format(new Date(instant));
}

/** `22 nov. 2026` for a calendar day `2026-11-22` (no zone shift). */
export function formatDay(day: string): string {
  return dayFormat.format(new Date(`${day}T12:00:00Z`));
}
