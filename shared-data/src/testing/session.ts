import { resetSessionForTests, type Role, updateSession } from 'shared-auth';
import { DEMO_USERS } from '../demoIds.ts';
import { initData, LOCAL_DATABASE_NAME, resetDataForTests } from '../init.ts';
import { type LocalTable, openLocalDatabase, requestResult, transactionDone } from '../localDatabase.ts';
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

const TABLES: LocalTable[] = ['docs', 'files', 'meta'];

/**
 * The demo cabinet's rows as its first load in this test file wrote them, and the local day they
 * were written for (the demo's dates follow the day: a test that moves the clock gets its own).
 * The next fresh database gets them copied in: writing the demo through the adapter again (its
 * copies, search words, transactions) took 150–200 ms a test, a fifth of some suites.
 */
let loaded: { day: string; rows: Record<LocalTable, unknown[]> } | null = null;

const localDay = (date: Date) => `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;

async function readTables(): Promise<Record<LocalTable, unknown[]>> {
  const db = await openLocalDatabase(LOCAL_DATABASE_NAME);
  try {
    const tx = db.transaction(TABLES, 'readonly');
    const [docs, files, meta] = await Promise.all(TABLES.map((table) => requestResult(tx.objectStore(table).getAll())));
    return { docs: docs!, files: files!, meta: meta! };
  } finally {
    db.close();
  }
}

async function writeTables(rows: Record<LocalTable, unknown[]>): Promise<void> {
  const db = await openLocalDatabase(LOCAL_DATABASE_NAME);
  try {
    const tx = db.transaction(TABLES, 'readwrite');
    for (const table of TABLES) for (const row of rows[table]) tx.objectStore(table).put(row);
    await transactionDone(tx);
  } finally {
    db.close();
  }
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
  const day = localDay(new Date());
  // Today's demo already loaded once in this file: its rows are copied in before the store starts.
  const copy = loaded?.day === day ? loaded.rows : null;
  if (copy) await writeTables(copy);
  await initData();
  if (!copy) loaded = { day, rows: await readTables() };
  installIndexCheck();
}
