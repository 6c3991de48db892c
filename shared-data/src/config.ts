/**
 * Build-time configuration. Webpack's DefinePlugin replaces the literal `process.env.X`
 * expressions; where one is not defined (browser without that define) reading it throws, hence
 * the guard.
 */
const read = (get: () => string | undefined): string | undefined => {
  try {
    return get() || undefined;
  } catch {
    return undefined;
  }
};

/** Which backend this build reads and writes: the local IndexedDB or Firestore. */
export type DataBackend = 'indexeddb' | 'firestore';

/** The backend chosen at build time; an app adapts what it says (e.g. local demo data) to it. */
export function dataBackend(): DataBackend {
  return read(() => process.env.PRETOIRE_DATA_BACKEND) === 'firestore' ? 'firestore' : 'indexeddb';
}

export function firebaseWebConfig(): Record<string, string> {
  return JSON.parse(read(() => process.env.PRETOIRE_FIREBASE_CONFIG) ?? '{}') as Record<string, string>;
}

/** `127.0.0.1:8080` when the Firestore emulator runs (CI with Java 21). */
export function firestoreEmulatorHost(): string | undefined {
  return read(() => process.env.PRETOIRE_FIRESTORE_EMULATOR_HOST);
}

/** `127.0.0.1:9199` when the Storage emulator runs. */
export function storageEmulatorHost(): string | undefined {
  return read(() => process.env.PRETOIRE_STORAGE_EMULATOR_HOST);
}
