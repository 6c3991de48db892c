/**
 * Loaded only when PRETOIRE_DATA_BACKEND === 'firestore' (dynamic import from init.ts): the
 * Firebase app (shared with shared-auth), Firestore with offline persistence (persistent cache,
 * multi-tab), Cloud Storage, and the emulators when configured.
 */
import { firebaseWebConfig, firestoreEmulatorHost, storageEmulatorHost } from './config.ts';
import { createFirestoreAdapter } from './firestore.ts';

const hostAndPort = (value: string): [string, number] => {
  const [host, port] = value.replace(/^https?:\/\//, '').split(':');
  return [host ?? '127.0.0.1', Number(port)];
};

export async function loadFirestoreAdapter() {
  const [{ getApps, initializeApp }, fs, st] = await Promise.all([
    import('firebase/app'),
    import('firebase/firestore'),
    import('firebase/storage'),
  ]);
  const app = getApps()[0] ?? initializeApp(firebaseWebConfig());
  let db: ReturnType<typeof fs.getFirestore>;
  try {
    db = fs.initializeFirestore(app, {
      localCache: fs.persistentLocalCache({ tabManager: fs.persistentMultipleTabManager() }),
    });
  } catch {
    // Already initialised (hot reload, second caller): reuse it.
    db = fs.getFirestore(app);
  }
  const firestoreEmulator = firestoreEmulatorHost();
  if (firestoreEmulator) fs.connectFirestoreEmulator(db, ...hostAndPort(firestoreEmulator));
  const storage = st.getStorage(app);
  const storageEmulator = storageEmulatorHost();
  if (storageEmulator) st.connectStorageEmulator(storage, ...hostAndPort(storageEmulator));
  return createFirestoreAdapter({ db, sdk: fs, storage, storageSdk: st });
}
