/**
 * Node clients (tests, npm start's seeding, the benches): the Firestore client the adapter takes,
 * connected to the emulator, and Firestore Lite on the same app for its bulk reads.
 */
import type { FirebaseApp } from 'firebase/app';
import * as sdk from 'firebase/firestore';
import * as lite from 'firebase/firestore/lite';
import type { FirestoreAdapterDeps } from '../firestore.ts';

/**
 * Firestore on the emulator at `host` for `app`, with the emulator's `mockUserToken` (none:
 * signed out): the client the adapter takes, and Firestore Lite on the same app for its bulk reads.
 */
export function emulatorFirestore(
  app: FirebaseApp,
  host: string,
  mockUserToken?: sdk.EmulatorMockTokenOptions | string,
): Pick<FirestoreAdapterDeps, 'db' | 'loadPageReader'> {
  const [hostname = '127.0.0.1', port] = host.split(':');
  const options = mockUserToken === undefined ? {} : { mockUserToken };
  const db = sdk.getFirestore(app);
  sdk.connectFirestoreEmulator(db, hostname, Number(port), options);
  const liteDb = lite.getFirestore(app);
  lite.connectFirestoreEmulator(liteDb, hostname, Number(port), options);
  return { db, loadPageReader: async () => ({ db: liteDb, sdk: lite }) };
}
