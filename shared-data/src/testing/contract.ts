/**
 * The contract every DocumentStore adapter must pass. A function taking a harness factory: run
 * against IndexedDB in `npm test` (indexeddb.contract.test.ts) and against the Firestore
 * emulator with `npm run test:firestore` (firestore.emulator.ts).
 */
import type { CollectionPath, DocPath, DocumentStore } from '../port.ts';

export type ContractHarness = {
  /** The store under test, acting as a user allowed to read and write `collection`. */
  store: DocumentStore;
  /** An empty collection the user may write (e.g. `firms/{firmId}/tasks`). */
  collection: CollectionPath;
  /** A document path for the counter test (in a collection the user may write). */
  counterPath: DocPath;
  cleanup(): Promise<void>;
};

/** Polls until `check` passes (subscriptions are asynchronous in every adapter). */
export async function eventually(check: () => void, timeoutMs = 3000): Promise<void> {
  const started = Date.now();
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
}
const settle = (ms = 50) => new Promise((resolve) => setTimeout(resolve, ms));

export function runDocumentStoreContract(adapterName: string, makeHarness: () => Promise<ContractHarness>): void {
  describe(`DocumentStore contract — ${adapterName}`, () => {
    let h: ContractHarness;
    const at = (id: string) => `${h.collection}/${id}`;
    beforeEach(async () => {
      h = await makeHarness();
    });
    afterEach(async () => {
      await h.cleanup();
    });

    it('creates, reads, replaces and deletes a document', async () => {
      expect((await h.store.get(at('a'))).exists).toBe(false);
      await h.store.set(at('a'), { title: 'Un', n: 1, nested: { x: 1 } });
      expect(await h.store.get(at('a'))).toEqual({
        id: 'a',
        path: at('a'),
        exists: true,
        data: { title: 'Un', n: 1, nested: { x: 1 } },
      });
      await h.store.set(at('a'), { title: 'Deux' });
      expect((await h.store.get(at('a'))).data).toEqual({ title: 'Deux' });
      await h.store.delete(at('a'));
      expect((await h.store.get(at('a'))).data).toBeNull();
    });

    it('merges nested maps with set({ merge: true })', async () => {
      await h.store.set(at('m'), { title: 'Dossier', fee: { kind: 'temps', hourlyRateCents: 20000 } });
      await h.store.set(at('m'), { fee: { hourlyRateCents: 25000 }, status: 'ouvert' }, { merge: true });
      expect((await h.store.get(at('m'))).data).toEqual({
        title: 'Dossier',
        fee: { kind: 'temps', hourlyRateCents: 25000 },
        status: 'ouvert',
      });
    });

    it('updates fields (dotted paths too) and refuses to update a missing document', async () => {
      await h.store.set(at('u'), { title: 'A', fee: { kind: 'forfait', amountCents: 100 } });
      await h.store.update(at('u'), { title: 'B', 'fee.amountCents': 200 });
      expect((await h.store.get(at('u'))).data).toEqual({ title: 'B', fee: { kind: 'forfait', amountCents: 200 } });
      await expect(h.store.update(at('missing'), { title: 'X' })).rejects.toMatchObject({ code: 'not-found' });
      expect((await h.store.get(at('missing'))).exists).toBe(false);
    });

    it('queries with where, orderBy, limit and a startAfter cursor', async () => {
      const rows = [
        ['d1', 'ouvert', 5, ['a']],
        ['d2', 'clos', 3, ['b']],
        ['d3', 'ouvert', 9, ['a', 'b']],
        ['d4', 'ouvert', 1, []],
        ['d5', 'en attente', 7, ['b']],
      ] as const;
      for (const [id, status, rank, tags] of rows) await h.store.set(at(id), { status, rank, tags: [...tags] });
      const ids = async (q: Omit<Parameters<DocumentStore['query']>[0], 'collection'>) =>
        (await h.store.query({ collection: h.collection, ...q })).docs.map((d) => d.id);

      expect(
        await ids({ where: [{ field: 'status', op: '==', value: 'ouvert' }], orderBy: [{ field: 'rank' }] }),
      ).toEqual(['d4', 'd1', 'd3']);
      expect(await ids({ orderBy: [{ field: 'rank', direction: 'desc' }], limit: 2 })).toEqual(['d3', 'd5']);
      expect(await ids({ where: [{ field: 'rank', op: '>=', value: 5 }], orderBy: [{ field: 'rank' }] })).toEqual([
        'd1',
        'd5',
        'd3',
      ]);
      expect(
        await ids({
          where: [{ field: 'status', op: 'in', value: ['clos', 'en attente'] }],
          orderBy: [{ field: 'rank' }],
        }),
      ).toEqual(['d2', 'd5']);
      expect(
        await ids({ where: [{ field: 'tags', op: 'array-contains', value: 'a' }], orderBy: [{ field: 'rank' }] }),
      ).toEqual(['d1', 'd3']);
      // Pages of two, ordered by rank: d4 d2 | d1 d5 | d3.
      const first = await ids({ orderBy: [{ field: 'rank' }], limit: 2 });
      const second = await ids({ orderBy: [{ field: 'rank' }], limit: 2, startAfter: first.at(-1)! });
      const third = await ids({ orderBy: [{ field: 'rank' }], limit: 2, startAfter: second.at(-1)! });
      expect([first, second, third]).toEqual([['d4', 'd2'], ['d1', 'd5'], ['d3']]);
    });

    it('a document subscription sees each change once', async () => {
      const seen: unknown[] = [];
      const unsubscribe = h.store.subscribeDoc(at('s'), (snapshot) => seen.push(snapshot.data));
      await eventually(() => expect(seen).toEqual([null]));
      await h.store.set(at('s'), { v: 1 });
      await eventually(() => expect(seen).toHaveLength(2));
      await h.store.update(at('s'), { v: 2 });
      await eventually(() => expect(seen).toHaveLength(3));
      await h.store.delete(at('s'));
      await eventually(() => expect(seen).toHaveLength(4));
      await settle();
      expect(seen).toEqual([null, { v: 1 }, { v: 2 }, null]);
      unsubscribe();
      await h.store.set(at('s'), { v: 3 });
      await settle();
      expect(seen).toHaveLength(4);
    });

    it('a query subscription sees each change once and only its own results', async () => {
      const seen: string[][] = [];
      const unsubscribe = h.store.subscribeQuery<{ status: string; rank: number }>(
        {
          collection: h.collection,
          where: [{ field: 'status', op: '==', value: 'ouvert' }],
          orderBy: [{ field: 'rank' }],
        },
        (snapshot) => seen.push(snapshot.docs.map((d) => `${d.id}:${d.data.rank}`)),
      );
      await eventually(() => expect(seen).toEqual([[]]));
      await h.store.set(at('q1'), { status: 'ouvert', rank: 2 });
      await eventually(() => expect(seen).toHaveLength(2));
      await h.store.set(at('q2'), { status: 'ouvert', rank: 1 });
      await eventually(() => expect(seen).toHaveLength(3));
      await h.store.update(at('q1'), { status: 'clos' });
      await eventually(() => expect(seen).toHaveLength(4));
      await settle();
      expect(seen).toEqual([[], ['q1:2'], ['q2:1', 'q1:2'], ['q2:1']]);
      unsubscribe();
    });

    it('commits a transaction all or nothing', async () => {
      await h.store.set(at('t1'), { v: 1 });
      await expect(
        h.store.runTransaction(async (tx) => {
          const snapshot = await tx.get<{ v: number }>(at('t1'));
          tx.set(at('t1'), { v: (snapshot.data?.v ?? 0) + 1 });
          tx.set(at('t2'), { v: 1 });
          throw new Error('abandon');
        }),
      ).rejects.toBeDefined();
      expect((await h.store.get(at('t1'))).data).toEqual({ v: 1 });
      expect((await h.store.get(at('t2'))).exists).toBe(false);
      const result = await h.store.runTransaction(async (tx) => {
        const snapshot = await tx.get<{ v: number }>(at('t1'));
        tx.update(at('t1'), { v: (snapshot.data?.v ?? 0) + 1 });
        tx.set(at('t2'), { v: 1 });
        return 'ok';
      });
      expect(result).toBe('ok');
      expect((await h.store.get(at('t1'))).data).toEqual({ v: 2 });
      expect((await h.store.get(at('t2'))).data).toEqual({ v: 1 });
    });

    it('serializes transactions: 100 concurrent increments end at exactly 100', async () => {
      const values = await Promise.all(
        Array.from({ length: 100 }, () =>
          h.store.runTransaction(async (tx) => {
            const snapshot = await tx.get<{ value: number }>(h.counterPath);
            const value = (snapshot.data?.value ?? 0) + 1;
            tx.set(h.counterPath, { value });
            return value;
          }),
        ),
      );
      expect((await h.store.get<{ value: number }>(h.counterPath)).data?.value).toBe(100);
      // Gap-free: every number from 1 to 100 handed out exactly once.
      expect([...values].sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    }, 60_000);

    it('gives fresh, distinct ids', () => {
      const ids = new Set(Array.from({ length: 200 }, () => h.store.newId()));
      expect(ids.size).toBe(200);
      for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
    });
  });
}
