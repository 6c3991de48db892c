import { BroadcastChannel as NodeBroadcastChannel } from 'node:worker_threads';
import { createIndexedDbAdapter, type IndexedDbAdapter } from './indexeddb.ts';
import { paths } from './paths.ts';
import { eventually, runDocumentStoreContract } from './testing/contract.ts';

let counter = 0;
const freshName = () => `contract-${Date.now()}-${counter++}`;

/** An owner of cabinet f1 (the policy is on, as in the app). */
async function ownerAdapter(name: string): Promise<IndexedDbAdapter> {
  const adapter = createIndexedDbAdapter({ name, getAuth: () => ({ uid: 'u1', email: 'u1@example.fr' }) });
  await adapter.system.set(paths.membership('u1'), { firmId: 'f1', role: 'owner' });
  return adapter;
}

runDocumentStoreContract('IndexedDB (fake-indexeddb)', async () => {
  const adapter = await ownerAdapter(freshName());
  return {
    store: adapter.store,
    collection: paths.tasks('f1'),
    counterPath: paths.counter('f1', 'contract'),
    foreignCollection: paths.tasks('f2'),
    cleanup: async () => adapter.close(),
  };
});

describe('IndexedDB adapter — beyond the contract', () => {
  it('delivers live updates to another tab (same database, BroadcastChannel)', async () => {
    const original = globalThis.BroadcastChannel;
    // jsdom has no BroadcastChannel; Node's has the browser's semantics.
    globalThis.BroadcastChannel = NodeBroadcastChannel as unknown as typeof BroadcastChannel;
    const name = freshName();
    const tabA = await ownerAdapter(name);
    const tabB = await ownerAdapter(name);
    try {
      const seen: unknown[] = [];
      const unsubscribe = tabB.store.subscribeQuery({ collection: paths.tasks('f1') }, (snapshot) =>
        seen.push(snapshot.docs.map((d) => d.id)),
      );
      await eventually(() => expect(seen).toEqual([[]]));
      await tabA.store.set(paths.task('f1', 'from-a'), { title: 'Écrit dans l’onglet A' });
      await eventually(() => expect(seen).toEqual([[], ['from-a']]));
      unsubscribe();
    } finally {
      tabA.close();
      tabB.close();
      globalThis.BroadcastChannel = original;
    }
  });

  it('refuses a read after a write inside a transaction (as Firestore does)', async () => {
    const adapter = await ownerAdapter(freshName());
    await expect(
      adapter.store.runTransaction(async (tx) => {
        tx.set(paths.task('f1', 'a'), { title: 'a' });
        await tx.get(paths.task('f1', 'b'));
      }),
    ).rejects.toMatchObject({ code: 'invalid-argument' });
    expect((await adapter.store.get(paths.task('f1', 'a'))).exists).toBe(false);
    adapter.close();
  });

  it('retries a transaction whose read was changed by a concurrent plain write', async () => {
    const adapter = await ownerAdapter(freshName());
    const path = paths.counter('f1', 'race');
    await adapter.store.set(path, { value: 1 });
    let attempts = 0;
    await adapter.store.runTransaction(async (tx) => {
      attempts += 1;
      const snapshot = await tx.get<{ value: number }>(path);
      if (attempts === 1) await adapter.store.set(path, { value: 10 });
      tx.set(path, { value: (snapshot.data?.value ?? 0) + 1 });
    });
    expect(attempts).toBe(2);
    expect((await adapter.store.get(path)).data).toEqual({ value: 11 });
    adapter.close();
  });

  it('rejects malformed paths with invalid-argument', async () => {
    const adapter = await ownerAdapter(freshName());
    await expect(adapter.store.set('firms/f1/tasks', { a: 1 })).rejects.toMatchObject({ code: 'invalid-argument' });
    await expect(adapter.store.query({ collection: 'firms/f1' })).rejects.toMatchObject({ code: 'invalid-argument' });
    adapter.close();
  });

  it('clear() empties the database and tells the subscribers', async () => {
    const adapter = await ownerAdapter(freshName());
    await adapter.store.set(paths.task('f1', 'x'), { title: 'x' });
    const seen: boolean[] = [];
    const unsubscribe = adapter.system.subscribeDoc(paths.task('f1', 'x'), (snapshot) => seen.push(snapshot.exists));
    await eventually(() => expect(seen).toEqual([true]));
    await adapter.clear();
    await eventually(() => expect(seen).toEqual([true, false]));
    unsubscribe();
    adapter.close();
  });
});
