/**
 * The tenant isolation matrix through the real IndexedDB adapter and its policy (the same rows
 * run against the Firestore emulator's generated rules in isolation.emulator.test.ts).
 */
import { resetSessionForTests, updateSession } from 'shared-auth';
import { DEMO_IDS } from './demoIds.ts';
import { activeAdapter, getDataStore } from './init.ts';
import { freshDemoData, signInAs } from './testing/index.ts';
import { type IsolationActor, runIsolationMatrix } from './testing/isolationMatrix.ts';

const UIDS = {
  owner: DEMO_IDS.ownerUid,
  otherOwner: DEMO_IDS.otherOwnerUid,
  member: DEMO_IDS.member1Uid,
} as const;

runIsolationMatrix('adaptateur IndexedDB, Node', async () => {
  await freshDemoData();
  return {
    async storeAs(actor: IsolationActor) {
      if (actor === 'visitor') {
        resetSessionForTests();
        updateSession({ user: null, token: null, initialized: true });
      } else signInAs(UIDS[actor]);
      return getDataStore();
    },
    async writeAsServer(path, data) {
      await activeAdapter()!.local!.system.set(path, data);
    },
  };
});
