import { type CalendarEvent, type LiveResult, paths, useCollection, type WithId } from 'shared-data/store';
import { type AgendaRange, eventsOverlapping } from '../../../lib/agendaRange.ts';
import { useKeptWhileLoading } from '../../../lib/useKeptWhileLoading.ts';

/** The cabinet's events (all, or one dossier's), live. */
export function useEvents({ firmId, caseId }: { firmId: string | null; caseId?: string }) {
  return useCollection<CalendarEvent>(
    firmId
      ? {
          collection: paths.events(firmId),
          ...(caseId ? { where: [{ field: 'caseId', op: '==' as const, value: caseId }] } : {}),
        }
      : null,
  );
}

/**
 * The cabinet's events overlapping the range on screen, live, and only those: the query is
 * asked again when the range changes (next month, another week). Until the first answer, loading.
 */
export function useEventsInRange({
  firmId,
  range,
}: {
  firmId: string | null;
  range: Pick<AgendaRange, 'start' | 'end'> | null;
}): LiveResult<WithId<CalendarEvent>[]> {
  return useKeptWhileLoading(useCollection<CalendarEvent>(firmId && range ? eventsOverlapping(firmId, range) : null));
}
