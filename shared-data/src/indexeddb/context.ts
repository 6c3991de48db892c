/**
 * What the document store's operations share, built once per adapter (createIndexedDbAdapter):
 * the store and its system twin (no policy) read and write through the same parts.
 */
import type { LocalRow } from '../localDatabase.ts';
import type { Principal } from '../policy.ts';
import type { ChangeFeed } from './changeFeed.ts';
import type { CollectionCache } from './collectionCache.ts';
import type { Commit } from './commit.ts';
import type { LocalConnection } from './connection.ts';

export type LocalStoreContext = {
  connection: LocalConnection;
  collections: CollectionCache;
  changes: ChangeFeed;
  commit: Commit;
  principalOf: () => Promise<Principal>;
  withLock: <R>(work: () => Promise<R>) => Promise<R>;
};

/** After a commit: keep the collection cache current, then tell the subscribers (here and in other tabs). */
export function committed(context: LocalStoreContext, overlay: Map<string, LocalRow | null>): void {
  context.collections.apply(overlay);
  context.changes.notify([...overlay.keys()]);
}
