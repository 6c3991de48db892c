/**
 * The demo cabinet in the Firestore emulator: written once, through the Firestore adapter the
 * app itself uses (the demo's builders, `writeAll`), with the emulator's administrator token —
 * the one client that the rules do not bind, as a server's admin SDK would be.
 */
import { deleteApp, initializeApp } from 'firebase/app';
import * as sdk from 'firebase/firestore';
import { buildAccountingDemoFiles } from '../../shared-data/src/demo/accounting.ts';
import { buildDemoData, writeAll } from '../../shared-data/src/demo.ts';
import { DEMO_DATA_VERSION } from '../../shared-data/src/demoIds.ts';
import { createFirestoreAdapter } from '../../shared-data/src/firestore.ts';
import { createFirestoreFileStore } from '../../shared-data/src/firestoreFiles.ts';
import { emulatorFirestore } from '../../shared-data/src/testing/emulatorFirestore.ts';
import { clearFirestore, FIRESTORE_EMULATOR_HOST, PROJECT_ID } from './emulator.ts';

/** Outside every rule's match: no client reads or writes it. */
const SEEDED_MARKER = 'system/demo';

/** A Firestore client in Node with the emulator's administrator token. */
export function adminFirestore(host = FIRESTORE_EMULATOR_HOST) {
  const app = initializeApp(
    { apiKey: 'demo-api-key', projectId: PROJECT_ID, appId: 'demo-pretoire-admin' },
    `admin-${Date.now()}-${Math.random()}`,
  );
  return { ...emulatorFirestore(app, host, 'owner'), close: () => deleteApp(app) };
}

/**
 * Seeds the demo cabinet unless this version is already there. `fresh` clears the emulator first
 * (the « remise à zéro »). Returns whether it wrote.
 */
export async function seedDemoFirestore(
  options: { host?: string; fresh?: boolean; now?: Date } = {},
): Promise<boolean> {
  const host = options.host ?? FIRESTORE_EMULATOR_HOST;
  if (options.fresh) await clearFirestore(host);
  const { db, loadPageReader, loadFieldReader, close } = adminFirestore(host);
  try {
    const { store } = createFirestoreAdapter({ db, sdk, loadPageReader, loadFieldReader });
    const marker = await store.get<{ version: number }>(SEEDED_MARKER);
    if (marker.data?.version === DEMO_DATA_VERSION) return false;
    const documents = buildDemoData(options.now ?? new Date());
    await writeAll(store, documents);
    const files = createFirestoreFileStore({ db, sdk });
    for (const file of buildAccountingDemoFiles(documents))
      await files.upload(file.path, new Blob([file.bytes], { type: file.contentType }), file);
    await store.set(SEEDED_MARKER, { version: DEMO_DATA_VERSION, seededAt: new Date().toISOString() });
    return true;
  } finally {
    await close();
  }
}
