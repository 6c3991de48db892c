/**
 * The DocumentStore port over the local database: each operation's error handling and read
 * counting, around the reads, commits, listeners and transactions of this folder.
 */
import { cloneData, randomId } from '../docs.ts';
import { assertOnline, toDataError } from '../errors.ts';
import type { LocalRow } from '../localDatabase.ts';
import { parentOf } from '../paths.ts';
import {
  type AggregateResult,
  type AggregateSpec,
  checkAggregateSpec,
  type DataError,
  type DocPath,
  type DocSnapshot,
  type DocumentStore,
  type Query,
  type QuerySnapshot,
} from '../port.ts';
import { aggregationReads, countingReads, countReads } from '../readCounter.ts';
import { aggregateRows } from './aggregate.ts';
import { committed, type LocalStoreContext } from './context.ts';
import { readDoc, runQuery } from './reads.ts';
import { assertDocPath, toSnapshot } from './rows.ts';
import { runTransaction } from './transaction.ts';
import type { Write } from './writeSet.ts';

const toQuerySnapshot = <T>(rows: LocalRow[]): QuerySnapshot<T> => ({
  docs: rows.map((row) => ({ id: row.id, path: row.path, data: cloneData(row.data) as T })),
});

/** `enforce`: the policy judges each operation with the signed-in user (off: the system store). */
export function createDocumentStore(context: LocalStoreContext, enforce: boolean): DocumentStore {
  const write = async (writes: Write[]) => {
    try {
      // The local database stands in for the server: offline, a save is refused (never silently kept).
      if (enforce) assertOnline();
      committed(context, await context.commit(writes, null, enforce));
    } catch (error) {
      throw toDataError(error);
    }
  };

  const runOnce = async <T>(query: Query): Promise<QuerySnapshot<T>> => {
    try {
      const rows = await runQuery(context, query, enforce);
      countReads('query', query.collection, rows.length);
      return toQuerySnapshot<T>(rows);
    } catch (error) {
      throw toDataError(error);
    }
  };

  return {
    async get<T>(path: DocPath) {
      try {
        const snapshot = toSnapshot<T>(path, await readDoc(context, path, enforce));
        countReads('get', path, 1);
        return snapshot;
      } catch (error) {
        throw toDataError(error);
      }
    },
    async set(path, data, options) {
      assertDocPath(path);
      return write([{ kind: 'set', path, data, merge: options?.merge ?? false }]);
    },
    async update(path, patch) {
      assertDocPath(path);
      return write([{ kind: 'update', path, patch }]);
    },
    async delete(path) {
      assertDocPath(path);
      return write([{ kind: 'delete', path }]);
    },
    async getFields<T>(collection: string, ids: readonly string[], fields: readonly string[]) {
      try {
        const docs: QuerySnapshot<Partial<T>>['docs'] = [];
        for (const id of ids) {
          const path = `${collection}/${id}`;
          const row = await readDoc(context, path, enforce);
          if (!row) continue;
          const data = row.data as Record<string, unknown>;
          docs.push({
            id,
            path,
            data: Object.fromEntries(
              fields.flatMap((field) => (field in data ? [[field, data[field]]] : [])),
            ) as Partial<T>,
          });
        }
        countReads('get', collection, ids.length);
        return { docs };
      } catch (error) {
        throw toDataError(error);
      }
    },
    query: runOnce,
    // No live machinery to keep out of here: a page is a query.
    queryPage: runOnce,
    async aggregate(spec: AggregateSpec): Promise<AggregateResult> {
      try {
        checkAggregateSpec(spec);
        const sums = spec.sum ?? [];
        // The same policy check as a list of the collection, then a scan of the matching documents.
        const rows = await runQuery(
          context,
          { collection: spec.collection, ...(spec.where ? { where: spec.where } : {}) },
          enforce,
          sums,
        );
        const { matched, result } = aggregateRows(spec.upTo === undefined ? rows : rows.slice(0, spec.upTo), spec);
        countReads('aggregate', spec.collection, aggregationReads(matched));
        return result;
      } catch (error) {
        throw toDataError(error);
      }
    },
    subscribeDoc<T>(path: DocPath, onNext: (snapshot: DocSnapshot<T>) => void, onError?: (error: DataError) => void) {
      return context.changes.subscribe(
        (changed) => changed.includes(path),
        async () => {
          const row = await readDoc(context, path, enforce);
          return { signature: row?.stamp ?? '∅', value: toSnapshot<T>(path, row) };
        },
        (snapshot) => {
          countReads('listen', path, 1);
          onNext(snapshot);
        },
        onError,
      );
    },
    subscribeQuery<T>(
      query: Query,
      onNext: (snapshot: QuerySnapshot<T>) => void,
      onError?: (error: DataError) => void,
    ) {
      // What the previous snapshot delivered (`path@stamp`): a later one counts only what is new or changed.
      let delivered = new Set<string>();
      return context.changes.subscribe(
        (changed) => changed.some((path) => parentOf(path) === query.collection),
        async () => {
          const rows = await runQuery(context, query, enforce);
          const versions = rows.map((row) => `${row.path}@${row.stamp}`);
          return { signature: versions.join('|'), value: { versions, snapshot: toQuerySnapshot<T>(rows) } };
        },
        ({ versions, snapshot }) => {
          if (countingReads()) {
            countReads('listen', query.collection, versions.filter((version) => !delivered.has(version)).length);
            delivered = new Set(versions);
          }
          onNext(snapshot);
        },
        onError,
      );
    },
    runTransaction: (work) => runTransaction(context, enforce, work),
    newId: randomId,
  };
}
