/**
 * What a view of the agenda shows (its days, Paris time) and the queries that read only that:
 * the agenda of a cabinet after ten years holds some 20,000 events, a screen shows a few dozen.
 * Pure: the hooks run these queries.
 */
import { paths, type Query } from 'shared-data/store';
import { addDays, mondayOf } from 'shared-ui';
import { parisToInstant } from '../../days/model/parisTime.ts';

/** An event lasts at most this long (the event form refuses more: « plus de 31 jours »). */
export const MAX_EVENT_DAYS = 31;

/** Days `[from, to)` (`YYYY-MM-DD`, Paris) and the same as instants `[start, end)`. */
export type AgendaRange = { from: string; to: string; start: string; end: string };

export type RangeView = 'dayGridMonth' | 'timeGridWeek' | 'timeGridDay' | 'listWeek';

/** `[from, to)` as days and as Paris instants. */
export function rangeOfDays(from: string, to: string): AgendaRange {
  return {
    from,
    to,
    start: parisToInstant({ date: from, time: '00:00' }),
    end: parisToInstant({ date: to, time: '00:00' }),
  };
}

/**
 * The days a view shows around `date`, as FullCalendar lays them out with weeks starting on
 * Monday: the month grid is six whole weeks from the Monday on or before the 1st, a week or a
 * list of the week its Monday to the next, a day that day.
 */
export function visibleRange(view: RangeView, date: string): AgendaRange {
  if (view === 'timeGridDay') return rangeOfDays(date, addDays(date, 1));
  if (view === 'dayGridMonth') {
    const first = mondayOf(`${date.slice(0, 8)}01`);
    return rangeOfDays(first, addDays(first, 42));
  }
  const monday = mondayOf(date);
  return rangeOfDays(monday, addDays(monday, 7));
}

/**
 * The events that overlap the range (`end > start of range`, `start < end of range`), in the order
 * of their end: the index scan starts at the range and runs to the future only, never through the
 * cabinet's past (index `events (end, start)`). With `member`, only that member's: the backend
 * filters them (index `events (attendeeUids CONTAINS, end, start)`), so a lawyer's month reads
 * their few dozen events, not the whole cabinet's.
 */
export function eventsOverlapping(
  firmId: string,
  range: Pick<AgendaRange, 'start' | 'end'>,
  member: string | null = null,
): Query {
  return {
    collection: paths.events(firmId),
    where: [
      ...(member ? [{ field: 'attendeeUids', op: 'array-contains' as const, value: member }] : []),
      { field: 'end', op: '>', value: range.start },
      { field: 'start', op: '<', value: range.end },
    ],
    orderBy: [{ field: 'end' }, { field: 'start' }],
  };
}

/** The délais whose last day is in `[from, to)`; with `member`, only those they are responsible for. */
export function deadlinesBetween(
  firmId: string,
  range: Pick<AgendaRange, 'from' | 'to'>,
  member: string | null = null,
): Query {
  return {
    collection: paths.deadlines(firmId),
    where: [
      ...(member ? [{ field: 'assigneeUid', op: '==' as const, value: member }] : []),
      { field: 'dueDate', op: '>=', value: range.from },
      { field: 'dueDate', op: '<', value: range.to },
    ],
    orderBy: [{ field: 'dueDate' }],
  };
}
