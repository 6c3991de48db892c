/**
 * @jest-environment node
 *
 * Once per event, against the Firestore emulator (admin SDK): of two runs creating the same
 * document at the same time exactly one goes on; an error other than « already there » is not
 * taken for it.
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { clearProject } from 'shared-data/testing/emulator';
import { createOnce } from './createOnce.ts';

const PROJECT = 'test-functions-create-once';
const app = initializeApp({ projectId: PROJECT }, 'functions-create-once-test');
const db = getFirestore(app);

beforeAll(() => clearProject(PROJECT));
afterAll(() => deleteApp(app));

it('two runs at once: one creates the document, the other finds it and leaves it as it was', async () => {
  const ref = db.doc('firms/firm-a/emails/booking-confirmed-r1');
  const results = await Promise.all([createOnce(ref, { run: 1 }), createOnce(ref, { run: 2 })]);
  expect(results.filter(Boolean)).toHaveLength(1);
  expect((await ref.get()).data()).toEqual({ run: results[0] ? 1 : 2 });
  expect(await createOnce(ref, { run: 3 })).toBe(false);
  expect((await ref.get()).data()).toEqual({ run: results[0] ? 1 : 2 });
});

it('any other failure is thrown, not taken for « already done »', async () => {
  await expect(createOnce(db.doc('firms/firm-a/emails/x'), { value: undefined })).rejects.toThrow(/undefined/);
});
