/**
 * What the agenda's « Exporter l’agenda » writes: every event and délai of the cabinet (not only
 * the period on screen) that the member and type filters keep — the queries that select them,
 * read page by page when the lawyer asks for the file. Pure.
 */
import { type AggregateSpec, paths, type Query, type WhereClause } from 'shared-data';

export type AgendaExportFilters = { membre: string; type: string };

/** The filters' « all » value and the type that means the délais alone (the agenda's). */
export const EXPORT_ALL = 'tous';
export const DEADLINES_TYPE = 'delai';

function eventFilters(filters: AgendaExportFilters): WhereClause[] | null {
  if (filters.type === DEADLINES_TYPE) return null;
  return [
    ...(filters.membre !== EXPORT_ALL
      ? [{ field: 'attendeeUids', op: 'array-contains' as const, value: filters.membre }]
      : []),
    ...(filters.type !== EXPORT_ALL ? [{ field: 'kind', op: '==' as const, value: filters.type }] : []),
  ];
}

function deadlineFilters(filters: AgendaExportFilters): WhereClause[] | null {
  if (filters.type !== EXPORT_ALL && filters.type !== DEADLINES_TYPE) return null;
  return filters.membre !== EXPORT_ALL ? [{ field: 'assigneeUid', op: '==', value: filters.membre }] : [];
}

/** The export's two queries, in a stable order for paging (null: that kind is filtered out). */
export function agendaExportQueries(
  firmId: string,
  filters: AgendaExportFilters,
): { events: Query | null; deadlines: Query | null } {
  const events = eventFilters(filters);
  const deadlines = deadlineFilters(filters);
  return {
    events: events && { collection: paths.events(firmId), where: events, orderBy: [{ field: 'start' }] },
    deadlines: deadlines && { collection: paths.deadlines(firmId), where: deadlines, orderBy: [{ field: 'dueDate' }] },
  };
}

/** Counts of the same selection (the button says how many items the file will hold). */
export function agendaExportCounts(
  firmId: string,
  filters: AgendaExportFilters,
): { events: AggregateSpec | null; deadlines: AggregateSpec | null } {
  const events = eventFilters(filters);
  const deadlines = deadlineFilters(filters);
  return {
    events: events && { collection: paths.events(firmId), where: events, count: true },
    deadlines: deadlines && { collection: paths.deadlines(firmId), where: deadlines, count: true },
  };
}
