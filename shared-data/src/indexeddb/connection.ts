/**
 * One connection to the local database, opened at the first call and again after another tab
 * deleted or upgraded it; its transactions as promises, so that no other module of the adapter
 * deals with IndexedDB's events.
 */
import { type LocalTable, openLocalDatabase, requestResult, transactionDone } from '../localDatabase.ts';

export type LocalConnection = {
  /**
   * Runs `work` in one transaction and resolves once it has committed (a read-only one as soon as
   * `work` has its result). Inside, await only this transaction's requests: IndexedDB commits a
   * transaction that has nothing pending. An error thrown by `work` aborts it: nothing is written.
   */
  inTransaction<R>(
    tables: LocalTable[],
    mode: IDBTransactionMode,
    work: (tx: IDBTransaction) => Promise<R>,
  ): Promise<R>;
  getRow<T>(table: LocalTable, key: string): Promise<T | undefined>;
  putRow(table: LocalTable, row: unknown): Promise<void>;
  deleteRow(table: LocalTable, key: string): Promise<void>;
  close(): void;
};

export function openConnection(name: string): LocalConnection {
  let opening: Promise<IDBDatabase> | null = null;
  const database = (): Promise<IDBDatabase> => {
    opening ??= openLocalDatabase(name).then(
      (db) => {
        // Another connection deletes or upgrades it (a reset, a newer release in another tab):
        // let it, and open again at the next call.
        db.onversionchange = () => {
          db.close();
          opening = null;
        };
        return db;
      },
      (error: unknown) => {
        opening = null;
        throw error;
      },
    );
    return opening;
  };

  const inTransaction = async <R>(
    tables: LocalTable[],
    mode: IDBTransactionMode,
    work: (tx: IDBTransaction) => Promise<R>,
  ): Promise<R> => {
    const tx = (await database()).transaction(tables, mode);
    const done = transactionDone(tx);
    try {
      const result = await work(tx);
      if (mode === 'readwrite') await done;
      else done.catch(() => undefined);
      return result;
    } catch (error) {
      done.catch(() => undefined);
      try {
        tx.abort();
      } catch {
        // Already finished.
      }
      throw error;
    }
  };

  return {
    inTransaction,
    getRow: <T>(table: LocalTable, key: string): Promise<T | undefined> =>
      inTransaction([table], 'readonly', (tx) =>
        requestResult(tx.objectStore(table).get(key) as IDBRequest<T | undefined>),
      ),
    putRow: (table, row) => inTransaction([table], 'readwrite', async (tx) => void tx.objectStore(table).put(row)),
    deleteRow: (table, key) =>
      inTransaction([table], 'readwrite', async (tx) => void tx.objectStore(table).delete(key)),
    close() {
      void opening?.then(
        (db) => db.close(),
        () => undefined,
      );
    },
  };
}
