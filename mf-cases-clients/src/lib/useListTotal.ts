import { useEffect, useRef } from 'react';
import { type AggregateSpec, type Query, useAggregate } from 'shared-data';

/**
 * How many documents a list's query matches — a count aggregation, one read per 1 000 documents,
 * never the documents — counted again when the documents shown change (Firestore has no live
 * aggregation: a document created elsewhere shows in the live first page, then in the total).
 * `query` null: no total (a search, whose other words only the browser filters). Null while
 * unknown.
 */
export function useListTotal(query: Query | null, page: { ids: readonly string[]; loading: boolean }): number | null {
  const spec: AggregateSpec | null = query
    ? { collection: query.collection, where: query.where ?? [], count: true }
    : null;
  const total = useAggregate(spec);
  const { refresh } = total;
  const shown = page.ids.join('|');
  const specKey = spec ? JSON.stringify(spec) : '';
  const seen = useRef<{ specKey: string; shown: string } | null>(null);
  useEffect(() => {
    if (page.loading) return;
    // Not for the first page of a query: its count was just asked for with it.
    if (seen.current?.specKey === specKey && seen.current.shown !== shown) refresh();
    seen.current = { specKey, shown };
  }, [specKey, shown, page.loading, refresh]);
  return total.data?.count ?? null;
}
