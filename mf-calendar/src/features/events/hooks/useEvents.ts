import {
  type CalendarEvent,
  LIST_PAGE_SIZE,
  type LiveResult,
  type PagedList,
  paths,
  useCollection,
  usePagedList,
  type WithId,
} from 'shared-data/store';
import { type AgendaRange, eventsOverlapping } from '../model/agendaRange.ts';
import { useKeptWhileLoading } from './useKeptWhileLoading.ts';
import { allOfKind, upcomingOfKind } from '../model/eventQueries.ts';

/**
 * One dossier's events, live: a dossier holds tens of audiences and rendez-vous over its life,
 * never the cabinet's thousands (index `events (caseId, start)`).
 */
export function useCaseEvents({ firmId, caseId }: { firmId: string | null; caseId: string }) {
  return useCollection<CalendarEvent>(
    firmId
      ? {
          collection: paths.events(firmId),
          where: [{ field: 'caseId', op: '==', value: caseId }],
          orderBy: [{ field: 'start' }],
        }
      : null,
  );
}

/**
 * The audiences or rendez-vous from today, soonest first — or, `history`, all of them latest
 * first — a page at a time, live, with their count.
 */
export function useEventsOfKind({
  firmId,
  kind,
  today,
  history = false,
  pageSize = LIST_PAGE_SIZE,
}: {
  firmId: string | null;
  kind: CalendarEvent['kind'];
  today: string;
  history?: boolean;
  pageSize?: number;
}): PagedList<CalendarEvent> {
  return usePagedList<CalendarEvent>(
    firmId ? (history ? allOfKind(firmId, kind) : upcomingOfKind(firmId, kind, today)) : null,
    { pageSize },
  );
}

/**
 * The events overlapping the range on screen — the cabinet's, or with `member` that member's —
 * live, and only those: the query is asked again when the range or the member changes. Until the
 * first answer, loading.
 */
export function useEventsInRange({
  firmId,
  range,
  member = null,
}: {
  firmId: string | null;
  range: Pick<AgendaRange, 'start' | 'end'> | null;
  member?: string | null;
}): LiveResult<WithId<CalendarEvent>[]> {
  return useKeptWhileLoading(
    useCollection<CalendarEvent>(firmId && range ? eventsOverlapping(firmId, range, member) : null),
  );
}
