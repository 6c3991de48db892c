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

export function firebaseDefines(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const config = env.PRETOIRE_FIREBASE_CONFIG
    ? (JSON.parse(env.PRETOIRE_FIREBASE_CONFIG) as typeof DEMO_CONFIG)
    : DEMO_CONFIG;
  const isDemo = config.projectId.startsWith('demo-');
  const emulator = env.PRETOIRE_AUTH_EMULATOR_URL ?? (isDemo ? `http://127.0.0.1:${AUTH_EMULATOR_PORT}` : '');
  return {
    'process.env.PRETOIRE_FIREBASE_CONFIG': JSON.stringify(JSON.stringify(config)),
    'process.env.PRETOIRE_AUTH_EMULATOR_URL': JSON.stringify(emulator),
    'process.env.PRETOIRE_DATA_BACKEND': JSON.stringify(env.PRETOIRE_DATA_BACKEND ?? 'indexeddb'),
    // Only where the full emulator suite runs (not on our machines): host:port of each.
    'process.env.PRETOIRE_FIRESTORE_EMULATOR_HOST': JSON.stringify(env.PRETOIRE_FIRESTORE_EMULATOR_HOST ?? ''),
    'process.env.PRETOIRE_STORAGE_EMULATOR_HOST': JSON.stringify(env.PRETOIRE_STORAGE_EMULATOR_HOST ?? ''),
  };
}
