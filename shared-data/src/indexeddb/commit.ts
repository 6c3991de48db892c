/**
 * Applies a write set atomically. Inside the IDB transaction only its reads are awaited (the
 * documents involved, then the writes are queued): the read-set check (optimistic concurrency)
 * and the policy run synchronously on prefetched documents, so the transaction can never commit
 * early.
 */
import type { LocalRow } from '../localDatabase.ts';
import { requestResult } from '../localDatabase.ts';
import { paths } from '../paths.ts';
import { checkAccess, loadWriteChecks } from '../policy.ts';
import type { LocalConnection } from './connection.ts';
import { type AuthIdentity, principalFrom } from './principal.ts';
import { applyWrites, assertReadsUnchanged, documentsToRead, type Write } from './writeSet.ts';

/** Commits `writes`, checking a transaction's `reads` first; answers what changed (path → row, null: deleted). */
export type Commit = (
  writes: Write[],
  reads: Map<string, string | null> | null,
  enforce: boolean,
) => Promise<Map<string, LocalRow | null>>;

export const createCommit =
  (connection: LocalConnection, getAuth: () => AuthIdentity): Commit =>
  async (writes, reads, enforce) => {
    // Before the transaction: awaiting anything else inside would let IndexedDB commit it early.
    if (enforce && writes.length > 0) await loadWriteChecks();
    return connection.inTransaction(['docs'], 'readwrite', async (tx) => {
      const docs = tx.objectStore('docs');
      const auth = enforce ? getAuth() : null;
      const keys = documentsToRead(writes, reads, auth);
      const stored = new Map<string, LocalRow | null>();
      (await Promise.all(keys.map((key) => requestResult(docs.get(key) as IDBRequest<LocalRow | undefined>)))).forEach(
        (row, i) => {
          stored.set(keys[i]!, row ?? null);
        },
      );

      if (reads) assertReadsUnchanged(reads, stored);
      const { overlay, requests, readAfter } = applyWrites(writes, stored);
      if (enforce) {
        // Like rules' get(): the caller's membership as it was before this write.
        const principal = principalFrom(auth, auth ? stored.get(paths.membership(auth.uid))?.data : undefined);
        for (const request of requests) checkAccess(principal, request, readAfter);
      }
      for (const [path, row] of overlay) {
        if (row) docs.put(row);
        else docs.delete(path);
      }
      return overlay;
    });
  };
