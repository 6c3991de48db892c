import {
  type AggregateState,
  type Deadline,
  type LiveResult,
  type PagedList,
  paths,
  type Query,
  useAggregate,
  useCollection,
  usePagedList,
  type WithId,
} from 'shared-data/store';
import { type AgendaRange, deadlinesBetween } from '../../events/model/agendaRange.ts';
import { useKeptWhileLoading } from '../../events/hooks/useKeptWhileLoading.ts';
import { type DeadlineListFilters, deadlineListQuery } from '../model/deadlineQueries.ts';

/**
 * One dossier's délais, live: a dossier holds a few over its life, never the cabinet's thousands
 * (index `deadlines (caseId, dueDate)`).
 */
export function useCaseDeadlines({ firmId, caseId }: { firmId: string | null; caseId: string }) {
  return useCollection<Deadline>(
    firmId
      ? {
          collection: paths.deadlines(firmId),
          where: [{ field: 'caseId', op: '==', value: caseId }],
          orderBy: [{ field: 'dueDate' }],
        }
      : null,
  );
}

/** The délais page's list: its filters served by the backend, a page at a time, live, with its count. */
export function useDeadlineList(firmId: string | null, filters: DeadlineListFilters): PagedList<Deadline> {
  return usePagedList<Deadline>(firmId ? deadlineListQuery(firmId, filters) : null);
}

/**
 * The délais whose last day is in the range on screen — the cabinet's, or with `member` those that
 * member is responsible for — live; asked again when the range or the member changes.
 */
export function useDeadlinesInRange({
  firmId,
  range,
  member = null,
}: {
  firmId: string | null;
  range: Pick<AgendaRange, 'from' | 'to'> | null;
  member?: string | null;
}): LiveResult<WithId<Deadline>[]> {
  return useKeptWhileLoading(useCollection<Deadline>(firmId && range ? deadlinesBetween(firmId, range, member) : null));
}

/**
 * The open délais due by `until` (overdue ones included), the `limit` most urgent, live, and how
 * many there are in all (a count, not the documents): the dashboard's block.
 */
export function useOpenDeadlinesUntil({
  firmId,
  until,
  limit,
}: {
  firmId: string | null;
  until: string;
  limit: number;
}): { list: LiveResult<WithId<Deadline>[]>; total: AggregateState } {
  const where: Query['where'] = [
    { field: 'done', op: '==', value: false },
    { field: 'dueDate', op: '<=', value: until },
  ];
  const list = useCollection<Deadline>(
    firmId ? { collection: paths.deadlines(firmId), where, orderBy: [{ field: 'dueDate' }], limit } : null,
  );
  const total = useAggregate(firmId ? { collection: paths.deadlines(firmId), where, count: true } : null);
  return { list, total };
}
