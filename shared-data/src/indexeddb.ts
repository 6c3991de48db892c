/**
 * Adapter 2: the browser's IndexedDB (localDatabase.ts). The embedded default for `npm start`, standalone remotes and
 * tests (fake-indexeddb under jest). Same semantics as Firestore: merge, update of a missing
 * document fails, serializable transactions (reads before writes, retried on conflict), live
 * subscriptions (also across tabs through a BroadcastChannel), and the access policy enforced
 * with the signed-in user, exactly where Firestore would apply its rules.
 *
 * This module composes the parts in ./indexeddb/: the connection, the cached collections, the
 * change feed, the commit, the transaction lock, the document and file stores.
 */
import { LOCAL_DATABASE_NAME } from './localDatabase.ts';
import type { DocumentStore, FileStore } from './port.ts';
import { createChangeFeed } from './indexeddb/changeFeed.ts';
import { createCollectionCache } from './indexeddb/collectionCache.ts';
import { createCommit } from './indexeddb/commit.ts';
import { openConnection } from './indexeddb/connection.ts';
import type { LocalStoreContext } from './indexeddb/context.ts';
import { createDocumentStore } from './indexeddb/documentStore.ts';
import { createFileStore } from './indexeddb/fileStore.ts';
import { type AuthIdentity, principalReader } from './indexeddb/principal.ts';
import { createTransactionLock } from './indexeddb/transactionLock.ts';

export type { AuthIdentity } from './indexeddb/principal.ts';

type MetaRow = { key: string; value: unknown };

export type IndexedDbAdapterOptions = {
  /** Database name: one per environment / test. */
  name?: string;
  /** The caller (shared-auth's current user in the app). */
  getAuth?: () => AuthIdentity;
  /** Off only for seeding and benchmarks. Default on. */
  enforcePolicy?: boolean;
};

export type IndexedDbAdapter = {
  store: DocumentStore;
  files: FileStore;
  /** The same database without the policy: demo seeding, resets, benchmarks. */
  system: DocumentStore;
  /** The file store without the policy: demo files (receipts) at seeding. */
  systemFiles: FileStore;
  /** Small key/value storage beside the documents (demo data version…). */
  meta: { get(key: string): Promise<unknown>; set(key: string, value: unknown): Promise<void> };
  /** Deletes every document and file (and tells the subscribers). */
  clear(): Promise<void>;
  close(): void;
};

export function createIndexedDbAdapter(options: IndexedDbAdapterOptions = {}): IndexedDbAdapter {
  const name = options.name ?? LOCAL_DATABASE_NAME;
  const getAuth = options.getAuth ?? (() => null);
  const enforce = options.enforcePolicy ?? true;

  const connection = openConnection(name);
  const collections = createCollectionCache(connection);
  const context: LocalStoreContext = {
    connection,
    collections,
    // Another tab's commit: our cached copies of what it touched are stale.
    changes: createChangeFeed(name, collections.forget),
    commit: createCommit(connection, getAuth),
    principalOf: principalReader(connection, getAuth),
    withLock: createTransactionLock(name),
  };

  return {
    store: createDocumentStore(context, enforce),
    files: createFileStore(connection, context.principalOf, enforce),
    system: createDocumentStore(context, false),
    systemFiles: createFileStore(connection, context.principalOf, false),
    meta: {
      get: async (key) => (await connection.getRow<MetaRow>('meta', key))?.value,
      set: (key, value) => connection.putRow('meta', { key, value } satisfies MetaRow),
    },
    async clear() {
      await connection.inTransaction(['docs', 'files', 'meta'], 'readwrite', async (tx) => {
        for (const table of ['docs', 'files', 'meta'] as const) tx.objectStore(table).clear();
      });
      collections.forget('all');
      context.changes.notify('all');
    },
    close() {
      context.changes.close();
      connection.close();
    },
  };
}
