/**
 * @jest-environment node
 *
 * The tenant isolation matrix against the Firestore emulator and the rules generated from the
 * policy table — the same rows the IndexedDB policy passes (isolation.test.ts), so policy.ts
 * and firestore.rules are shown to agree. And the proof that it can fail: with one rule
 * loosened, the same matrix finds the hole.
 */
import { buildDemoData, writeAll } from './demo.ts';
import { DEMO_IDS, DEMO_USERS } from './demoIds.ts';
import { generateFirestoreRules } from './firebaseRules.ts';
import { clearProject, firestoreAs, loadRules } from './testing/firestoreEmulator.ts';
import { type IsolationActor, observe, runIsolationMatrix } from './testing/isolationMatrix.ts';

const person = (uid: string) => {
  const user = DEMO_USERS.find((candidate) => candidate.uid === uid)!;
  return { uid: user.uid, email: user.email };
};
const ACTORS = {
  owner: person(DEMO_IDS.ownerUid),
  otherOwner: person(DEMO_IDS.otherOwnerUid),
  member: person(DEMO_IDS.member1Uid),
  visitor: null,
} as const;

/** A project with the demo cabinets written by the administrator, and `rules` loaded. */
async function demoProject(projectId: string, rules: string) {
  await clearProject(projectId);
  await loadRules(projectId, rules);
  const admin = firestoreAs(projectId, 'admin');
  await writeAll(admin.store, buildDemoData());
  await admin.close();
  const clients = new Map<IsolationActor, ReturnType<typeof firestoreAs>>();
  return {
    async storeAs(actor: IsolationActor) {
      if (!clients.has(actor)) clients.set(actor, firestoreAs(projectId, ACTORS[actor]));
      return clients.get(actor)!.store;
    },
    async writeAsServer(path: string, data: Record<string, unknown>) {
      const admin = firestoreAs(projectId, 'admin');
      await admin.store.set(path, data);
      await admin.close();
    },
    async cleanup() {
      await Promise.all([...clients.values()].map((client) => client.close()));
    },
  };
}

runIsolationMatrix('émulateur Firestore, règles générées', () =>
  demoProject('test-isolation', generateFirestoreRules()),
);

describe('la matrice échoue sur une règle relâchée', () => {
  it('les dossiers ouverts à tout utilisateur connecté : l’autre cabinet les lit, la matrice le voit', async () => {
    const generated = generateFirestoreRules();
    // Loosen one rule the way a careless edit would: any signed-in user may read the dossiers.
    const casesMatch = generated.indexOf('match /firms/{firmId}/cases/{');
    expect(casesMatch).toBeGreaterThan(0);
    const loosened = `${generated.slice(0, casesMatch)}match /firms/{firmId}/cases/{any} { allow get, list: if signedIn(); }\n      ${generated.slice(casesMatch)}`;
    const harness = await demoProject('test-isolation-loosened', loosened);
    try {
      const collection = `firms/${DEMO_IDS.firmId}/cases`;
      const owner = await harness.storeAs('owner');
      const someCase = (await owner.query({ collection, limit: 1 })).docs[0]!;
      // The matrix's own check finds the hole the loosened rule opens…
      const other = await harness.storeAs('otherOwner');
      expect(await observe(other, 'get', someCase.path, collection, [])).toBe('AUTORISÉ');
      expect(await observe(other, 'list', someCase.path, collection, [])).toBe('AUTORISÉ');
      // …where the generated rules refuse.
      const strict = await demoProject('test-isolation-strict', generateFirestoreRules());
      expect(await observe(await strict.storeAs('otherOwner'), 'get', someCase.path, collection, [])).toBe('refusé');
      await strict.cleanup();
    } finally {
      await harness.cleanup();
    }
  }, 120_000);
});
