/**
 * @jest-environment node
 *
 * The document-store contract suite against the Firestore emulator, through the app's Firestore
 * adapter and the rules generated from the policy: each test signs up a new professional the way
 * the app does (createAccountRecords, as that user, under the rules) and works in its cabinet.
 */
import { createAccountRecords } from './accounts.ts';
import { paths } from './paths.ts';
import { runDocumentStoreContract } from './testing/contract.ts';
import { clearProject, firestoreAs, loadRules } from './testing/firestoreEmulator.ts';

const PROJECT = 'test-contract';
let n = 0;

beforeAll(async () => {
  await clearProject(PROJECT);
  await loadRules(PROJECT);
});

runDocumentStoreContract('Firestore (émulateur, règles générées)', async () => {
  const uid = `contract-${Date.now()}-${n++}`;
  const email = `${uid}@example.fr`;
  const client = firestoreAs(PROJECT, { uid, email });
  await createAccountRecords(
    {
      uid,
      email,
      accountType: 'solo',
      profile: { fullName: 'Contrat', phone: '' },
      firm: null,
      preferences: { specialties: [], languages: [] },
    },
    client.store,
  );
  const otherDevice = firestoreAs(PROJECT, { uid, email });
  return {
    store: client.store,
    collection: paths.tasks(uid),
    counterPath: paths.counter(uid, 'contract'),
    foreignCollection: paths.tasks(`other-${uid}`),
    otherDevice: otherDevice.store,
    cleanup: async () => {
      await Promise.all([client.close(), otherDevice.close()]);
    },
  };
});
