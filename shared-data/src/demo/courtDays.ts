/// <reference path="./joursFeries.d.ts" />
/**
 * The days a court sits: not a Saturday, a Sunday or a public holiday (the demo cabinet is in Lyon:
 * the national list, C. trav. art. L3133-1, from `@socialgouv/jours-feries`). Hearings fall on
 * them, and a délai ending on another day is extended to the next one (CPC art. 642).
 */
import joursFeries from '@socialgouv/jours-feries';

const pad = (n: number) => String(n).padStart(2, '0');
const dayKey = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

const holidaysByYear = new Map<number, Set<string>>();
function holidays(year: number): Set<string> {
  let days = holidaysByYear.get(year);
  if (!days) {
    // The library builds local midnights: read them back with local getters.
    days = new Set(Object.values(joursFeries(year)).map(dayKey));
    holidaysByYear.set(year, days);
  }
  return days;
}

/** Whether a local day is a court day. */
export function isCourtDay(date: Date): boolean {
  const weekday = date.getDay();
  return weekday !== 0 && weekday !== 6 && !holidays(date.getFullYear()).has(dayKey(date));
}

/**
 * `offset` days from `now`, moved to the nearest court day in `direction` (itself when it is one):
 * forward by default; backward keeps a day in the past where it is (an overdue délai stays overdue).
 */
export function courtDayOffset(now: Date, offset: number, direction: 1 | -1 = 1): number {
  let moved = offset;
  while (!isCourtDay(new Date(now.getFullYear(), now.getMonth(), now.getDate() + moved))) moved += direction;
  return moved;
}
