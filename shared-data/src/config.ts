/**
 * Configuration. The backend is named by the page (dataBackend); the rest is build-time: webpack's
 * DefinePlugin replaces the literal `process.env.X` expressions; where one is not defined
 * (browser without that define) reading it throws, hence the guard.
 */
const read = (get: () => string | undefined): string | undefined => {
  try {
    return get() || undefined;
  } catch {
    return undefined;
  }
};

/** Which backend a page reads and writes: the local IndexedDB or Firestore. */
export type DataBackend = 'indexeddb' | 'firestore';

/**
 * The backend of this page, named in its HTML (`<meta name="pretoire-data-backend">`, written by
 * the build and by pretoire-compose: tooling/src/env.ts), so one build serves either; outside a
 * page (jest, Node) the environment's PRETOIRE_DATA_BACKEND. An app adapts what it says (e.g.
 * local demo data) to it.
 */
export function dataBackend(): DataBackend {
  const named =
    typeof document === 'undefined'
      ? undefined
      : document.querySelector<HTMLMetaElement>('meta[name="pretoire-data-backend"]')?.content;
  // In a page built by webpack, `process.env` reads as `{}` (no define for this one): undefined.
  const fromEnvironment = typeof process === 'undefined' ? undefined : process.env.PRETOIRE_DATA_BACKEND;
  return (named ?? fromEnvironment) === 'firestore' ? 'firestore' : 'indexeddb';
}

export function firebaseWebConfig(): Record<string, string> {
  return JSON.parse(read(() => process.env.PRETOIRE_FIREBASE_CONFIG) ?? '{}') as Record<string, string>;
}

/** `127.0.0.1:8080` for the demo project, whose Firestore is the local emulator (read only on that backend). */
export function firestoreEmulatorHost(): string | undefined {
  return read(() => process.env.PRETOIRE_FIRESTORE_EMULATOR_HOST);
}

/** `127.0.0.1:9199` when the Storage emulator runs. */
export function storageEmulatorHost(): string | undefined {
  return read(() => process.env.PRETOIRE_STORAGE_EMULATOR_HOST);
}
