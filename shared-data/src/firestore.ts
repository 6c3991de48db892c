/**
 * Adapter 1: Firestore + Cloud Storage with the modular SDK. This file only uses SDK *types*:
 * the functions are handed in (`sdk`, `storageSdk`) by firestoreBackend.ts, which imports them
 * lazily — so public pages carry no Firebase code, and the translation is unit-testable.
 */
import type * as FirestoreModule from 'firebase/firestore';
import type * as FirestoreLiteModule from 'firebase/firestore/lite';
import type * as StorageModule from 'firebase/storage';
import { cloneData, randomId, stableStringify } from './docs.ts';
import { assertOnline, DATA_MESSAGES, toDataError } from './errors.ts';
import { validateFile } from './files.ts';
import { sharedLiveReads } from './liveReads.ts';
import { idOf } from './paths.ts';
import {
  type AggregateResult,
  type AggregateSpec,
  checkAggregateSpec,
  DataError,
  type DocData,
  type DocSnapshot,
  type DocumentStore,
  type FileStore,
  type Query,
  type QuerySnapshot,
  type Transaction,
  type Unsubscribe,
  type WhereOp,
} from './port.ts';
import { aggregationReads, countingReads, countReads, observeQuery } from './readCounter.ts';
import { SERVER_SILENCE_MS, setServerReconnect, setServerSilent } from './serverReach.ts';
import type { FieldReader } from './firestoreFields.ts';

type FirestoreSdk = Pick<
  typeof FirestoreModule,
  | 'doc'
  | 'collection'
  | 'getDoc'
  | 'getDocs'
  | 'setDoc'
  | 'updateDoc'
  | 'deleteDoc'
  | 'query'
  | 'where'
  | 'orderBy'
  | 'limit'
  | 'startAfter'
  | 'onSnapshot'
  | 'runTransaction'
  | 'getAggregateFromServer'
  | 'count'
  | 'sum'
  | 'disableNetwork'
  | 'enableNetwork'
>;
/** Firestore Lite: one-time reads over REST, without the full SDK's query views and cache. */
type FirestoreLiteSdk = Pick<
  typeof FirestoreLiteModule,
  'doc' | 'collection' | 'getDoc' | 'getDocs' | 'query' | 'where' | 'orderBy' | 'limit' | 'startAfter'
>;
/** What reads the pages of bulk reads (`DocumentStore.queryPage`): Firestore Lite on the same app. */
export type PageReader = { db: FirestoreLiteModule.Firestore; sdk: FirestoreLiteSdk };
type StorageSdk = Pick<
  typeof StorageModule,
  'ref' | 'uploadBytesResumable' | 'getDownloadURL' | 'getBlob' | 'deleteObject'
>;

/**
 * Attempts before a transaction gives up. The SDK's default (5) let only 28–44 of 100 concurrent
 * increments of one counter commit against the emulator: people issuing invoices at the same
 * moment would see errors. Each retry waits longer (the SDK's exponential backoff with jitter),
 * so contention resolves instead of failing; the gap-free yearly numbering stays one counter.
 */
export const TRANSACTION_ATTEMPTS = 50;

/**
 * Firestore checks the rules of a transaction's writes before its read preconditions: when a rule
 * compares the write with the stored document (a CARPA ledger moves one movement at a time), a
 * write computed from a read that another session has since overtaken is refused as
 * `permission-denied`, which the SDK never retries. Such a refusal is run again, from fresh reads,
 * when a document the transaction read has changed since — up to this many times; a refusal on
 * unchanged documents is a real one and is reported at once.
 */
export const STALE_REFUSAL_ATTEMPTS = 20;

/** Same data, whatever the key order (what a transaction read vs. what is stored now). */
function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  return (
    keysA.length === keysB.length &&
    keysA.every((key) => sameData((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}

export type FirestoreAdapterDeps = {
  db: FirestoreModule.Firestore;
  sdk: FirestoreSdk;
  /** Loads the page reader at the first bulk read (Firestore Lite stays out of the screens' bundles). */
  loadPageReader: () => Promise<PageReader>;
  /** Loads the field reader at the first `getFields` (firestoreFields.ts: REST `batchGet` with a mask). */
  loadFieldReader: () => Promise<FieldReader>;
  storage?: StorageModule.FirebaseStorage | null;
  storageSdk?: StorageSdk | null;
  /**
   * How long a live read stays open after the last screen left it (liveReads.ts): the browser's
   * adapter keeps them {@link KEEP_LISTENING_MS}; 0 (tests, tools) ends each with its caller.
   */
  keepListeningMs?: number;
  /** Whose session reads (liveReads.ts: nothing one user listened to is lent to the next). */
  currentUid?: () => string | undefined;
};

/**
 * How long the browser keeps a live read open after its screen left: the time to read a dossier
 * opened from its list and come back to the list, found at once and not read again.
 */
export const KEEP_LISTENING_MS = 120_000;

/** The constraint builders of either SDK (full or Lite): the same calls, each SDK's own classes. */
type ConstraintSdk<Constraint> = {
  where(field: string, op: WhereOp, value: unknown): Constraint;
  orderBy(field: string, direction: 'asc' | 'desc'): Constraint;
  startAfter(cursor: never): Constraint;
  limit(limit: number): Constraint;
};

/**
 * Port query → SDK constraints, in the order Firestore wants them: filters, orderings, the
 * cursor (a snapshot of the `startAfter` document), the limit.
 */
export function toQueryConstraints<Constraint = FirestoreModule.QueryConstraint>(
  sdk: ConstraintSdk<NoInfer<Constraint>>,
  query: Query,
  cursor?: unknown,
): Constraint[] {
  const constraints: Constraint[] = [];
  for (const clause of query.where ?? []) constraints.push(sdk.where(clause.field, clause.op, clause.value));
  for (const order of query.orderBy ?? []) constraints.push(sdk.orderBy(order.field, order.direction ?? 'asc'));
  if (query.startAfter !== undefined) {
    if (cursor === undefined)
      throw new DataError(
        'invalid-argument',
        'Curseur de pagination introuvable : le document de départ n’existe plus.',
      );
    constraints.push(sdk.startAfter(cursor as never));
  }
  if (query.limit !== undefined) constraints.push(sdk.limit(query.limit));
  return constraints;
}

const docSnapshot = <T>(snapshot: FirestoreModule.DocumentSnapshot): DocSnapshot<T> => ({
  id: snapshot.id,
  path: snapshot.ref.path,
  exists: snapshot.exists(),
  data: snapshot.exists() ? (snapshot.data() as T) : null,
});
/** `load` run at the first call and its answer kept — run again at the next call after it failed. */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | null = null;
  return () =>
    (loaded ??= load().catch((error: unknown) => {
      loaded = null;
      throw error;
    }));
}

/** Either SDK's query results (full or Lite), as the port gives them. */
const querySnapshot = <T>(snapshot: {
  docs: readonly { id: string; ref: { path: string }; data(): unknown }[];
}): QuerySnapshot<T> => ({
  docs: snapshot.docs.map((doc) => ({ id: doc.id, path: doc.ref.path, data: doc.data() as T })),
});

/**
 * Documents a live query's snapshot read from the server, as Firestore bills them (readCounter.ts):
 * none for the cache's answer alone (nothing was read: it is what other queries brought); all of
 * them at the server's first answer; then those added or modified (a removal reads no document).
 */
const readBy = (snapshot: FirestoreModule.QuerySnapshot, serverAnswered: boolean): number =>
  snapshot.metadata.fromCache
    ? 0
    : serverAnswered
      ? snapshot.docChanges().filter((change) => change.type !== 'removed').length
      : snapshot.docs.length;

/**
 * How long a live query's first answer from the cache alone waits for the server's (which
 * Firestore gives in 0.1–0.3 s) before it is shown: what the cache holds, while the server is
 * slow or out of reach.
 */
const CACHE_ANSWER_GRACE_MS = 1_000;
/** The browser knows it is offline (no network): the cache's answer is the only one to come. */
const online = () => globalThis.navigator?.onLine !== false;

/** Live reads that have waited for the server past SERVER_SILENCE_MS (serverReach.ts). */
const silentReads = new Set<object>();

/**
 * One live read's wait for the server: from its start, and again when the SDK, having lost the
 * server, answers from its cache (a metadata change) — until the server answers it, or it ends.
 */
function serverWait() {
  const read = {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  const wait = () => {
    timer ??= setTimeout(() => {
      silentReads.add(read);
      setServerSilent(true);
    }, SERVER_SILENCE_MS);
  };
  const end = () => {
    clearTimeout(timer);
    timer = undefined;
    if (silentReads.delete(read)) setServerSilent(silentReads.size > 0);
  };
  wait();
  return {
    heard(fromServer: boolean) {
      if (fromServer) end();
      else if (online()) wait();
    },
    end,
  };
}

/** Query results whose last document the adapter keeps as a ready cursor. */
const LAST_DOCS_KEPT = 50;

/**
 * The last document of the latest query results, by path: the next page's cursor is almost
 * always one of them (a list's « Afficher plus », an export's next page), so it needs no read of
 * its own — the values the page was cut at are the ones that were shown. A few dozen at most.
 * One per SDK: a cursor is a snapshot of the SDK that runs the query.
 */
function lastDocsMemo<Snapshot extends { ref: { path: string } }>() {
  const lastDocs = new Map<string, Snapshot>();
  return {
    remember(docs: readonly Snapshot[]) {
      const last = docs.at(-1);
      if (!last) return;
      lastDocs.delete(last.ref.path);
      lastDocs.set(last.ref.path, last);
      if (lastDocs.size > LAST_DOCS_KEPT) lastDocs.delete(lastDocs.keys().next().value!);
    },
    get: (path: string) => lastDocs.get(path),
  };
}

export function createFirestoreAdapter(deps: FirestoreAdapterDeps): { store: DocumentStore; files: FileStore } {
  const { db, sdk } = deps;
  const ref = (path: string) => sdk.doc(db, path);

  // « Réessayer maintenant »: the SDK reconnects at once, where it would wait up to a minute.
  setServerReconnect(async () => {
    await sdk.disableNetwork(db);
    await sdk.enableNetwork(db);
  });

  const lastDocs = lastDocsMemo<FirestoreModule.DocumentSnapshot>();
  const liveReads = sharedLiveReads(deps.keepListeningMs ?? 0, deps.currentUid ?? (() => undefined));
  const lastPageDocs = lastDocsMemo<FirestoreLiteModule.DocumentSnapshot>();

  /**
   * The cursor of a query (Firestore pages by values): the remembered snapshot of its `startAfter`
   * document, else that document read (undefined when it no longer exists).
   */
  const cursorOf = async <Snapshot extends { exists(): boolean }>(
    query: Query,
    known: (path: string) => Snapshot | undefined,
    read: (path: string) => Promise<Snapshot>,
  ): Promise<Snapshot | undefined> => {
    if (query.startAfter === undefined) return undefined;
    const path = `${query.collection}/${query.startAfter}`;
    const remembered = known(path);
    if (remembered) return remembered;
    const snapshot = await read(path);
    countReads('get', query.collection, 1);
    return snapshot.exists() ? snapshot : undefined;
  };

  /** Builds the SDK query, with its cursor. */
  const buildQuery = async (query: Query): Promise<FirestoreModule.Query> => {
    observeQuery({ query });
    const cursor = await cursorOf(query, lastDocs.get, (path) => sdk.getDoc(ref(path)));
    return sdk.query(sdk.collection(db, query.collection), ...toQueryConstraints(sdk, query, cursor));
  };

  /** The REST field reader, loaded at the first `getFields`. */
  const fieldReader = loadOnce(deps.loadFieldReader);
  /** Firestore Lite, loaded at the first bulk read. */
  const pageReader = loadOnce(deps.loadPageReader);
  const readPage = async <T>(query: Query): Promise<QuerySnapshot<T>> => {
    observeQuery({ query });
    const lite = await pageReader();
    const cursor = await cursorOf(query, lastPageDocs.get, (path) => lite.sdk.getDoc(lite.sdk.doc(lite.db, path)));
    const result = await lite.sdk.getDocs(
      lite.sdk.query(
        lite.sdk.collection(lite.db, query.collection),
        ...toQueryConstraints<FirestoreLiteModule.QueryConstraint>(lite.sdk, query, cursor),
      ),
    );
    lastPageDocs.remember(result.docs);
    return querySnapshot<T>(result);
  };

  /** Whether a document a transaction read differs now (a document it may not read counts as unchanged). */
  const readsOvertaken = async (reads: ReadonlyMap<string, unknown>): Promise<boolean> => {
    for (const [path, data] of reads) {
      try {
        const now = await sdk.getDoc(ref(path));
        countReads('get', path, 1);
        if (!sameData(now.exists() ? now.data() : null, data)) return true;
      } catch {
        // Not readable: it cannot explain the refusal.
      }
    }
    return false;
  };

  const guard = async <R>(work: () => Promise<R>): Promise<R> => {
    try {
      return await work();
    } catch (error) {
      throw toDataError(error);
    }
  };

  /**
   * Writes while offline: the SDK would queue them in its cache and resolve only once online, so
   * the user would believe it saved. Refused at once with the same French message as the local adapter.
   */
  const guardWrite = <R>(work: () => Promise<R>): Promise<R> =>
    guard(() => {
      assertOnline();
      return work();
    });

  /** One live read of a document, as a screen sees it (liveReads.ts shares and keeps it). */
  const listenDoc = <T>(
    path: string,
    onNext: (snapshot: DocSnapshot<T>) => void,
    onError?: (error: DataError) => void,
  ): Unsubscribe => {
    // What was shown (its data, serialized), and whether the server has answered.
    let shown: string | undefined;
    let serverAnswered = false;
    const server = serverWait();
    const unsubscribe = sdk.onSnapshot(
      ref(path),
      // Metadata changes too: the server's answer is known even when the cache had the same.
      { includeMetadataChanges: true },
      (snapshot) => {
        const fromServer = !snapshot.metadata.fromCache;
        server.heard(fromServer);
        if (fromServer && !serverAnswered) countReads('listen', path, 1);
        // The cache not holding a document is not its absence: when the server is slow (the SDK
        // answers from the cache after 10 s without it), a membership not yet read said « Aucun
        // cabinet », a dossier « introuvable ». Wait for the server, unless the browser is offline.
        if (!fromServer && !snapshot.exists() && online()) return;
        const data = snapshot.exists() ? JSON.stringify(snapshot.data()) : '';
        const changed = data !== shown;
        // After the server's first answer, one read per change of the document.
        if (changed && serverAnswered && fromServer) countReads('listen', path, 1);
        serverAnswered ||= fromServer;
        // A write confirmed, or the server agreeing with the cache, changes nothing shown.
        if (!changed) return;
        shown = data;
        onNext(docSnapshot<T>(snapshot));
      },
      (error) => {
        server.end();
        onError?.(toDataError(error));
      },
    );
    return () => {
      server.end();
      unsubscribe();
    };
  };

  /** One live query, as a screen sees it (liveReads.ts shares and keeps it). */
  const listenQuery = <T>(
    query: Query,
    onNext: (snapshot: QuerySnapshot<T>) => void,
    onError?: (error: DataError) => void,
  ): Unsubscribe => {
    let cancelled = false;
    let unsubscribe: Unsubscribe | null = null;
    let delivered = false;
    let grace: ReturnType<typeof setTimeout> | undefined;
    let held: FirestoreModule.QuerySnapshot | null = null;
    let graceOver = false;
    // The cache's answer was shown, the server's not come yet.
    let pending = false;
    let serverAnswered = false;
    const server = serverWait();
    const deliver = (snapshot: FirestoreModule.QuerySnapshot) => {
      clearTimeout(grace);
      held = null;
      delivered = true;
      pending = snapshot.metadata.fromCache && online();
      lastDocs.remember(snapshot.docs);
      onNext(pending ? { ...querySnapshot<T>(snapshot), pending } : querySnapshot<T>(snapshot));
    };
    buildQuery(query).then(
      (built) => {
        if (cancelled) return;
        unsubscribe = sdk.onSnapshot(
          built,
          // Metadata changes too: the server's answer is known even when it changes no document.
          { includeMetadataChanges: true },
          (snapshot) => {
            // Every snapshot, shown or not: the server's first answer is read even when it
            // changes nothing the cache had shown.
            if (countingReads()) countReads('listen', query.collection, readBy(snapshot, serverAnswered));
            server.heard(!snapshot.metadata.fromCache);
            serverAnswered ||= !snapshot.metadata.fromCache;
            if (delivered) {
              // Documents that changed, or the server's answer after the cache's — not a write
              // confirmed nor a return in sync, which change none.
              if (snapshot.docChanges().length > 0 || (pending && !snapshot.metadata.fromCache)) deliver(snapshot);
              return;
            }
            // The cache's answer before the server's is often a part of it — a next page's first
            // document, read as the previous page's last; an agenda's month, the days of the
            // previous one its grid shows —: drawn, then drawn again whole a moment later. Shown
            // only when the server is slow to answer or unreachable.
            // Nor is the cache holding none of them an answer (the server unreachable, the SDK
            // answering from a cache this page never filled): « aucun dossier » would be false.
            if (snapshot.metadata.fromCache && online()) {
              held = snapshot.docs.length > 0 ? snapshot : null;
              if (graceOver && held) deliver(held);
              else
                grace ??= setTimeout(() => {
                  graceOver = true;
                  if (held) deliver(held);
                }, CACHE_ANSWER_GRACE_MS);
              return;
            }
            deliver(snapshot);
          },
          (error) => {
            clearTimeout(grace);
            server.end();
            onError?.(toDataError(error));
          },
        );
      },
      (error: unknown) => {
        server.end();
        if (!cancelled) onError?.(toDataError(error));
      },
    );
    return () => {
      cancelled = true;
      clearTimeout(grace);
      server.end();
      unsubscribe?.();
    };
  };

  const store: DocumentStore = {
    get: <T>(path: string) =>
      guard(async () => {
        const snapshot = docSnapshot<T>(await sdk.getDoc(ref(path)));
        countReads('get', path, 1);
        return snapshot;
      }),
    set: (path, data, options) =>
      guardWrite(() => sdk.setDoc(ref(path), cloneData(data), { merge: options?.merge ?? false })),
    update: (path, patch) => guardWrite(() => sdk.updateDoc(ref(path), cloneData(patch))),
    delete: (path) => guardWrite(() => sdk.deleteDoc(ref(path))),
    query: <T>(query: Query) =>
      guard(async () => {
        const result = await sdk.getDocs(await buildQuery(query));
        lastDocs.remember(result.docs);
        const snapshot = querySnapshot<T>(result);
        countReads('query', query.collection, snapshot.docs.length);
        return snapshot;
      }),
    getFields: <T>(collection: string, ids: readonly string[], fields: readonly string[]) =>
      guard(async () => {
        if (ids.length === 0) return { docs: [] };
        const found = await (await fieldReader())(
          ids.map((id) => `${collection}/${id}`),
          fields,
        );
        countReads('get', collection, ids.length);
        return {
          docs: [...found].map(([path, data]) => ({ id: idOf(path), path, data: data as Partial<T> })),
        };
      }),
    queryPage: <T>(query: Query) =>
      guard(async () => {
        const snapshot = await readPage<T>(query);
        countReads('query', query.collection, snapshot.docs.length);
        return snapshot;
      }),
    aggregate: (spec: AggregateSpec) =>
      guard(async () => {
        checkAggregateSpec(spec);
        const sums = spec.sum ?? [];
        const query: Query = {
          collection: spec.collection,
          ...(spec.where ? { where: spec.where } : {}),
          ...(spec.upTo !== undefined ? { limit: spec.upTo } : {}),
        };
        observeQuery({ query, sums });
        // Aliases of our own (a field path may hold dots); the count is always asked: it is the number
        // of index entries matched, what Firestore bills (readCounter.ts), and costs nothing more.
        const fields: Record<string, ReturnType<FirestoreSdk['count']> | ReturnType<FirestoreSdk['sum']>> = {
          matched: sdk.count(),
        };
        sums.forEach((field, index) => {
          fields[`sum${index}`] = sdk.sum(field);
        });
        const snapshot = await sdk.getAggregateFromServer(
          sdk.query(sdk.collection(db, spec.collection), ...toQueryConstraints(sdk, query)),
          fields,
        );
        const data = snapshot.data() as Record<string, number | null>;
        const matched = Number(data.matched ?? 0);
        countReads('aggregate', spec.collection, aggregationReads(matched));
        const result: AggregateResult = {};
        if (spec.count) result.count = matched;
        if (spec.sum)
          result.sums = Object.fromEntries(sums.map((field, index) => [field, Number(data[`sum${index}`] ?? 0)]));
        return result;
      }),
    subscribeDoc: <T>(path: string, onNext: (snapshot: DocSnapshot<T>) => void, onError?: (error: DataError) => void) =>
      liveReads.listen(`doc ${path}`, (next, error) => listenDoc<T>(path, next, error), {
        next: onNext,
        error: onError,
      }),
    subscribeQuery: <T>(
      query: Query,
      onNext: (snapshot: QuerySnapshot<T>) => void,
      onError?: (error: DataError) => void,
    ) =>
      liveReads.listen(`query ${stableStringify(query)}`, (next, error) => listenQuery<T>(query, next, error), {
        next: onNext,
        error: onError,
      }),
    runTransaction<R>(work: (tx: Transaction) => Promise<R>): Promise<R> {
      return guardWrite(async () => {
        for (let attempt = 1; ; attempt += 1) {
          // What the last run of `work` read: path → data (null: no document).
          const reads = new Map<string, unknown>();
          try {
            return await sdk.runTransaction(
              db,
              (transaction) => {
                reads.clear();
                const tx: Transaction = {
                  get: async <T>(path: string) => {
                    const snapshot = await transaction.get(ref(path));
                    countReads('transaction', path, 1);
                    reads.set(path, snapshot.exists() ? snapshot.data() : null);
                    return docSnapshot<T>(snapshot);
                  },
                  set: (path, data: DocData, options) =>
                    void transaction.set(ref(path), cloneData(data), { merge: options?.merge ?? false }),
                  update: (path, patch) => void transaction.update(ref(path), cloneData(patch)),
                  delete: (path) => void transaction.delete(ref(path)),
                };
                return work(tx);
              },
              { maxAttempts: TRANSACTION_ATTEMPTS },
            );
          } catch (error) {
            if (attempt >= STALE_REFUSAL_ATTEMPTS || toDataError(error).code !== 'permission-denied') throw error;
            if (!(await readsOvertaken(reads))) throw error;
            // Another session moved first: run again from fresh reads, after a short random pause.
            await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
          }
        }
      });
    },
    newId: randomId,
  };

  const storageOf = () => {
    if (!deps.storage || !deps.storageSdk) throw new DataError('unavailable', DATA_MESSAGES.unavailable);
    return { storage: deps.storage, st: deps.storageSdk };
  };

  const files: FileStore = {
    async upload(path, file, options) {
      const contentType = options?.contentType ?? file.type;
      validateFile(file.size, contentType);
      try {
        assertOnline();
      } catch (error) {
        throw toDataError(error);
      }
      const { storage, st } = storageOf();
      return new Promise((resolve, reject) => {
        const task = st.uploadBytesResumable(st.ref(storage, path), file, { contentType });
        task.on(
          'state_changed',
          (snapshot) =>
            options?.onProgress?.({ bytesTransferred: snapshot.bytesTransferred, totalBytes: snapshot.totalBytes }),
          (error) => reject(toDataError(error)),
          () => resolve({ path, size: file.size, contentType }),
        );
      });
    },
    downloadUrl: (path) =>
      guard(() => {
        const { storage, st } = storageOf();
        return st.getDownloadURL(st.ref(storage, path));
      }),
    read: (path) =>
      guard(() => {
        const { storage, st } = storageOf();
        return st.getBlob(st.ref(storage, path));
      }),
    delete: (path) =>
      guardWrite(async () => {
        const { storage, st } = storageOf();
        return st.deleteObject(st.ref(storage, path));
      }),
  };

  return { store, files };
}

/** The id of the document a path names (re-exported for symmetry with the IndexedDB adapter). */
export const firestoreIdOf = idOf;
