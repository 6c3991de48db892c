import type { WithId } from './hooks.ts';
import type { DocumentStore, Query } from './port.ts';

/** Pages of exports: large enough to be quick, small enough to show progress. */
export const EXPORT_PAGE_SIZE = 500;

/**
 * Every document of `query`, page after page (a cursor on the last one), never all in one query:
 * exports of a whole year stay within what one request should carry, and `onPage` (the number of
 * documents the page brought) lets the screen show progress. The query's `orderBy` must be total
 * enough for a cursor (Firestore orders ties by document id).
 */
export async function queryInPages<T>(
  store: DocumentStore,
  query: Query,
  { pageSize = EXPORT_PAGE_SIZE, onPage }: { pageSize?: number; onPage?: (read: number) => void } = {},
): Promise<WithId<T>[]> {
  const all: WithId<T>[] = [];
  for (;;) {
    const last = all.at(-1);
    const page = await store.queryPage<T>({ ...query, limit: pageSize, ...(last ? { startAfter: last.id } : {}) });
    for (const doc of page.docs) all.push({ ...doc.data, id: doc.id });
    onPage?.(page.docs.length);
    if (page.docs.length < pageSize) return all;
  }
}
