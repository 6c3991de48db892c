/**
 * Free appointment slots of a professional, computed from their availability. Pure (no I/O, no
 * React, no zod at runtime): the directory, the booking page, the booking transaction and the
 * availability preview of the settings all call this one module, so they always agree.
 *
 * Rules:
 * - Weekly ranges (`day` 1 = lundi … 7 = dimanche, `HH:MM` wall-clock times in
 *   `availability.timezone`, Europe/Paris by default) are cut into slots of `slotMinutes`, one
 *   every `slotMinutes + bufferMinutes` from the start of the range; a slot must end by the end of
 *   the range. Times are converted with the zone's own rules, so a slot stays at 09:00 local time
 *   on both sides of a daylight-saving change.
 * - Exceptions of a date: `closed: true` removes that day's weekly ranges; an exception with
 *   `start`/`end` (and `closed: false`) adds an opening that day. Both together replace the day's
 *   hours.
 * - A slot is not offered when it starts before `now + minNoticeMinutes`, after
 *   `now + horizonDays`, or when it overlaps — buffer included on both sides — an existing event
 *   (`busy`) or an already taken slot (`taken`, the `bookingSlots` documents of the professional).
 * - A range (weekly or exception) may list the consultation `types` it accepts; without a list it
 *   accepts every type.
 */
import type { Availability, CalendarEvent, ConsultationType } from './schemas.ts';
import { localParts, zonedTimeToUtc } from './zonedTime.ts';

/** The zone conversion the slots use (its own small entry, `shared-data/zonedTime`). */
export { localParts, zonedTimeToUtc };

export type WeeklyRange = Availability['weekly'][number];
export type AvailabilityException = Availability['exceptions'][number];
/** What the computation reads from an availability document. */
export type SlotRules = Pick<Availability, 'weekly' | 'slotMinutes' | 'bufferMinutes' | 'exceptions'> & {
  timezone?: string;
  minNoticeMinutes?: number;
  horizonDays?: number;
};
export type Interval = { start: string; end: string };
/** A bookable slot, as the booking page and the availability settings list it. */
export type FreeSlot = {
  /** ISO instants (UTC, `toISOString()`): the same strings the slot id is built from. */
  start: string;
  end: string;
  /** Local day `YYYY-MM-DD` and time `HH:MM` in the professional's timezone. */
  date: string;
  time: string;
};

export const DEFAULT_TIMEZONE = 'Europe/Paris';
/** A visitor cannot book less than two hours ahead unless the professional says otherwise. */
export const DEFAULT_MIN_NOTICE_MINUTES = 120;
/** Slots are offered up to 60 days ahead unless the professional says otherwise. */
export const DEFAULT_HORIZON_DAYS = 60;

const MINUTE = 60_000;
const DAY = 86_400_000;

const pad = (n: number) => String(n).padStart(2, '0');
const dayMs = (date: string) =>
  Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
const dateOfDayMs = (ms: number) => {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
};
/** Minutes since midnight of `HH:MM`, or null when malformed. */
export function minutesOf(time: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return Number(match[2]) < 60 && minutes <= 24 * 60 ? minutes : null;
}

/**
 * ISO weekday of a local day: 1 = lundi … 7 = dimanche. The slot computation's own day arithmetic
 * (shared-data does not depend on shared-ui); the apps use shared-ui's `isoWeekday` / `addDays`.
 */
function weekdayOf(date: string): number {
  return ((new Date(dayMs(date)).getUTCDay() + 6) % 7) + 1;
}

/** `date` plus `days` days (`YYYY-MM-DD`). */
function addDays(date: string, days: number): string {
  return dateOfDayMs(dayMs(date) + days * DAY);
}

/** The id of the `bookingSlots` document that reserves a slot: `{proUid}_{start ISO}`. */
export function slotIdOf({ proUid, start }: { proUid: string; start: string }): string {
  return `${proUid}_${new Date(start).toISOString()}`;
}

type Range = { from: number; to: number; types?: readonly ConsultationType[] };

function rangesOfDay(rules: SlotRules, date: string): Range[] {
  const timeZone = rules.timezone || DEFAULT_TIMEZONE;
  const exceptions = rules.exceptions.filter((e) => e.date === date);
  const closed = exceptions.some((e) => e.closed);
  const wall: { start: string; end: string; types?: readonly ConsultationType[] }[] = [];
  if (!closed) {
    const day = weekdayOf(date);
    for (const range of rules.weekly) if (range.day === day) wall.push(range as (typeof wall)[number]);
  }
  for (const e of exceptions) if (!e.closed && e.start && e.end) wall.push(e as (typeof wall)[number]);
  const ranges: Range[] = [];
  for (const range of wall) {
    const start = minutesOf(range.start);
    const end = minutesOf(range.end);
    if (start === null || end === null || end <= start) continue;
    ranges.push({
      from: zonedTimeToUtc({ date, minutes: start, timeZone }),
      to: zonedTimeToUtc({ date, minutes: end, timeZone }),
      types: range.types,
    });
  }
  return ranges.sort((a, b) => a.from - b.from);
}

/** Days the free/busy projection reaches beyond the booking horizon: refreshed daily (functions), it always covers the horizon's last day. */
const BUSY_MARGIN_DAYS = 2;

/** The period the free/busy projection covers from `now`: what the booking page may offer, and a margin. */
export function busyPeriod(rules: Pick<SlotRules, 'horizonDays'>, now: Date): Interval {
  const days = (rules.horizonDays ?? DEFAULT_HORIZON_DAYS) + BUSY_MARGIN_DAYS;
  return { start: now.toISOString(), end: new Date(now.getTime() + days * DAY).toISOString() };
}

/**
 * The free/busy projection of a professional (`availability/{uid}.busy`): the times of their
 * events that overlap `period` and are not cancelled, without any detail, in order — what the
 * public side may know of an agenda. One rule for the server that keeps it and the local backend.
 */
export function busyProjection(
  events: readonly Pick<CalendarEvent, 'start' | 'end' | 'status'>[],
  period: Interval,
): Interval[] {
  const from = Date.parse(period.start);
  const to = Date.parse(period.end);
  return events
    .filter((event) => event.status !== 'annulé' && Date.parse(event.end) > from && Date.parse(event.start) < to)
    .map((event) => ({ start: new Date(event.start).toISOString(), end: new Date(event.end).toISOString() }))
    .sort((a, b) => a.start.localeCompare(b.start) || a.end.localeCompare(b.end));
}

/** Whether two projections hold the same intervals (a refresh that changes nothing writes nothing). */
export function sameBusy(a: readonly Interval[] | undefined, b: readonly Interval[] | undefined): boolean {
  const left = a ?? [];
  const right = b ?? [];
  return left.length === right.length && left.every((x, i) => x.start === right[i]!.start && x.end === right[i]!.end);
}

/** What `computeFreeSlots` needs: the professional's rules, the slots taken and the period. */
export type ComputeFreeSlotsInput = {
  availability: SlotRules;
  /** Existing events of the professional (any overlap blocks a slot). */
  busy?: readonly Interval[];
  /** Taken slots (`bookingSlots` documents): each blocks `slotMinutes` from its start. */
  taken?: readonly { start: string; end?: string }[];
  /** First local day (`YYYY-MM-DD`, professional's timezone); default: today there. */
  from?: string;
  /** How many days from `from` (default 14). */
  days?: number;
  now: Date | string | number;
  consultationType?: ConsultationType;
  /** Stop after this many slots (e.g. 1 for "next free slot"). */
  limit?: number;
};

/** Free slots, in chronological order. */
export function computeFreeSlots(input: ComputeFreeSlotsInput): FreeSlot[] {
  const rules = input.availability;
  const timeZone = rules.timezone || DEFAULT_TIMEZONE;
  const slotMs = rules.slotMinutes * MINUTE;
  const bufferMs = Math.max(0, rules.bufferMinutes) * MINUTE;
  if (!(slotMs > 0)) return [];
  const now = new Date(input.now).getTime();
  const earliest = now + (rules.minNoticeMinutes ?? DEFAULT_MIN_NOTICE_MINUTES) * MINUTE;
  const latest = now + (rules.horizonDays ?? DEFAULT_HORIZON_DAYS) * DAY;
  const blocked: { from: number; to: number }[] = [];
  for (const event of input.busy ?? []) {
    const from = new Date(event.start).getTime();
    const to = new Date(event.end).getTime();
    if (Number.isFinite(from) && Number.isFinite(to)) blocked.push({ from, to });
  }
  for (const slot of input.taken ?? []) {
    const from = new Date(slot.start).getTime();
    const to = slot.end ? new Date(slot.end).getTime() : from + slotMs;
    if (Number.isFinite(from) && Number.isFinite(to)) blocked.push({ from, to });
  }
  blocked.sort((a, b) => a.from - b.from);
  // Latest end among blocked[0..i]: one binary search tells whether a slot overlaps anything.
  const reach: number[] = [];
  for (const [i, b] of blocked.entries()) reach.push(Math.max(b.to, i > 0 ? reach[i - 1]! : b.to));
  const overlaps = (from: number, to: number): boolean => {
    let lo = 0;
    let hi = blocked.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (blocked[mid]!.from < to) lo = mid + 1;
      else hi = mid;
    }
    return lo > 0 && reach[lo - 1]! > from;
  };
  const limit = input.limit ?? Number.POSITIVE_INFINITY;
  const first = input.from ?? localParts({ instant: now, timeZone }).date;
  const days = input.days ?? 14;
  const out: FreeSlot[] = [];
  for (let d = 0; d < days && out.length < limit; d += 1) {
    const date = addDays(first, d);
    // A whole day after the horizon: nothing later can be offered either.
    if (dayMs(date) - DAY > latest) break;
    const starts = new Set<number>();
    for (const range of rangesOfDay(rules, date)) {
      if (input.consultationType && range.types && !range.types.includes(input.consultationType)) continue;
      for (let start = range.from; start + slotMs <= range.to; start += slotMs + bufferMs) {
        if (start < earliest || start > latest) continue;
        const end = start + slotMs;
        if (!overlaps(start - bufferMs, end + bufferMs)) starts.add(start);
      }
    }
    // Overlapping ranges may give the same slot twice: a set, then chronological order.
    for (const start of [...starts].sort((a, b) => a - b)) {
      const local = localParts({ instant: start, timeZone });
      out.push({ start: new Date(start).toISOString(), end: new Date(start + slotMs).toISOString(), ...local });
      if (out.length >= limit) break;
    }
  }
  return out;
}

/** The next free slot, or null. */
export function nextFreeSlot(input: Omit<ComputeFreeSlotsInput, 'limit'>): FreeSlot | null {
  return computeFreeSlots({ ...input, limit: 1 })[0] ?? null;
}

/**
 * Whether `start` is one of the free slots right now (the booking transaction re-checks a
 * visitor's choice with the documents it has just read, so a forged or stale start is refused).
 */
export function isFreeSlot(input: Omit<ComputeFreeSlotsInput, 'from' | 'days' | 'limit'> & { start: string }) {
  const timeZone = input.availability.timezone || DEFAULT_TIMEZONE;
  const wanted = new Date(input.start).getTime();
  if (!Number.isFinite(wanted)) return null;
  const { date } = localParts({ instant: wanted, timeZone });
  const iso = new Date(wanted).toISOString();
  return computeFreeSlots({ ...input, from: addDays(date, -1), days: 3 }).find((slot) => slot.start === iso) ?? null;
}
