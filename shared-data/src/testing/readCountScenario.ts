/**
 * Test-only: one scenario that both adapters' read counters must count alike (readCounter.ts)
 * — gets, queries, a live query's first snapshot then only what changed, a live
 * document, a transaction's reads. Run by readCounter.test.ts (IndexedDB) and
 * readCounter.emulator.test.ts (Firestore emulator).
 */
import type { DocumentStore, QuerySnapshot } from '../port.ts';
import { countReads, installReadCounter } from '../readCounter.ts';
import { eventually } from './contract.ts';

export type ReadCountHarness = {
  /** The store whose reads are counted. */
  reader: DocumentStore;
  /** Where the scenario's changes come from (the same store, or another session). */
  writer: DocumentStore;
  /** An empty collection the scenario may fill, e.g. `firms/f1/tasks`. */
  collection: string;
  cleanup(): Promise<void>;
};

const readCounter = () => installReadCounter();
const counted = () => {
  const { total, bySource, byCollection } = readCounter();
  return { total, bySource: { ...bySource }, byCollection: { ...byCollection } };
};

export function runReadCountScenario(adapterName: string, makeHarness: () => Promise<ReadCountHarness>): void {
  describe(`Compteur de lectures — ${adapterName}`, () => {
    let harness: ReadCountHarness;
    let name: string;
    const doc = (id: string) => `${harness.collection}/${id}`;

    beforeEach(async () => {
      harness = await makeHarness();
      name = harness.collection.split('/').at(-1)!;
      for (const [rank, id] of ['a', 'b', 'c', 'd', 'e'].entries())
        await harness.writer.set(doc(id), { title: `Tâche ${id}`, rank: rank + 1 });
      readCounter().reset();
    });
    afterEach(async () => {
      await harness.cleanup();
    });

    it('est exposé sur globalThis.__pretoireReads, remis à zéro par reset()', async () => {
      await harness.reader.get(doc('a'));
      const global = globalThis as { __pretoireReads?: { total: number; reset(): void } };
      expect(global.__pretoireReads).toBe(readCounter());
      expect(global.__pretoireReads!.total).toBe(1);
      global.__pretoireReads!.reset();
      expect(counted().total).toBe(0);
    });

    it('ne compte rien sans compteur installé (les pages de production)', async () => {
      const global = globalThis as { __pretoireReads?: unknown };
      const installed = global.__pretoireReads;
      delete global.__pretoireReads;
      try {
        await harness.reader.get(doc('a'));
        await harness.reader.query({ collection: harness.collection });
        countReads('get', doc('a'), 1);
        expect(global.__pretoireReads).toBeUndefined();
      } finally {
        global.__pretoireReads = installed;
      }
    });

    it('compte un document par get (trouvé ou non) et les documents de chaque requête', async () => {
      await harness.reader.get(doc('a'));
      await harness.reader.get(doc('absent'));
      expect(counted()).toEqual({
        total: 2,
        bySource: { get: 2, query: 0, listen: 0, transaction: 0, aggregate: 0 },
        byCollection: { [name]: 2 },
      });
      readCounter().reset();
      await harness.reader.query({ collection: harness.collection });
      await harness.reader.query({ collection: harness.collection, where: [{ field: 'rank', op: '>=', value: 4 }] });
      await harness.reader.query({ collection: harness.collection, orderBy: [{ field: 'rank' }], limit: 1 });
      expect(counted()).toEqual({
        total: 8,
        bySource: { get: 0, query: 8, listen: 0, transaction: 0, aggregate: 0 },
        byCollection: { [name]: 8 },
      });
    });

    it('compte une requête en direct : tous ses documents au premier instantané, puis ceux ajoutés ou modifiés', async () => {
      const seen: QuerySnapshot[] = [];
      const unsubscribe = harness.reader.subscribeQuery({ collection: harness.collection }, (snapshot) =>
        seen.push(snapshot),
      );
      try {
        await eventually(() => expect(seen.at(-1)?.docs).toHaveLength(5), 10_000);
        expect(counted().bySource.listen).toBe(5);

        await harness.writer.update(doc('a'), { rank: 10 });
        await eventually(() => expect(seen.at(-1)?.docs.find((d) => d.id === 'a')?.data.rank).toBe(10), 10_000);
        expect(counted().bySource.listen).toBe(6);

        await harness.writer.set(doc('f'), { title: 'Tâche f', rank: 6 });
        await eventually(() => expect(seen.at(-1)?.docs).toHaveLength(6), 10_000);
        expect(counted().bySource.listen).toBe(7);

        // A removal delivers no document.
        await harness.writer.delete(doc('b'));
        await eventually(() => expect(seen.at(-1)?.docs).toHaveLength(5), 10_000);
        expect(counted()).toEqual({
          total: 7,
          bySource: { get: 0, query: 0, listen: 7, transaction: 0, aggregate: 0 },
          byCollection: { [name]: 7 },
        });
      } finally {
        unsubscribe();
      }
    });

    it('compte un document par instantané d’un document en direct', async () => {
      const seen: unknown[] = [];
      const unsubscribe = harness.reader.subscribeDoc(doc('c'), (snapshot) => seen.push(snapshot.data));
      try {
        await eventually(() => expect(seen).toHaveLength(1), 10_000);
        await harness.writer.update(doc('c'), { rank: 30 });
        await eventually(() => expect(seen).toHaveLength(2), 10_000);
        expect(counted().bySource).toEqual({ get: 0, query: 0, listen: 2, transaction: 0, aggregate: 0 });
      } finally {
        unsubscribe();
      }
    });

    it('compte une agrégation comme Firestore la facture : une lecture par lot de 1 000 entrées, au moins une', async () => {
      await harness.reader.aggregate({ collection: harness.collection, count: true, sum: ['rank'] });
      await harness.reader.aggregate({
        collection: harness.collection,
        where: [{ field: 'title', op: '==', value: 'aucune' }],
        count: true,
      });
      expect(counted()).toEqual({
        total: 2,
        bySource: { get: 0, query: 0, listen: 0, transaction: 0, aggregate: 2 },
        byCollection: { [name]: 2 },
      });
      // 1 001 entries matched: two batches.
      for (let start = 0; start < 996; start += 400)
        await harness.writer.runTransaction(async (tx) => {
          for (let i = start; i < Math.min(996, start + 400); i += 1)
            tx.set(doc(`lot-${String(i).padStart(4, '0')}`), { title: 'Lot', rank: i });
        });
      readCounter().reset();
      const { count } = await harness.reader.aggregate({ collection: harness.collection, count: true });
      expect(count).toBe(1001);
      expect(counted().bySource.aggregate).toBe(2);
    }, 60_000);

    it('compte chaque lecture d’une transaction', async () => {
      await harness.reader.runTransaction(async (tx) => {
        const a = await tx.get<{ rank: number }>(doc('a'));
        await tx.get(doc('c'));
        tx.update(doc('a'), { rank: (a.data?.rank ?? 0) + 1 });
      });
      expect(counted()).toEqual({
        total: 2,
        bySource: { get: 0, query: 0, listen: 0, transaction: 2, aggregate: 0 },
        byCollection: { [name]: 2 },
      });
    });
  });
}
