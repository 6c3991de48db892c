/**
 * Node clients (tests, npm start's seeding, the benches): the Firestore client the adapter takes,
 * connected to the emulator, and Firestore Lite on the same app for its bulk reads.
 */
import type { FirebaseApp } from 'firebase/app';
import * as sdk from 'firebase/firestore';
import * as lite from 'firebase/firestore/lite';
import type { FirestoreAdapterDeps } from '../firestore.ts';
import { createRestFieldReader } from '../firestoreFields.ts';

/**
 * Firestore on the emulator at `host` for `app`, with the emulator's `mockUserToken` (none:
 * signed out): the client the adapter takes, and Firestore Lite on the same app for its bulk reads.
 */
export function emulatorFirestore(
  app: FirebaseApp,
  host: string,
  mockUserToken?: sdk.EmulatorMockTokenOptions | string,
): Pick<FirestoreAdapterDeps, 'db' | 'loadPageReader' | 'loadFieldReader'> {
  const [hostname = '127.0.0.1', port] = host.split(':');
  const options = mockUserToken === undefined ? {} : { mockUserToken };
  const db = sdk.getFirestore(app);
  sdk.connectFirestoreEmulator(db, hostname, Number(port), options);
  const liteDb = lite.getFirestore(app);
  lite.connectFirestoreEmulator(liteDb, hostname, Number(port), options);
  const documentsUrl = `http://${host}/v1/projects/${app.options.projectId}/databases/(default)/documents`;
  const token = mockUserToken === undefined ? null : restToken(mockUserToken, String(app.options.projectId));
  return {
    db,
    loadPageReader: async () => ({ db: liteDb, sdk: lite }),
    loadFieldReader: async () => createRestFieldReader({ documentsUrl, idToken: async () => token }),
  };
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * The bearer token the emulator takes for `mockUserToken` over REST, as the SDK builds it for its
 * own requests: 'owner' (the administrator), or an unsigned ID token for that user.
 */
function restToken(mockUserToken: sdk.EmulatorMockTokenOptions | string, projectId: string): string {
  if (typeof mockUserToken === 'string') return mockUserToken;
  const now = Math.floor(Date.now() / 1000);
  const uid = mockUserToken.sub ?? mockUserToken.user_id ?? '';
  const payload = {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    iat: now,
    exp: now + 3600,
    auth_time: now,
    sub: uid,
    user_id: uid,
    firebase: { sign_in_provider: 'custom', identities: {} },
    ...mockUserToken,
  };
  return `${base64url({ alg: 'none', type: 'JWT' })}.${base64url(payload)}.`;
}
