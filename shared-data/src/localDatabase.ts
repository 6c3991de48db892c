/**
 * The local database (the IndexedDB backend): its layout and the few promise helpers over the
 * browser's IndexedDB API that the adapter which writes it (indexeddb.ts) and what a visitor
 * reads (public.ts) both use. No library: three tables, gets, puts and one index need nothing more,
 * and the work pages do not carry a database library's weight.
 */
import type { DocData } from './port.ts';

export const LOCAL_DATABASE_NAME = 'pretoire';

/**
 * The layout's IndexedDB version. Dexie wrote this layout first and numbered its version 1 as
 * IndexedDB's 10: kept, so that a database it created opens as it is.
 */
export const LOCAL_DATABASE_VERSION = 10;

/** Its tables: `docs` keyed by path with an index on the parent collection, `files` by path, `meta` by key. */
export type LocalTable = 'docs' | 'files' | 'meta';
export const PARENT_INDEX = 'parent';

/** A stored document, as the `docs` table holds it. */
export type LocalRow = { path: string; parent: string; id: string; data: DocData; stamp: string };

/** Where the adapter announces committed paths (`{ changed: string[] | 'all' }`) to other tabs and readers. */
export const localChangesChannel = (name: string): string => `pretoire-data:${name}`;

/** An IndexedDB request as a promise. */
export const requestResult = <T>(request: IDBRequest<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

/** Settles when the transaction commits (or rejects with why it aborted: quota, a failed write…). */
export const transactionDone = (tx: IDBTransaction): Promise<void> =>
  new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    const failed = () => reject(tx.error ?? new DOMException('La transaction a été annulée.', 'AbortError'));
    tx.onabort = failed;
    tx.onerror = failed;
  });

/** Opens the local database, creating its tables the first time. */
export function openLocalDatabase(name: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name, LOCAL_DATABASE_VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      const tables: Record<LocalTable, string> = { docs: 'path', files: 'path', meta: 'key' };
      for (const [table, keyPath] of Object.entries(tables)) {
        if (db.objectStoreNames.contains(table)) continue;
        const created = db.createObjectStore(table, { keyPath });
        if (table === 'docs') created.createIndex(PARENT_INDEX, 'parent');
      }
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}
