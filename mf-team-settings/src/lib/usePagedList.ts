import { useEffect, useRef } from 'react';
import { type PagedResult, type Query, useAggregate, usePagedCollection } from 'shared-data/store';

/** A list's page: what one screen of rows shows before « Afficher plus ». */
export const PAGE_SIZE = 50;

export type PagedList<T> = PagedResult<T> & {
  /** How many documents the query selects in all (a count, not the documents); null until known. */
  total: number | null;
  /** Reads the count again (after a write the list shows live). */
  refreshTotal: () => void;
};

/**
 * A list read a page at a time, each page live (`usePagedCollection`), and its size as a count:
 * the screen says « 50 affichées sur 1 234 » without reading the 1 234. Firestore has no live
 * aggregation: the count is read again when a page delivers a change.
 */
export function usePagedList<T>(query: Query | null, pageSize = PAGE_SIZE): PagedList<T> {
  const page = usePagedCollection<T>(query, { pageSize });
  const count = useAggregate(query ? { collection: query.collection, where: query.where ?? [], count: true } : null);
  const seen = useRef<unknown>(null);
  const { refresh } = count;
  useEffect(() => {
    // No query or a first page loading: its count is read with it.
    if (query === null || page.loading) {
      seen.current = null;
      return;
    }
    const previous = seen.current;
    seen.current = page.data;
    if (previous !== null && previous !== page.data) refresh();
  }, [query, page.data, page.loading, refresh]);
  return { ...page, total: count.data?.count ?? null, refreshTotal: refresh };
}
