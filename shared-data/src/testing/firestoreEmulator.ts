/**
 * Test-only: Firestore clients on the emulator (started by the jest project's global setup,
 * tooling/src/jest/firestoreEmulator.ts) acting as a given person, through the real SDK and
 * the rules generated from the policy table. Each suite uses its own project id: the emulator
 * keeps data and rules per project, so suites running in parallel never see each other.
 */
import { deleteApp, initializeApp } from 'firebase/app';
import * as sdk from 'firebase/firestore';
import * as lite from 'firebase/firestore/lite';
import { generateFirestoreRules } from '../firebaseRules.ts';
import { createFirestoreAdapter, type FirestoreAdapterDeps } from '../firestore.ts';
import { emulatorFirestore } from './emulatorFirestore.ts';
import type { DocumentStore } from '../port.ts';

export const FIRESTORE_TEST_HOST = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';

/** Who acts: a signed-in user, the emulator's administrator (rules bypassed), or nobody signed in. */
export type Actor = { uid: string; email: string } | 'admin' | null;

/** Loads rules for a project (the generated ones by default); refused rules throw with their line. */
export async function loadRules(projectId: string, rules = generateFirestoreRules()): Promise<void> {
  const response = await fetch(`http://${FIRESTORE_TEST_HOST}/emulator/v1/projects/${projectId}:securityRules`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: rules }] } }),
  });
  if (!response.ok) throw new Error(`Règles refusées : ${await response.text()}`);
}

export async function clearProject(projectId: string): Promise<void> {
  await fetch(`http://${FIRESTORE_TEST_HOST}/emulator/v1/projects/${projectId}/databases/(default)/documents`, {
    method: 'DELETE',
  });
}

let appCount = 0;
// The SDK logs every refused or missing write as a warning: the tests assert on the errors themselves.
sdk.setLogLevel('silent');
lite.setLogLevel('silent');

/** A Firestore client of the real SDK on the emulator, as `actor`. Close it with `close()`. */
export function firestoreClientAs(
  projectId: string,
  actor: Actor,
): Pick<FirestoreAdapterDeps, 'db' | 'loadPageReader' | 'loadFieldReader'> & { close(): Promise<void> } {
  const app = initializeApp(
    { apiKey: 'demo-api-key', projectId, appId: 'demo-pretoire-test' },
    `test-${projectId}-${appCount++}`,
  );
  const client = emulatorFirestore(
    app,
    FIRESTORE_TEST_HOST,
    actor === null
      ? undefined
      : actor === 'admin'
        ? 'owner'
        : { sub: actor.uid, user_id: actor.uid, email: actor.email, email_verified: true },
  );
  return { ...client, close: () => deleteApp(app) };
}

/** The app's Firestore adapter on the emulator, as `actor`. Close it with `close()`. */
export function firestoreAs(projectId: string, actor: Actor): { store: DocumentStore; close(): Promise<void> } {
  const { close, ...client } = firestoreClientAs(projectId, actor);
  return { store: createFirestoreAdapter({ ...client, sdk }).store, close };
}

/** Writes documents as the emulator's administrator (rules bypassed): a suite's starting data. */
export async function seedAsAdmin(
  projectId: string,
  documents: readonly [path: string, data: object][],
): Promise<void> {
  const admin = firestoreAs(projectId, 'admin');
  try {
    for (const [path, data] of documents) await admin.store.set(path, data as Record<string, unknown>);
  } finally {
    await admin.close();
  }
}

/** The public directory of the demo (profiles, availabilities, taken slots) as seeded on `now`'s day. */
export { directoryDemo } from '../demo/directory.ts';
