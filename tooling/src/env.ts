/**
 * Build-time configuration, read from the environment when an app is built. Nothing secret
 * lives in the repo: a real project's web config is passed as PRETOIRE_FIREBASE_CONFIG.
 * Without it every build targets the offline `demo-pretoire` project and its Auth emulator.
 */
const DEMO_CONFIG = {
  apiKey: 'demo-api-key',
  authDomain: 'demo-pretoire.firebaseapp.com',
  projectId: 'demo-pretoire',
  storageBucket: 'demo-pretoire.appspot.com',
  appId: 'demo-pretoire-web',
};

export const AUTH_EMULATOR_PORT = 9099;

export const FIRESTORE_EMULATOR_PORT = 8080;

export function firebaseDefines(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const config = env.PRETOIRE_FIREBASE_CONFIG
    ? (JSON.parse(env.PRETOIRE_FIREBASE_CONFIG) as typeof DEMO_CONFIG)
    : DEMO_CONFIG;
  const isDemo = config.projectId.startsWith('demo-');
  const emulator = env.PRETOIRE_AUTH_EMULATOR_URL ?? (isDemo ? `http://127.0.0.1:${AUTH_EMULATOR_PORT}` : '');
  // The demo project's Firestore is the local emulator (npm start, npm test); only a page on the
  // Firestore backend talks to it.
  const firestoreEmulator =
    env.PRETOIRE_FIRESTORE_EMULATOR_HOST ?? (isDemo ? `127.0.0.1:${FIRESTORE_EMULATOR_PORT}` : '');
  return {
    'process.env.PRETOIRE_FIREBASE_CONFIG': JSON.stringify(JSON.stringify(config)),
    'process.env.PRETOIRE_AUTH_EMULATOR_URL': JSON.stringify(emulator),
    'process.env.PRETOIRE_FIRESTORE_EMULATOR_HOST': JSON.stringify(firestoreEmulator),
    // Only where a Storage emulator runs (not on our machines: files then live in Firestore).
    'process.env.PRETOIRE_STORAGE_EMULATOR_HOST': JSON.stringify(env.PRETOIRE_STORAGE_EMULATOR_HOST ?? ''),
  };
}

export type DataBackend = 'firestore' | 'indexeddb';

/**
 * The backend a page reads and writes, from `<meta name="pretoire-data-backend">` in its HTML
 * (read by shared-data's config.ts). The build writes it from PRETOIRE_DATA_BACKEND; pretoire-compose
 * writes it again into every built page, so one build serves either backend without being rebuilt.
 */
export const DATA_BACKEND_META = 'pretoire-data-backend';

export const dataBackendOf = (env: NodeJS.ProcessEnv = process.env): DataBackend =>
  env.PRETOIRE_DATA_BACKEND === 'firestore' ? 'firestore' : 'indexeddb';

/** The page's HTML with its backend meta set to `backend`; null when the page has none. */
export function withDataBackend(html: string, backend: DataBackend): string | null {
  const meta = new RegExp(`<meta name="${DATA_BACKEND_META}" content="[^"]*"\\s*/?>`);
  return meta.test(html) ? html.replace(meta, `<meta name="${DATA_BACKEND_META}" content="${backend}" />`) : null;
}
