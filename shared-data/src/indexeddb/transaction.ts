/**
 * `runTransaction`: the work reads through the transaction (recording what it saw) and queues its
 * writes; the commit checks the reads are unchanged, else the work runs again from fresh reads.
 * Serialized by the adapter's lock, like Firestore's serializable transactions.
 */
import { cloneData } from '../docs.ts';
import { assertOnline, DATA_MESSAGES, toDataError } from '../errors.ts';
import { DataError, type DocPath, type Transaction } from '../port.ts';
import { countReads } from '../readCounter.ts';
import { committed, type LocalStoreContext } from './context.ts';
import { readDoc } from './reads.ts';
import { assertDocPath, toSnapshot } from './rows.ts';
import { Conflict, type Write } from './writeSet.ts';

const MAX_ATTEMPTS = 5;

export function runTransaction<R>(
  context: LocalStoreContext,
  enforce: boolean,
  work: (tx: Transaction) => Promise<R>,
): Promise<R> {
  return context.withLock(async () => {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      const reads = new Map<string, string | null>();
      const writes: Write[] = [];
      const tx: Transaction = {
        async get<T>(path: DocPath) {
          if (writes.length > 0) throw new DataError('invalid-argument', DATA_MESSAGES.readAfterWrite);
          const row = await readDoc(context, path, enforce);
          countReads('transaction', path, 1);
          reads.set(path, row?.stamp ?? null);
          return toSnapshot<T>(path, row);
        },
        set(path, data, options) {
          assertDocPath(path);
          writes.push({ kind: 'set', path, data: cloneData(data), merge: options?.merge ?? false });
        },
        update(path, patch) {
          assertDocPath(path);
          writes.push({ kind: 'update', path, patch: cloneData(patch) });
        },
        delete(path) {
          assertDocPath(path);
          writes.push({ kind: 'delete', path });
        },
      };
      try {
        const result = await work(tx);
        if (enforce) assertOnline();
        committed(context, await context.commit(writes, reads, enforce));
        return result;
      } catch (error) {
        if (error instanceof Conflict) continue;
        throw toDataError(error);
      }
    }
    throw new DataError('aborted', DATA_MESSAGES.aborted);
  });
}
