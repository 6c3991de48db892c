import { type PagedResult, type Query, useAggregate, usePagedCollection } from 'shared-data/store';
import { useRefreshWhenChanged } from './useRefreshWhenChanged.ts';

/** A list's page: what one screen of rows shows before « Afficher plus ». */
export const PAGE_SIZE = 50;

export type PagedList<T> = PagedResult<T> & {
  /** How many documents the query selects in all (a count, not the documents); null until known. */
  total: number | null;
};

/**
 * A list read a page at a time, each page live (`usePagedCollection`), and its size as a count:
 * the screen says « 50 affichées sur 1 234 » without reading the 1 234. The count is read again
 * when a page changes (Firestore has no live aggregation).
 */
export function usePagedList<T>(query: Query | null, pageSize = PAGE_SIZE): PagedList<T> {
  const page = usePagedCollection<T>(query, { pageSize });
  const count = useAggregate(query ? { collection: query.collection, where: query.where ?? [], count: true } : null);
  // No query: nothing to count again (its empty list is a new array at each render).
  useRefreshWhenChanged([page.data], page.loading || query === null, count.refresh);
  return { ...page, total: count.data?.count ?? null };
}
