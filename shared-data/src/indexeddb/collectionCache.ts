/**
 * An in-memory copy of each queried collection: queries filter and sort it without reading
 * 10,000 rows from IndexedDB each time. Kept current by our commits; another tab's change drops
 * it (the next query reloads).
 */
import { type LocalRow, PARENT_INDEX, requestResult } from '../localDatabase.ts';
import { parentOf } from '../paths.ts';
import type { LocalConnection } from './connection.ts';

/** Changed document paths, or everything (a reset). */
export type Changed = string[] | 'all';

export type CollectionCache = {
  /** The collection's rows, from the copy or read once from the database. */
  load(collection: string): Promise<LocalRow[]>;
  /** Drops the copies of the collections `changed` touches (a change made elsewhere). */
  forget(changed: Changed): void;
  /** Applies our own commit to the copies: written rows replace, deleted ones (null) go. */
  apply(overlay: Map<string, LocalRow | null>): void;
};

export function createCollectionCache(connection: LocalConnection): CollectionCache {
  const cache = new Map<string, Map<string, LocalRow>>();
  // Bumped by every commit touching a collection: a load that raced one is not kept.
  const generation = new Map<string, number>();
  const touch = (collection: string) => generation.set(collection, (generation.get(collection) ?? 0) + 1);

  return {
    async load(collection) {
      const cached = cache.get(collection);
      if (cached) return [...cached.values()];
      const seen = generation.get(collection) ?? 0;
      const rows = await connection.inTransaction(['docs'], 'readonly', (tx) =>
        requestResult(tx.objectStore('docs').index(PARENT_INDEX).getAll(collection) as IDBRequest<LocalRow[]>),
      );
      // Only keep it if no commit touched the collection meanwhile.
      if ((generation.get(collection) ?? 0) === seen)
        cache.set(collection, new Map(rows.map((row) => [row.path, row])));
      return rows;
    },
    forget(changed) {
      if (changed === 'all') {
        cache.clear();
        return;
      }
      for (const path of changed) {
        const parent = parentOf(path);
        touch(parent);
        cache.delete(parent);
      }
    },
    apply(overlay) {
      for (const [path, row] of overlay) {
        const parent = parentOf(path);
        touch(parent);
        const cached = cache.get(parent);
        if (cached && row) cached.set(path, row);
        else cached?.delete(path);
      }
    },
  };
}
