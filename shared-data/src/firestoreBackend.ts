/**
 * Loaded only when PRETOIRE_DATA_BACKEND === 'firestore' (dynamic import from init.ts): the
 * Firebase app (shared with shared-auth), Firestore with its cache in memory (and Firestore Lite
 * for exports, loaded at the first), the emulators when
 * configured, and the file store: Cloud Storage in production (or
 * its emulator), Firestore documents in local mode — the Firestore emulator without a Storage
 * emulator, which cannot run on our machines — so that files too are shared between browsers.
 */
import { getIdToken, getSession } from 'shared-auth';
import { firebaseWebConfig, firestoreEmulatorHost, storageEmulatorHost } from './config.ts';
import { createFirestoreAdapter, KEEP_LISTENING_MS, loadOnce } from './firestore.ts';
import type { FileStore } from './port.ts';

const hostAndPort = (value: string): [string, number] => {
  const [host, port] = value.replace(/^https?:\/\//, '').split(':');
  return [host ?? '127.0.0.1', Number(port)];
};

/** The SDK's code (Firebase app, Firestore), fetched without starting anything: preloadData asks for it early. */
export const loadFirestoreSdk = () => Promise.all([import('firebase/app'), import('firebase/firestore')]);

export async function loadFirestoreAdapter() {
  const [{ getApps, initializeApp }, fs] = await loadFirestoreSdk();
  const app = getApps()[0] ?? initializeApp(firebaseWebConfig());
  let db: ReturnType<typeof fs.getFirestore>;
  try {
    db = fs.initializeFirestore(app, {
      // In memory, not on disk: a cabinet's clients and invoices must not stay in the browser's
      // storage after sign-out on a shared computer (professional secrecy), and writing every
      // document read into IndexedDB was a third of a list search's main-thread work (bench:scale).
      // The app was never an offline one: writes are refused offline.
      localCache: fs.memoryLocalCache(),
    });
  } catch {
    // Already initialised (hot reload, second caller): reuse it.
    db = fs.getFirestore(app);
  }
  const firestoreEmulator = firestoreEmulatorHost();
  if (firestoreEmulator) fs.connectFirestoreEmulator(db, ...hostAndPort(firestoreEmulator));
  // Exports' pages: Firestore Lite on the same app (the signed-in user's token), only when one runs.
  const loadPageReader = async () => {
    const lite = await import('firebase/firestore/lite');
    const liteDb = lite.getFirestore(app);
    if (firestoreEmulator) lite.connectFirestoreEmulator(liteDb, ...hostAndPort(firestoreEmulator));
    return { db: liteDb, sdk: lite };
  };
  // Some fields of documents named by id (a dossier's label), as the signed-in user, over REST.
  const loadFieldReader = async () =>
    (await import('./firestoreFields.ts')).createRestFieldReader({ idToken: getIdToken });
  // The browser keeps a live read open a while after its screen left (liveReads.ts).
  const readers = {
    db,
    sdk: fs,
    loadPageReader,
    loadFieldReader,
    keepListeningMs: KEEP_LISTENING_MS,
    currentUid: () => getSession().user?.id,
  };
  const storageEmulator = storageEmulatorHost();
  if (firestoreEmulator && !storageEmulator) {
    // Local mode: files in Firestore documents, under the same rules (no firebase/storage loaded),
    // their code loaded at the first file operation: no first screen stores or reads a file.
    const { store } = createFirestoreAdapter(readers);
    const files = lazyFileStore(async () =>
      (await import('./firestoreFiles.ts')).createFirestoreFileStore({
        db,
        sdk: fs,
        currentUid: () => getSession().user?.id,
      }),
    );
    return { store, files };
  }
  const st = await import('firebase/storage');
  const storage = st.getStorage(app);
  if (storageEmulator) st.connectStorageEmulator(storage, ...hostAndPort(storageEmulator));
  return createFirestoreAdapter({ ...readers, storage, storageSdk: st });
}

/** A file store whose code loads at its first call (and again after a failed load). */
function lazyFileStore(load: () => Promise<FileStore>): FileStore {
  const files = loadOnce(load);
  return {
    upload: async (path, file, options) => (await files()).upload(path, file, options),
    downloadUrl: async (path) => (await files()).downloadUrl(path),
    read: async (path) => (await files()).read(path),
    delete: async (path) => (await files()).delete(path),
  };
}
