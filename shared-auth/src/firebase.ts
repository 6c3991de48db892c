/**
 * The one Firebase app of the page. Loaded lazily (dynamic import from actions.ts) the first
 * time a /pro… or /app… page needs the session, so public pages carry no Firebase code.
 */
import { getApps, initializeApp, type FirebaseApp, type FirebaseOptions } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import { browserLocalPersistence, connectAuthEmulator, initializeAuth } from './authSdk.ts';

export type FirebaseHandles = { app: FirebaseApp; auth: Auth; usesEmulator: boolean };

let handles: FirebaseHandles | undefined;

export function firebaseConfig(): FirebaseOptions & { measurementId?: string } {
  return JSON.parse(process.env.PRETOIRE_FIREBASE_CONFIG ?? '{}') as FirebaseOptions;
}

export function firebase(): FirebaseHandles {
  if (handles) return handles;
  const app = getApps()[0] ?? initializeApp(firebaseConfig());
  // Only what we use, to keep the sign-in pages light: browser-local persistence — where the
  // browser refuses it, Firebase keeps the session in memory, so a failure of that step is ignored (seed §4) — and no popup or
  // redirect resolver, since Prétoire signs in with email and password only.
  const auth = initializeAuth(app, { persistence: browserLocalPersistence });
  const emulator = process.env.PRETOIRE_AUTH_EMULATOR_URL ?? '';
  if (emulator) connectAuthEmulator(auth, emulator, { disableWarnings: true });
  handles = { app, auth, usesEmulator: Boolean(emulator) };
  void startAnalytics(app);
  return handles;
}

/** Analytics only where the environment supports it and a measurement id is configured. */
async function startAnalytics(app: FirebaseApp): Promise<void> {
  if (!firebaseConfig().measurementId) return;
  try {
    const { getAnalytics, isSupported } = await import('firebase/analytics');
    if (await isSupported()) getAnalytics(app);
  } catch {
    // Analytics is optional: never let it break the session.
  }
}
