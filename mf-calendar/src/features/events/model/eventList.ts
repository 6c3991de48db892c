/** Agenda filters (teammate, kind) and rows of event lists. Pure. */
import type { CalendarEvent } from 'shared-data';
import type { EventKind } from './eventKinds.ts';

export type EventWithId = CalendarEvent & { id: string };
export type AgendaFilters = { membre: string; type: string };
export const ALL = 'tous';

export function filterEvents(events: readonly EventWithId[], filters: AgendaFilters): EventWithId[] {
  return events.filter(
    (event) =>
      (filters.membre === ALL || event.attendeeUids.includes(filters.membre)) &&
      (filters.type === ALL || event.kind === (filters.type as EventKind)),
  );
}

/** Events that overlap [start, end): a.start < end && a.end > start. Cancelled ones never count. */
export function overlapping(
  events: readonly EventWithId[],
  range: { start: string; end: string; uid?: string; ignoreId?: string },
): EventWithId[] {
  const start = Date.parse(range.start);
  const end = Date.parse(range.end);
  return events.filter(
    (event) =>
      event.status !== 'annulé' &&
      event.id !== range.ignoreId &&
      (!range.uid || event.attendeeUids.includes(range.uid)) &&
      Date.parse(event.start) < end &&
      Date.parse(event.end) > start,
  );
}

/** The events of one Paris day (any overlap with it), in time order. */
export function eventsOfDay(events: readonly EventWithId[], range: { start: string; end: string }): EventWithId[] {
  return overlapping(events, range).sort((a, b) => a.start.localeCompare(b.start));
}
