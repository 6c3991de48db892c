/**
 * The queries of the audiences and rendez-vous lists: what is coming, from today, soonest first;
 * the history behind a filter, latest first. Each is read a page at a time (never the cabinet's
 * 20,000 events). Pure: the hooks run them.
 */
import { type CalendarEvent, paths, type Query } from 'shared-data/store';
import { parisToInstant } from '../../days/model/parisTime.ts';

/** What a list of what is coming shows: a cancelled event is not coming. */
const NOT_CANCELLED: CalendarEvent['status'][] = ['confirmé', 'à confirmer'];

/** The audiences or rendez-vous from today's start (Paris), soonest first (index `events (kind, status, start)`). */
export function upcomingOfKind(firmId: string, kind: CalendarEvent['kind'], today: string): Query {
  return {
    collection: paths.events(firmId),
    where: [
      { field: 'kind', op: '==', value: kind },
      { field: 'status', op: 'in', value: NOT_CANCELLED },
      { field: 'start', op: '>=', value: parisToInstant({ date: today, time: '00:00' }) },
    ],
    orderBy: [{ field: 'start' }],
  };
}

/** Every event of a kind, the history included, latest first (index `events (kind, start DESC)`). */
export function allOfKind(firmId: string, kind: CalendarEvent['kind']): Query {
  return {
    collection: paths.events(firmId),
    where: [{ field: 'kind', op: '==', value: kind }],
    orderBy: [{ field: 'start', direction: 'desc' }],
  };
}
