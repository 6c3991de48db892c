/**
 * @jest-environment node
 *
 * The read counter of the Firestore adapter (readCounter.ts) on the emulator, with the
 * real SDK: the reader and the writer are two sessions (the emulator's administrator, rules
 * bypassed), so that the reader's live queries see the changes arrive from the server.
 */
import { paths } from './paths.ts';
import { clearProject, firestoreAs } from './testing/firestoreEmulator.ts';
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
