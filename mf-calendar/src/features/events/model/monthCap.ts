/**
 * Month view at scale: FullCalendar lays out every event of a month cell even when it shows only
 * a few, so a busy month (hundreds of events a day) takes seconds to draw. The month view is given
 * at most `max` events a day: beyond that, the first `max - 1` and one "+ N autres" entry that
 * opens the day view. Pure.
 */
export type DayKeyed = { id: string; day: string; start: string };
export type MonthEntry<T> = { kind: 'event'; item: T } | { kind: 'more'; day: string; hidden: number };

export function capPerDay<T extends DayKeyed>(items: readonly T[], max: number): MonthEntry<T>[] {
  const byDay = new Map<string, T[]>();
  for (const item of items) {
    const list = byDay.get(item.day);
    if (list) list.push(item);
    else byDay.set(item.day, [item]);
  }
  const out: MonthEntry<T>[] = [];
  for (const [day, list] of byDay) {
    if (list.length <= max) {
      for (const item of list) out.push({ kind: 'event', item });
      continue;
    }
    const sorted = [...list].sort((a, b) => a.start.localeCompare(b.start) || a.id.localeCompare(b.id));
    for (const item of sorted.slice(0, max - 1)) out.push({ kind: 'event', item });
    out.push({ kind: 'more', day, hidden: sorted.length - (max - 1) });
  }
  return out;
}
