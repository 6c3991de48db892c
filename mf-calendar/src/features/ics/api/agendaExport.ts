import { useCallback } from 'react';
import {
  type CalendarEvent,
  type Deadline,
  getDataStore,
  type Query,
  queryInPages,
  useAggregate,
  type WithId,
} from 'shared-data';
import { type AgendaExportFilters, agendaExportCounts, agendaExportQueries } from '../model/agendaExport.ts';

/** Reads what the agenda's export writes; `onProgress` gets the number of items read so far. */
export async function readAgendaForExport({
  firmId,
  filters,
  onProgress,
}: {
  firmId: string;
  filters: AgendaExportFilters;
  onProgress: (read: number) => void;
}): Promise<{ events: WithId<CalendarEvent>[]; deadlines: WithId<Deadline>[] }> {
  const queries = agendaExportQueries(firmId, filters);
  let read = 0;
  const progress = (count: number) => {
    read += count;
    onProgress(read);
  };
  const events = queries.events
    ? await queryInPages<CalendarEvent>(getDataStore(), queries.events, { onPage: progress })
    : [];
  const deadlines = queries.deadlines
    ? await queryInPages<Deadline>(getDataStore(), queries.deadlines, { onPage: progress })
    : [];
  return { events, deadlines };
}

/** Reads every event of a list's query for its file (not only the pages shown), in pages. */
export async function readEventsForExport(
  query: Query,
  onProgress: (read: number) => void,
): Promise<{ events: WithId<CalendarEvent>[]; deadlines: WithId<Deadline>[] }> {
  let read = 0;
  const events = await queryInPages<CalendarEvent>(getDataStore(), query, {
    onPage: (count) => {
      read += count;
      onProgress(read);
    },
  });
  return { events, deadlines: [] };
}

/**
 * How many items the export will hold (two counts, not the documents): `count` null until known.
 * Counts are not live: `refresh` when the agenda's documents change.
 */
export function useAgendaExportCount(
  firmId: string | null,
  filters: AgendaExportFilters,
): { count: number | null; refresh: () => void } {
  const specs = firmId ? agendaExportCounts(firmId, filters) : { events: null, deadlines: null };
  const events = useAggregate(specs.events);
  const deadlines = useAggregate(specs.deadlines);
  const { refresh: refreshEvents } = events;
  const { refresh: refreshDeadlines } = deadlines;
  const refresh = useCallback(() => {
    refreshEvents();
    refreshDeadlines();
  }, [refreshEvents, refreshDeadlines]);
  const known = firmId && (!specs.events || events.data) && (!specs.deadlines || deadlines.data);
  return { count: known ? (events.data?.count ?? 0) + (deadlines.data?.count ?? 0) : null, refresh };
}
