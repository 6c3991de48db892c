/**
 * Adapter 2: the browser's IndexedDB (localDatabase.ts). The embedded default for `npm start`, standalone remotes and
 * tests (fake-indexeddb under jest). Same semantics as Firestore: merge, update of a missing
 * document fails, serializable transactions (reads before writes, retried on conflict), live
 * subscriptions (also across tabs through a BroadcastChannel), and the access policy enforced
 * with the signed-in user, exactly where Firestore would apply its rules.
 */
import { applyUpdate, cloneData, evaluateQuery, getField, mergeData, randomId, type StoredDoc } from './docs.ts';
import { assertOnline, DATA_MESSAGES, toDataError } from './errors.ts';
import { blobBytes, validateFile } from './files.ts';
import {
  LOCAL_DATABASE_NAME,
  type LocalRow,
  type LocalTable,
  localChangesChannel,
  openLocalDatabase,
  PARENT_INDEX,
  requestResult,
  transactionDone,
} from './localDatabase.ts';
import { idOf, isCollectionPath, isDocPath, parentOf, paths } from './paths.ts';
import {
  checkAccess,
  checkFileAccess,
  loadWriteChecks,
  matchPath,
  needsDocumentData,
  POLICY,
  type AccessRequest,
  type Principal,
} from './policy.ts';
import {
  type AggregateResult,
  type AggregateSpec,
  checkAggregateSpec,
  DataError,
  type DocData,
  type DocPath,
  type DocSnapshot,
  type DocumentStore,
  type FileStore,
  type Query,
  type QuerySnapshot,
  type Transaction,
  type Unsubscribe,
} from './port.ts';
import { aggregationReads, countingReads, countReads, observeQuery } from './readCounter.ts';

type Row = LocalRow;
/** A Blob where the environment's IndexedDB can store one (browsers); base64 otherwise (jsdom). */
type FileRow = { path: string; blob?: Blob; base64?: string; contentType: string; size: number; uploadedAt: string };
type MetaRow = { key: string; value: unknown };

type Write =
  | { kind: 'set'; path: DocPath; data: DocData; merge: boolean }
  | { kind: 'update'; path: DocPath; patch: DocData }
  | { kind: 'delete'; path: DocPath };

export type AuthIdentity = { uid: string; email: string } | null;

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

class Conflict extends Error {}

const MAX_ATTEMPTS = 5;
/** ~1 MB and a multiple of 3, so base64 pieces concatenate. */
const PROGRESS_CHUNK = 3 * 349_525;

/** Real browsers clone Blobs into IndexedDB; jest's jsdom (JSON structuredClone) does not. */
const canStoreBlobs = (() => {
  try {
    return typeof Blob === 'function' && structuredClone(new Blob(['x'])) instanceof Blob;
  } catch {
    return false;
  }
})();

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function assertDocPath(path: string): void {
  if (!isDocPath(path)) throw new DataError('invalid-argument', `${DATA_MESSAGES.invalidPath} (${path})`);
}
function assertCollectionPath(path: string): void {
  if (!isCollectionPath(path)) throw new DataError('invalid-argument', `${DATA_MESSAGES.invalidPath} (${path})`);
}
const stamp = () => randomId();
const toSnapshot = <T>(path: DocPath, row: Row | undefined | null): DocSnapshot<T> => ({
  id: idOf(path),
  path,
  exists: !!row,
  data: row ? (row.data as T) : null,
});

export function createIndexedDbAdapter(options: IndexedDbAdapterOptions = {}): IndexedDbAdapter {
  const name = options.name ?? LOCAL_DATABASE_NAME;
  const getAuth = options.getAuth ?? (() => null);

  // ---- the database, opened at the first call ----
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
  /**
   * Runs `work` in one transaction and resolves once it has committed (a read-only one as soon as
   * `work` has its result). Inside, await only this transaction's requests: IndexedDB commits a
   * transaction that has nothing pending. An error thrown by `work` aborts it: nothing is written.
   */
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
  const getRow = <T>(table: LocalTable, key: string): Promise<T | undefined> =>
    inTransaction([table], 'readonly', (tx) =>
      requestResult(tx.objectStore(table).get(key) as IDBRequest<T | undefined>),
    );
  const putRow = (table: LocalTable, row: unknown): Promise<void> =>
    inTransaction([table], 'readwrite', async (tx) => void tx.objectStore(table).put(row));
  const deleteRow = (table: LocalTable, key: string): Promise<void> =>
    inTransaction([table], 'readwrite', async (tx) => void tx.objectStore(table).delete(key));

  // ---- an in-memory copy of each queried collection: queries filter and sort it without
  // reading 10,000 rows from IndexedDB each time. Kept current by our commits; another tab's
  // change drops it (the next query reloads).
  const cache = new Map<string, Map<string, Row>>();
  const generation = new Map<string, number>();
  const loadCollection = async (collection: string): Promise<Row[]> => {
    const cached = cache.get(collection);
    if (cached) return [...cached.values()];
    const seen = generation.get(collection) ?? 0;
    const rows = await inTransaction(['docs'], 'readonly', (tx) =>
      requestResult(tx.objectStore('docs').index(PARENT_INDEX).getAll(collection) as IDBRequest<Row[]>),
    );
    // Only keep it if no commit touched the collection meanwhile.
    if ((generation.get(collection) ?? 0) === seen) cache.set(collection, new Map(rows.map((row) => [row.path, row])));
    return rows;
  };
  const forget = (changed: string[] | 'all') => {
    if (changed === 'all') {
      cache.clear();
      return;
    }
    for (const path of changed) {
      const parent = parentOf(path);
      generation.set(parent, (generation.get(parent) ?? 0) + 1);
      cache.delete(parent);
    }
  };

  // ---- live updates: local listeners, and other tabs through a BroadcastChannel ----
  type Sub = { affects(changed: string[] | 'all'): boolean; refresh(): void };
  const subs = new Set<Sub>();
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(localChangesChannel(name)) : null;
  const notify = (changed: string[] | 'all', fromOtherTab = false) => {
    if (changed !== 'all' && changed.length === 0) return;
    if (fromOtherTab) forget(changed);
    for (const sub of [...subs]) if (sub.affects(changed)) sub.refresh();
    if (!fromOtherTab) channel?.postMessage({ changed });
  };
  if (channel)
    channel.onmessage = (event: MessageEvent<{ changed: string[] | 'all' }>) => notify(event.data.changed, true);

  // ---- transactions are serialized: Web Locks across tabs when available, a queue otherwise ----
  let queue: Promise<unknown> = Promise.resolve();
  const withLock = <R>(work: () => Promise<R>): Promise<R> => {
    const locks = (globalThis.navigator as Navigator | undefined)?.locks;
    if (locks) return locks.request(`pretoire-data-tx:${name}`, work) as Promise<R>;
    const run = queue.then(work, work);
    queue = run.catch(() => undefined);
    return run;
  };

  const principalFrom = (auth: AuthIdentity, membership: DocData | undefined): Principal =>
    auth
      ? {
          uid: auth.uid,
          email: auth.email,
          firmId: typeof membership?.firmId === 'string' ? membership.firmId : null,
          role: membership?.role === 'owner' || membership?.role === 'member' ? membership.role : null,
        }
      : null;
  const principalOf = async (): Promise<Principal> => {
    const auth = getAuth();
    return principalFrom(auth, auth ? (await getRow<Row>('docs', paths.membership(auth.uid)))?.data : undefined);
  };

  /**
   * Applies a write set atomically. Inside the IDB transaction only its reads are awaited (the
   * documents involved, then the writes are queued): the read-set check (optimistic concurrency) and the policy run
   * synchronously on prefetched documents, so the transaction can never commit early.
   */
  const commit = async (
    writes: Write[],
    reads: Map<string, string | null> | null,
    enforce: boolean,
  ): Promise<Map<string, Row | null>> => {
    // Before the transaction: awaiting anything else inside would let IndexedDB commit it early.
    if (enforce && writes.length > 0) await loadWriteChecks();
    return inTransaction(['docs'], 'readwrite', async (tx) => {
      const docs = tx.objectStore('docs');
      const auth = enforce ? getAuth() : null;
      const wanted = new Set<string>([...(reads?.keys() ?? []), ...writes.map((w) => w.path)]);
      if (auth) wanted.add(paths.membership(auth.uid));
      // Joining with an invitation: the policy looks at that invitation as it will be after the write.
      for (const w of writes)
        if (w.kind === 'set' && typeof w.data.invitation === 'string' && !w.data.invitation.includes('/'))
          wanted.add(paths.invitation(w.data.invitation));
      // Accepting a proposed time: the policy compares the token with the request's (rules' get()).
      for (const w of writes)
        if (parentOf(w.path) === paths.bookingAcceptances()) wanted.add(paths.bookingRequest(idOf(w.path)));
      // Reversing a payment: the policy compares the counter-entry with the payment it reverses.
      for (const w of writes)
        if (w.kind === 'set' && parentOf(w.path).endsWith('/payments') && typeof w.data.reversalOf === 'string')
          wanted.add(`${parentOf(w.path)}/${w.data.reversalOf}`);
      const keys = [...wanted];
      const stored = new Map<string, Row | null>();
      (await Promise.all(keys.map((key) => requestResult(docs.get(key) as IDBRequest<Row | undefined>)))).forEach(
        (row, i) => {
          stored.set(keys[i]!, row ?? null);
        },
      );

      if (reads) for (const [path, seen] of reads) if ((stored.get(path)?.stamp ?? null) !== seen) throw new Conflict();
      const overlay = new Map<string, Row | null>();
      const current = (path: string): Row | null =>
        overlay.has(path) ? overlay.get(path)! : (stored.get(path) ?? null);
      const requests: AccessRequest[] = [];
      for (const write of writes) {
        const before = current(write.path);
        let after: Row | null = null;
        if (write.kind === 'update') {
          if (!before) throw new DataError('not-found', DATA_MESSAGES.notFound);
          after = { ...before, data: applyUpdate(before.data, write.patch), stamp: stamp() };
        } else if (write.kind === 'set') {
          const data = write.merge && before ? mergeData(before.data, write.data) : cloneData(write.data);
          after = { path: write.path, parent: parentOf(write.path), id: idOf(write.path), data, stamp: stamp() };
        }
        overlay.set(write.path, after);
        const op = write.kind === 'delete' ? 'delete' : before ? 'update' : 'create';
        requests.push({ op, path: write.path, before: before?.data ?? null, after: after?.data ?? null });
      }
      if (enforce) {
        // Like rules' get(): the caller's membership as it was before this write.
        const principal = principalFrom(auth, auth ? stored.get(paths.membership(auth.uid))?.data : undefined);
        for (const request of requests) checkAccess(principal, request, (path) => current(path)?.data ?? null);
      }
      for (const [path, row] of overlay) {
        if (row) docs.put(row);
        else docs.delete(path);
      }
      return overlay;
    });
  };

  /** After a commit: keep the collection cache current, then tell the subscribers (here and in other tabs). */
  const committed = (overlay: Map<string, Row | null>) => {
    for (const [path, row] of overlay) {
      const parent = parentOf(path);
      generation.set(parent, (generation.get(parent) ?? 0) + 1);
      const cached = cache.get(parent);
      if (cached && row) cached.set(path, row);
      else cached?.delete(path);
    }
    notify([...overlay.keys()]);
  };

  const write = async (writes: Write[], enforce: boolean) => {
    try {
      // The local database stands in for the server: offline, a save is refused (never silently kept).
      if (enforce) assertOnline();
      committed(await commit(writes, null, enforce));
    } catch (error) {
      throw toDataError(error);
    }
  };

  const readDoc = async (path: DocPath, enforce: boolean): Promise<Row | undefined> => {
    assertDocPath(path);
    const row = await getRow<Row>('docs', path);
    if (enforce) checkAccess(await principalOf(), { op: 'get', path, before: row?.data ?? null });
    return row;
  };

  const runQuery = async (
    query: Query,
    enforce: boolean,
    sums?: readonly string[],
  ): Promise<(StoredDoc & { stamp: string })[]> => {
    assertCollectionPath(query.collection);
    observeQuery(sums ? { query, sums } : { query });
    const principal = enforce ? await principalOf() : null;
    const match = matchPath(query.collection);
    const kinds = match ? POLICY[match.name].rules.list : [];
    const perDocument = enforce && needsDocumentData(kinds);
    if (enforce && !perDocument) checkAccess(principal, { op: 'list', path: query.collection });
    const rows = await loadCollection(query.collection);
    const cursor = query.startAfter !== undefined ? rows.find((row) => row.id === query.startAfter) : undefined;
    const result = evaluateQuery(rows, query, cursor) as Row[];
    // Like Firestore, a list is refused as a whole as soon as one document is not readable.
    if (perDocument) for (const row of result) checkAccess(principal, { op: 'list', path: row.path, before: row.data });
    return result;
  };

  const subscribe = <V>(
    affects: (changed: string[]) => boolean,
    compute: () => Promise<{ signature: string; value: V }>,
    onNext: (value: V) => void,
    onError?: (error: DataError) => void,
  ): Unsubscribe => {
    let closed = false;
    let running = false;
    let dirty = false;
    let last: string | undefined;
    const sub: Sub = {
      affects: (changed) => changed === 'all' || affects(changed),
      refresh: () => void run(),
    };
    const run = async () => {
      if (running) {
        dirty = true;
        return;
      }
      running = true;
      do {
        dirty = false;
        try {
          const { signature, value } = await compute();
          // Each change is delivered once: nothing is emitted when the result did not change.
          if (!closed && signature !== last) {
            last = signature;
            onNext(value);
          }
        } catch (error) {
          if (!closed) {
            // Like Firestore, a refused listener is cancelled after reporting the error.
            closed = true;
            subs.delete(sub);
            onError?.(toDataError(error));
          }
        }
      } while (dirty && !closed);
      running = false;
    };
    subs.add(sub);
    void run();
    return () => {
      closed = true;
      subs.delete(sub);
    };
  };

  const makeStore = (enforce: boolean): DocumentStore => ({
    async get<T>(path: DocPath) {
      try {
        const snapshot = toSnapshot<T>(path, await readDoc(path, enforce));
        countReads('get', path, 1);
        return snapshot;
      } catch (error) {
        throw toDataError(error);
      }
    },
    async set(path, data, options) {
      assertDocPath(path);
      return write([{ kind: 'set', path, data, merge: options?.merge ?? false }], enforce);
    },
    async update(path, patch) {
      assertDocPath(path);
      return write([{ kind: 'update', path, patch }], enforce);
    },
    async delete(path) {
      assertDocPath(path);
      return write([{ kind: 'delete', path }], enforce);
    },
    async query<T>(query: Query): Promise<QuerySnapshot<T>> {
      try {
        const rows = await runQuery(query, enforce);
        countReads('query', query.collection, rows.length);
        return { docs: rows.map((row) => ({ id: row.id, path: row.path, data: cloneData(row.data) as T })) };
      } catch (error) {
        throw toDataError(error);
      }
    },
    async aggregate(spec: AggregateSpec): Promise<AggregateResult> {
      try {
        checkAggregateSpec(spec);
        const sums = spec.sum ?? [];
        // The same policy check as a list of the collection, then a scan of the matching documents:
        // like Firestore, only those holding every summed field are aggregated.
        const rows = await runQuery(
          { collection: spec.collection, ...(spec.where ? { where: spec.where } : {}) },
          enforce,
          sums,
        );
        const matched = rows.filter((row) => sums.every((field) => getField(row.data, field) !== undefined));
        countReads('aggregate', spec.collection, aggregationReads(matched.length));
        const result: AggregateResult = {};
        if (spec.count) result.count = matched.length;
        if (spec.sum) {
          const totals: Record<string, number> = {};
          for (const field of sums) {
            let total = 0;
            for (const row of matched) {
              const value = getField(row.data, field);
              if (typeof value === 'number') total += value;
            }
            totals[field] = total;
          }
          result.sums = totals;
        }
        return result;
      } catch (error) {
        throw toDataError(error);
      }
    },
    subscribeDoc<T>(path: DocPath, onNext: (snapshot: DocSnapshot<T>) => void, onError?: (error: DataError) => void) {
      return subscribe(
        (changed) => changed.includes(path),
        async () => {
          const row = await readDoc(path, enforce);
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
      return subscribe(
        (changed) => changed.some((path) => parentOf(path) === query.collection),
        async () => {
          const rows = await runQuery(query, enforce);
          const versions = rows.map((row) => `${row.path}@${row.stamp}`);
          return {
            signature: versions.join('|'),
            value: {
              versions,
              snapshot: { docs: rows.map((row) => ({ id: row.id, path: row.path, data: cloneData(row.data) as T })) },
            },
          };
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
    runTransaction<R>(work: (tx: Transaction) => Promise<R>): Promise<R> {
      return withLock(async () => {
        for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
          const reads = new Map<string, string | null>();
          const writes: Write[] = [];
          const tx: Transaction = {
            async get<T>(path: DocPath) {
              if (writes.length > 0) throw new DataError('invalid-argument', DATA_MESSAGES.readAfterWrite);
              const row = await readDoc(path, enforce);
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
            committed(await commit(writes, reads, enforce));
            return result;
          } catch (error) {
            if (error instanceof Conflict) continue;
            throw toDataError(error);
          }
        }
        throw new DataError('aborted', DATA_MESSAGES.aborted);
      });
    },
    newId: randomId,
  });

  /** File operations: offline refused like a server upload, IndexedDB failures (quota…) as French DataErrors. */
  const fileGuard =
    <A extends unknown[], R>(enforce: boolean, work: (...args: A) => Promise<R>, writes: boolean) =>
    async (...args: A): Promise<R> => {
      try {
        if (enforce && writes) assertOnline();
        return await work(...args);
      } catch (error) {
        throw toDataError(error);
      }
    };

  const makeFiles = (enforce: boolean): FileStore => {
    const files = makeRawFiles(enforce);
    return {
      upload: fileGuard(enforce, files.upload, true),
      downloadUrl: fileGuard(enforce, files.downloadUrl, false),
      read: fileGuard(enforce, files.read, false),
      delete: fileGuard(enforce, files.delete, true),
    };
  };

  const makeRawFiles = (enforce: boolean): FileStore => ({
    async upload(path, file, uploadOptions) {
      const contentType = uploadOptions?.contentType ?? file.type;
      validateFile(file.size, contentType);
      if (enforce) checkFileAccess(await principalOf(), 'write', path);
      const total = file.size;
      uploadOptions?.onProgress?.({ bytesTransferred: 0, totalBytes: total });
      if (canStoreBlobs) {
        await putRow('files', {
          path,
          blob: file.slice(0, total, contentType),
          contentType,
          size: total,
          uploadedAt: new Date().toISOString(),
        });
        uploadOptions?.onProgress?.({ bytesTransferred: total, totalBytes: total });
      } else {
        // Read in chunks so that the caller sees progress, as with Cloud Storage.
        let base64 = '';
        for (let offset = 0; offset < total; offset += PROGRESS_CHUNK) {
          base64 += toBase64(
            new Uint8Array(await blobBytes(file.slice(offset, Math.min(total, offset + PROGRESS_CHUNK)))),
          );
          uploadOptions?.onProgress?.({
            bytesTransferred: Math.min(total, offset + PROGRESS_CHUNK),
            totalBytes: total,
          });
        }
        await putRow('files', { path, base64, contentType, size: total, uploadedAt: new Date().toISOString() });
      }
      return { path, size: total, contentType };
    },
    async downloadUrl(path) {
      if (enforce) checkFileAccess(await principalOf(), 'read', path);
      const row = await getRow<FileRow>('files', path);
      if (!row) throw new DataError('not-found', DATA_MESSAGES.fileNotFound);
      if (row.blob && typeof URL.createObjectURL === 'function') return URL.createObjectURL(row.blob);
      // No object URLs (jsdom) or no stored Blob: a data URL carries the same bytes.
      return `data:${row.contentType};base64,${row.base64 ?? toBase64(new Uint8Array(await blobBytes(row.blob!)))}`;
    },
    async read(path) {
      if (enforce) checkFileAccess(await principalOf(), 'read', path);
      const row = await getRow<FileRow>('files', path);
      if (!row) throw new DataError('not-found', DATA_MESSAGES.fileNotFound);
      if (row.blob) return row.blob;
      const binary = atob(row.base64 ?? '');
      const bytes = new Uint8Array(binary.length);
      for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
      return new Blob([bytes], { type: row.contentType });
    },
    async delete(path) {
      if (enforce) checkFileAccess(await principalOf(), 'write', path);
      await deleteRow('files', path);
    },
  });

  const enforce = options.enforcePolicy ?? true;
  return {
    store: makeStore(enforce),
    files: makeFiles(enforce),
    system: makeStore(false),
    systemFiles: makeFiles(false),
    meta: {
      get: async (key) => (await getRow<MetaRow>('meta', key))?.value,
      set: (key, value) => putRow('meta', { key, value } satisfies MetaRow),
    },
    async clear() {
      await inTransaction(['docs', 'files', 'meta'], 'readwrite', async (tx) => {
        for (const table of ['docs', 'files', 'meta'] as const) tx.objectStore(table).clear();
      });
      forget('all');
      notify('all');
    },
    close() {
      channel?.close();
      subs.clear();
      void opening?.then(
        (db) => db.close(),
        () => undefined,
      );
    },
  };
}
