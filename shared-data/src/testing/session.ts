import { resetSessionForTests, type Role, updateSession } from 'shared-auth';
import { DEMO_USERS } from '../demoIds.ts';
import { initData, LOCAL_DATABASE_NAME, resetDataForTests } from '../init.ts';
import { installIndexCheck } from './indexes.ts';

export type DemoUid = (typeof DEMO_USERS)[number]['uid'];

/** Signs in a demo user (no Auth provider needed: the session store is the contract). */
export function signInAs(uid: DemoUid): void {
  const user = DEMO_USERS.find((candidate) => candidate.uid === uid);
  if (!user) throw new Error(`Unknown demo user ${uid}`);
  updateSession({
    user: { id: user.uid, email: user.email, name: user.name, role: user.role as Role },
    token: 'test',
    initialized: true,
  });
}

/**
 * Loads the demo cabinet into a fresh database (call in beforeEach). From then on every query is
 * checked against `firebase/firestore.indexes.json` (indexes.ts): one Firestore could not serve
 * fails the test.
 */
export async function freshDemoData(): Promise<void> {
  resetDataForTests();
  resetSessionForTests();
  await new Promise<void>((resolve, reject) => {
    const request = indexedDB.deleteDatabase(LOCAL_DATABASE_NAME);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error);
    request.onblocked = () => resolve();
  });
  await initData();
  installIndexCheck();
}
