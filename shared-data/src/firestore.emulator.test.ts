/**
 * The same contract suite against the Firestore emulator (and the real firestore.rules):
 * `npm run test:firestore -w shared-data` wherever the Firebase emulator suite can run
 * (Java 21). Not picked up by the default jest run (its name does not end in .test.ts).
 */
import { initializeApp, deleteApp } from 'firebase/app';
import { connectAuthEmulator, createUserWithEmailAndPassword, getAuth } from 'firebase/auth';
import * as fs from 'firebase/firestore';
import { createAccountRecords } from './accounts.ts';
import { createFirestoreAdapter } from './firestore.ts';
import { paths } from './paths.ts';
import { runDocumentStoreContract } from './testing/contract.ts';

const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
let n = 0;

runDocumentStoreContract('Firestore (emulator, real rules)', async () => {
  // A fresh user and cabinet per test: its collections start empty, the rules apply for real.
  const app = initializeApp(
    { apiKey: 'demo-api-key', projectId: 'demo-pretoire', appId: 'demo-pretoire-web' },
    `contract-${Date.now()}-${n++}`,
  );
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${authHost}`, { disableWarnings: true });
  const db = fs.getFirestore(app);
  const [host, port] = firestoreHost.split(':');
  fs.connectFirestoreEmulator(db, host ?? '127.0.0.1', Number(port));
  const email = `contract-${Date.now()}-${n}@example.fr`;
  const { user } = await createUserWithEmailAndPassword(auth, email, 'motdepasse-contrat');
  const { store } = createFirestoreAdapter({ db, sdk: fs });
  await createAccountRecords(
    {
      uid: user.uid,
      email,
      accountType: 'solo',
      profile: { fullName: 'Contrat', phone: '' },
      firm: null,
      preferences: { specialties: [], languages: [] },
    },
    store,
  );
  return {
    store,
    collection: paths.tasks(user.uid),
    counterPath: paths.counter(user.uid, 'contract'),
    cleanup: () => deleteApp(app),
  };
});
