/**
 * Wall-clock time of a zone ↔ UTC instants, through Intl (the zone's own rules, so 09:00 stays
 * 09:00 on both sides of a daylight-saving change). Small on purpose: the agenda's first-screen
 * widgets use it without the slot computation (`./slots`).
 */

const MINUTE = 60_000;
const DAY = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');
const dayMs = (date: string) =>
  Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

const offsets = new Map<string, number>();
/** UTC offset (ms) of `timeZone` at the instant `utcMs`; memoised per quarter hour. */
function offsetAt(timeZone: string, utcMs: number): number {
  const key = `${timeZone}|${Math.floor(utcMs / (15 * MINUTE))}`;
  const known = offsets.get(key);
  if (known !== undefined) return known;
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(utcMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  const offset = wall - (utcMs - (utcMs % 1000));
  if (offsets.size > 50_000) offsets.clear();
  offsets.set(key, offset);
  return offset;
}

/**
 * A wall-clock day and time of `timeZone` → the UTC instant (ms), as Temporal's « compatible »
 * rule: a time the spring change skips moves forward by the gap (02:30 → 03:30), an autumn time
 * that happens twice is its first occurrence. The one conversion of Prétoire (the agenda's Paris
 * clock and the booking slots alike).
 */
export function zonedTimeToUtc({ date, minutes, timeZone }: { date: string; minutes: number; timeZone: string }) {
  const wall = dayMs(date) + minutes * MINUTE;
  // The zone's offset a day before and a day after: around a change, one of them applies.
  const candidates = [wall - offsetAt(timeZone, wall - DAY), wall - offsetAt(timeZone, wall + DAY)];
  const valid = candidates.filter((utc) => utc + offsetAt(timeZone, utc) === wall);
  return valid.length > 0 ? Math.min(...valid) : (candidates[0] as number);
}

/** Local day `YYYY-MM-DD` and time `HH:MM` of an instant in `timeZone`. */
export function localParts({ instant, timeZone }: { instant: number | string | Date; timeZone: string }) {
  const ms = typeof instant === 'number' ? instant : new Date(instant).getTime();
  const wall = new Date(ms + offsetAt(timeZone, ms));
  return {
    date: `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`,
    time: `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`,
  };
}
