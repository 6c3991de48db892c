/**
 * The one Firebase app of the page. Loaded lazily (dynamic import from actions.ts) the first
 * time a /pro… or /app… page needs the session, so public pages carry no Firebase code.
 */
import { getApps, initializeApp, type FirebaseApp, type FirebaseOptions } from 'firebase/app';
import { browserLocalPersistence, connectAuthEmulator, getAuth, setPersistence, type Auth } from 'firebase/auth';

export type FirebaseHandles = { app: FirebaseApp; auth: Auth; usesEmulator: boolean };

let handles: FirebaseHandles | undefined;

export function firebaseConfig(): FirebaseOptions & { measurementId?: string } {
  return JSON.parse(process.env.PRETOIRE_FIREBASE_CONFIG ?? '{}') as FirebaseOptions;
}

export function firebase(): FirebaseHandles {
  if (handles) return handles;
  const app = getApps()[0] ?? initializeApp(firebaseConfig());
  const auth = getAuth(app);
  const emulator = process.env.PRETOIRE_AUTH_EMULATOR_URL ?? '';
  if (emulator) connectAuthEmulator(auth, emulator, { disableWarnings: true });
  // Seed §4: persistence is browser-local; a failure of that step is ignored.
  setPersistence(auth, browserLocalPersistence).catch(() => undefined);
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
