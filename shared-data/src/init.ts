/**
 * Picks the adapter (the page's backend: config.ts), registers the membership resolver with
 * shared-auth and, for IndexedDB, loads the demo cabinet on the first visit. The Firestore
 * adapter is imported lazily so that pages on IndexedDB (and public pages) carry no Firebase code.
 */
import { getSession, setMembershipResolver } from 'shared-auth';
import { dataBackend } from './config.ts';
import { randomId } from './docs.ts';
import { isDemoDataSeeded } from './demoIds.ts';
import { toDataError } from './errors.ts';
import { createIndexedDbAdapter, type IndexedDbAdapter } from './indexeddb.ts';
import { LOCAL_DATABASE_NAME } from './localDatabase.ts';
import { paths } from './paths.ts';
import type {
  DataError,
  DocPath,
  DocSnapshot,
  DocumentStore,
  FileStore,
  Query,
  QuerySnapshot,
  Transaction,
  Unsubscribe,
} from './port.ts';
import type { Firm, Membership } from './schemas.ts';

export type ActiveAdapter = {
  backend: 'indexeddb' | 'firestore';
  store: DocumentStore;
  files: FileStore;
  local: IndexedDbAdapter | null;
};

let active: ActiveAdapter | null = null;
let starting: Promise<ActiveAdapter> | null = null;

export { LOCAL_DATABASE_NAME };

/** The signed-in user, as the IndexedDB policy sees it. */
export function sessionIdentity(): { uid: string; email: string } | null {
  const user = getSession().user;
  return user ? { uid: user.id, email: user.email } : null;
}

/** Role and cabinet name of a user, from `memberships/{uid}` and `firms/{firmId}`. */
export async function resolveMembership(
  store: DocumentStore,
  uid: string,
): Promise<{ role: 'owner' | 'member'; firmName?: string } | null> {
  const membership = (await store.get<Membership>(paths.membership(uid))).data;
  if (!membership) return null;
  const firm = (await store.get<Firm>(paths.firm(membership.firmId))).data;
  return firm ? { role: membership.role, firmName: firm.name } : { role: membership.role };
}

const loadFirestoreBackend = () => import('./firestoreBackend.ts');

/**
 * Fetches the code the store starts with (on Firestore, its adapter and the SDK) without starting
 * it: the shell calls it as a work-area page boots, so that code loads while the sign-in is
 * restored instead of after it (the SDK too: fetched only when the page's first read started the
 * store, it arrived ~250 ms later on /app/cases).
 */
export function preloadData(): void {
  if (dataBackend() === 'firestore')
    loadFirestoreBackend()
      .then((backend) => backend.loadFirestoreSdk())
      .catch(() => undefined);
}

async function start(): Promise<ActiveAdapter> {
  let adapter: ActiveAdapter;
  if (dataBackend() === 'firestore') {
    const { loadFirestoreAdapter } = await loadFirestoreBackend();
    const { store, files } = await loadFirestoreAdapter();
    adapter = { backend: 'firestore', store, files, local: null };
  } else {
    const local = createIndexedDbAdapter({ name: LOCAL_DATABASE_NAME, getAuth: sessionIdentity });
    if (!(await isDemoDataSeeded(local))) {
      const { ensureDemoData } = await import('./demo.ts');
      await ensureDemoData(local);
    }
    adapter = { backend: 'indexeddb', store: local.store, files: local.files, local };
  }
  active = adapter;
  setMembershipResolver((uid) => resolveMembership(adapter.store, uid));
  return adapter;
}

/** Idempotent: every caller gets the same start. */
export async function initData(): Promise<void> {
  await ready();
}

export function ready(): Promise<ActiveAdapter> {
  starting ??= start().catch((error: unknown) => {
    starting = null;
    throw toDataError(error);
  });
  return starting;
}

export function activeAdapter(): ActiveAdapter | null {
  return active;
}

/** For tests: forget the configured adapter (and close the local database). */
export function resetDataForTests(): void {
  active?.local?.close();
  active = null;
  starting = null;
  setMembershipResolver(null);
}

/** Subscribes once the adapter is ready; synchronously when it already is. */
function deferredSubscribe(
  subscribe: (store: DocumentStore) => Unsubscribe,
  onError?: (error: DataError) => void,
): Unsubscribe {
  if (active) return subscribe(active.store);
  let cancelled = false;
  let unsubscribe: Unsubscribe | null = null;
  ready().then(
    (adapter) => {
      if (!cancelled) unsubscribe = subscribe(adapter.store);
    },
    (error: unknown) => {
      if (!cancelled) onError?.(toDataError(error));
    },
  );
  return () => {
    cancelled = true;
    unsubscribe?.();
  };
}

/** The configured document store; usable before initData() resolves (it waits for it). */
const dataStore: DocumentStore = {
  get: async <T>(path: DocPath) => (await ready()).store.get<T>(path),
  set: async (path, data, options) => (await ready()).store.set(path, data, options),
  update: async (path, patch) => (await ready()).store.update(path, patch),
  delete: async (path) => (await ready()).store.delete(path),
  query: async <T>(query: Query) => (await ready()).store.query<T>(query),
  queryPage: async <T>(query: Query & { limit: number }) => (await ready()).store.queryPage<T>(query),
  getFields: async <T>(collection: string, ids: readonly string[], fields: readonly (keyof T & string)[]) =>
    (await ready()).store.getFields<T>(collection, ids, fields),
  aggregate: async (spec) => (await ready()).store.aggregate(spec),
  subscribeDoc: <T>(path: DocPath, onNext: (snapshot: DocSnapshot<T>) => void, onError?: (error: DataError) => void) =>
    deferredSubscribe((store) => store.subscribeDoc<T>(path, onNext, onError), onError),
  subscribeQuery: <T>(
    query: Query,
    onNext: (snapshot: QuerySnapshot<T>) => void,
    onError?: (error: DataError) => void,
  ) => deferredSubscribe((store) => store.subscribeQuery<T>(query, onNext, onError), onError),
  runTransaction: async <R>(work: (tx: Transaction) => Promise<R>) => (await ready()).store.runTransaction(work),
  newId: randomId,
};

const fileStore: FileStore = {
  upload: async (path, file, options) => (await ready()).files.upload(path, file, options),
  downloadUrl: async (path) => (await ready()).files.downloadUrl(path),
  read: async (path) => (await ready()).files.read(path),
  delete: async (path) => (await ready()).files.delete(path),
};

/** The document store of the running backend (after `initData`); only a feature's api/ and hooks/ call it. */
export function getDataStore(): DocumentStore {
  return dataStore;
}

/** The file store of the running backend (after `initData`); only a feature's api/ calls it. */
export function getFileStore(): FileStore {
  return fileStore;
}
