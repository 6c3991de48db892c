/**
 * @jest-environment node
 *
 * The read counter of the Firestore adapter (readCounter.ts) on the emulator, with the
 * real SDK: the reader and the writer are two sessions (the emulator's administrator, rules
 * bypassed), so that the reader's live queries see the changes arrive from the server.
 */
import * as sdk from 'firebase/firestore';
import { createFirestoreAdapter } from './firestore.ts';
import type { QuerySnapshot } from './port.ts';
import { paths } from './paths.ts';
import { installReadCounter } from './readCounter.ts';
import { eventually } from './testing/contract.ts';
import { clearProject, firestoreAs, firestoreClientAs } from './testing/firestoreEmulator.ts';
import { runReadCountScenario } from './testing/readCountScenario.ts';

const PROJECT = 'test-reads';
let n = 0;

beforeAll(async () => {
  await clearProject(PROJECT);
});

runReadCountScenario('Firestore (émulateur)', async () => {
  const reader = firestoreAs(PROJECT, 'admin');
  const writer = firestoreAs(PROJECT, 'admin');
  return {
    reader: reader.store,
    writer: writer.store,
    collection: paths.tasks(`firm-reads-${Date.now()}-${n++}`),
    cleanup: async () => {
      await reader.close();
      await writer.close();
    },
  };
});

describe('Lectures en direct gardées ouvertes (keepListeningMs, liveReads.ts)', () => {
  it('un écran qui quitte une requête en direct et y revient la retrouve aussitôt sans rien relire ; ce qui a changé entre-temps arrive avec', async () => {
    const { close, ...client } = firestoreClientAs(PROJECT, 'admin');
    const { store } = createFirestoreAdapter({ ...client, sdk, keepListeningMs: 60_000, currentUid: () => 'admin' });
    const writer = firestoreAs(PROJECT, 'admin');
    const collection = paths.tasks(`firm-kept-${Date.now()}`);
    try {
      for (const rank of [1, 2, 3]) await writer.store.set(`${collection}/t${rank}`, { rank });
      const reads = installReadCounter();
      reads.reset();
      const query = { collection, orderBy: [{ field: 'rank', direction: 'asc' as const }] };
      let shown: QuerySnapshot<{ rank: number }> | null = null;
      const leave = store.subscribeQuery<{ rank: number }>(query, (snapshot) => {
        shown = snapshot;
      });
      await eventually(() => expect(shown?.docs.length).toBe(3));
      expect(reads.total).toBe(3);
      leave();
      // Changed while no screen shows it: the open read receives it (one read, as billed).
      await writer.store.set(`${collection}/t4`, { rank: 4 });
      await eventually(() => expect(reads.total).toBe(4));
      let back: QuerySnapshot<{ rank: number }> | null = null;
      store.subscribeQuery<{ rank: number }>(query, (snapshot) => {
        back = snapshot;
      });
      // At once, with the change, and nothing read again.
      expect(back!.docs.map((doc) => doc.data.rank)).toEqual([1, 2, 3, 4]);
      expect(reads.total).toBe(4);
      // Left on screen: closing the client ends it (leaving would start a countdown past the test).
    } finally {
      await writer.close();
      await close();
    }
  });
});
