/**
 * The contract every DocumentStore adapter must pass. A function taking a harness factory: run
 * against IndexedDB in `npm test` (indexeddb.contract.test.ts) and against the Firestore
 * emulator with `npm run test:firestore` (firestore.emulator.ts).
 */
import { queryInPages } from '../paging.ts';
import { type CollectionPath, DOCUMENT_ID, type DocPath, type DocumentStore } from '../port.ts';

export type ContractHarness = {
  /** The store under test, acting as a user allowed to read and write `collection`. */
  store: DocumentStore;
  /** An empty collection the user may write (e.g. `firms/{firmId}/tasks`). */
  collection: CollectionPath;
  /** A document path for the counter test (in a collection the user may write). */
  counterPath: DocPath;
  /** The same kind of collection in another cabinet: the user may not list it. */
  foreignCollection: CollectionPath;
  /**
   * The same user on another device, whose writes reach `store` through the backend only (not
   * through its cache); `store` itself when the adapter has no cache of its own.
   */
  otherDevice?: DocumentStore;
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

    it('reads a whole query in pages (queryInPages), as one query answers it, and refuses another cabinet’s', async () => {
      const ranks = [4, 1, 7, 1, 9, 3, 5, 1, 8];
      for (const [index, rank] of ranks.entries()) await h.store.set(at(`p${index}`), { rank });
      const query = { collection: h.collection, orderBy: [{ field: 'rank' }] };
      const pages: number[] = [];
      const paged = await queryInPages(h.store, query, { pageSize: 2, onPage: (read) => pages.push(read) });
      // Ties (rank 1 thrice) cut across pages: the cursor is the document, not only its value.
      expect(paged.map((doc) => doc.id)).toEqual((await h.store.query(query)).docs.map((doc) => doc.id));
      expect(pages).toEqual([2, 2, 2, 2, 1]);
      const where = [{ field: 'rank', op: '>=' as const, value: 5 }];
      const from5 = await queryInPages<{ rank: number }>(h.store, { ...query, where }, { pageSize: 2 });
      expect(from5.map((doc) => doc.rank)).toEqual([5, 7, 8, 9]);
      const listed = await h.store.query({ collection: h.foreignCollection }).then(
        () => null,
        (error: unknown) => error,
      );
      await expect(queryInPages(h.store, { collection: h.foreignCollection })).rejects.toMatchObject({
        code: 'permission-denied',
        message: (listed as Error).message,
      });
    });

    describe('aggregate (count / sum)', () => {
      type Fee = { status: string; amountCents?: number | string; minutes?: number };
      const fees: [string, Fee][] = [
        ['f1', { status: 'ouvert', amountCents: 12_000, minutes: 30 }],
        ['f2', { status: 'clos', amountCents: 4_550, minutes: 45 }],
        ['f3', { status: 'ouvert', amountCents: 99, minutes: 15 }],
        ['f4', { status: 'ouvert', amountCents: 'non chiffré', minutes: 60 }],
        ['f5', { status: 'ouvert', minutes: 90 }],
        ['f6', { status: 'en attente', amountCents: 250_000, minutes: 0 }],
      ];
      /** What the aggregation must equal: the documents read, added up here. */
      const recompute = async (where: { field: string; op: '=='; value: string }[], sums: (keyof Fee)[]) => {
        const docs = (await h.store.query<Fee>({ collection: h.collection, where })).docs.filter((doc) =>
          sums.every((field) => doc.data[field] !== undefined),
        );
        const total = (field: keyof Fee) =>
          docs.reduce((sum, doc) => sum + (typeof doc.data[field] === 'number' ? (doc.data[field] as number) : 0), 0);
        return { count: docs.length, sums: Object.fromEntries(sums.map((field) => [field, total(field)])) };
      };
      beforeEach(async () => {
        for (const [id, data] of fees) await h.store.set(at(id), data);
      });

      it('counts and sums a whole collection, as a full recomputation does', async () => {
        expect(await h.store.aggregate({ collection: h.collection, count: true })).toEqual({ count: 6 });
        const result = await h.store.aggregate({ collection: h.collection, count: true, sum: ['minutes'] });
        expect(result).toEqual(await recompute([], ['minutes']));
        expect(result).toEqual({ count: 6, sums: { minutes: 240 } });
      });

      it('counts and sums the documents a where selects, as a full recomputation does', async () => {
        const where = [{ field: 'status', op: '==' as const, value: 'ouvert' }];
        expect(await h.store.aggregate({ collection: h.collection, where, count: true })).toEqual({ count: 4 });
        const result = await h.store.aggregate({
          collection: h.collection,
          where,
          count: true,
          sum: ['amountCents', 'minutes'],
        });
        expect(result).toEqual(await recompute(where, ['amountCents', 'minutes']));
        // f5 has no amount: not aggregated at all; f4's amount is text: counted, added as nothing.
        expect(result).toEqual({ count: 3, sums: { amountCents: 12_099, minutes: 105 } });
        expect(await h.store.aggregate({ collection: h.collection, where, sum: ['minutes'] })).toEqual({
          sums: { minutes: 195 },
        });
      });

      it('counts at most `upTo` documents (a count only), the whole count below it', async () => {
        const where = [{ field: 'status', op: '==' as const, value: 'ouvert' }];
        expect(await h.store.aggregate({ collection: h.collection, count: true, upTo: 4 })).toEqual({ count: 4 });
        expect(await h.store.aggregate({ collection: h.collection, where, count: true, upTo: 10 })).toEqual({
          count: 4,
        });
        await expect(
          h.store.aggregate({ collection: h.collection, count: true, sum: ['minutes'], upTo: 4 }),
        ).rejects.toMatchObject({ code: 'invalid-argument' });
      });

      it('answers zero for nothing matched', async () => {
        expect(
          await h.store.aggregate({
            collection: h.collection,
            where: [{ field: 'status', op: '==', value: 'archivé' }],
            count: true,
            sum: ['minutes'],
          }),
        ).toEqual({ count: 0, sums: { minutes: 0 } });
      });

      it('refuses another cabinet’s collection with the same French message as a list of it', async () => {
        const listed = await h.store.query({ collection: h.foreignCollection }).then(
          () => null,
          (error: unknown) => error,
        );
        expect(listed).toMatchObject({ code: 'permission-denied' });
        await expect(h.store.aggregate({ collection: h.foreignCollection, count: true })).rejects.toMatchObject({
          code: 'permission-denied',
          message: (listed as Error).message,
        });
        await expect(h.store.aggregate({ collection: h.foreignCollection, sum: ['minutes'] })).rejects.toMatchObject({
          code: 'permission-denied',
          message: (listed as Error).message,
        });
      });

      it('refuses more sums than Firestore takes in one aggregation', async () => {
        await expect(
          h.store.aggregate({ collection: h.collection, sum: ['a', 'b', 'c', 'd', 'e'] }),
        ).rejects.toMatchObject({ code: 'invalid-argument', message: 'Au plus 4 sommes par agrégation.' });
      });
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

    it('reads documents by their ids in one query (`in` on the document id), the missing ones absent', async () => {
      for (const id of ['i1', 'i2', 'i3']) await h.store.set(at(id), { label: id });
      const found = await h.store.query<{ label: string }>({
        collection: h.collection,
        where: [{ field: DOCUMENT_ID, op: 'in', value: ['i3', 'i1', 'absent'] }],
      });
      expect(found.docs.map((doc) => `${doc.id}:${doc.data.label}`).sort()).toEqual(['i1:i1', 'i3:i3']);
      // Another cabinet's documents by id: refused like a list of their collection.
      await expect(
        h.store.query({ collection: h.foreignCollection, where: [{ field: DOCUMENT_ID, op: 'in', value: ['i1'] }] }),
      ).rejects.toMatchObject({ code: 'permission-denied' });
    });

    it('reads only the fields asked of documents named by their ids, the missing ones absent (getFields)', async () => {
      for (const id of ['f1', 'f2']) await h.store.set(at(id), { label: id, tokens: ['a', 'b'], nested: { x: 1 } });
      const found = await h.store.getFields<{ label: string; tokens: string[] }>(
        h.collection,
        ['f2', 'absent', 'f1'],
        ['label'],
      );
      expect(found.docs.map((doc) => ({ ...doc })).sort((a, b) => a.id.localeCompare(b.id))).toEqual([
        { id: 'f1', path: at('f1'), data: { label: 'f1' } },
        { id: 'f2', path: at('f2'), data: { label: 'f2' } },
      ]);
      expect(await h.store.getFields(h.collection, [], ['label'])).toEqual({ docs: [] });
      // Another cabinet's documents by id: refused by the policy, as their `get` is.
      await expect(h.store.getFields(h.foreignCollection, ['f1'], ['label'])).rejects.toMatchObject({
        code: 'permission-denied',
      });
    });

    it('a next page’s query subscription answers its whole page, not first the part the previous page read', async () => {
      // Written elsewhere: the store knows of them only what its queries read.
      const writer = h.otherDevice ?? h.store;
      for (const rank of [1, 2, 3, 4, 5]) await writer.set(at(`p${rank}`), { status: 'page', rank });
      const pageOf = (startAfter?: string) => {
        const seen: string[][] = [];
        const unsubscribe = h.store.subscribeQuery<{ rank: number }>(
          {
            collection: h.collection,
            where: [{ field: 'status', op: '==', value: 'page' }],
            orderBy: [{ field: 'rank' }],
            limit: 3,
            ...(startAfter ? { startAfter } : {}),
          },
          (snapshot) => seen.push(snapshot.docs.map((d) => d.id)),
        );
        return { seen, unsubscribe };
      };
      const first = pageOf();
      await eventually(() => expect(first.seen).toEqual([['p1', 'p2', 'p3']]));
      // Its third document is the next page's first: a cache that holds it must not answer it alone.
      const next = pageOf('p2');
      await eventually(() => expect(next.seen).toHaveLength(1));
      await settle();
      expect(next.seen).toEqual([['p3', 'p4', 'p5']]);
      first.unsubscribe();
      next.unsubscribe();
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

    // 30 at once: more than a cabinet issues at the same instant, and enough for a store without
    // serialization to lose updates (the emulator's contention retries: 100 took 12 s, 30 take 7).
    const CONCURRENT = 30;
    it(`serializes transactions: ${CONCURRENT} concurrent increments end at exactly ${CONCURRENT}`, async () => {
      const values = await Promise.all(
        Array.from({ length: CONCURRENT }, () =>
          h.store.runTransaction(async (tx) => {
            const snapshot = await tx.get<{ value: number }>(h.counterPath);
            const value = (snapshot.data?.value ?? 0) + 1;
            tx.set(h.counterPath, { value });
            return value;
          }),
        ),
      );
      expect((await h.store.get<{ value: number }>(h.counterPath)).data?.value).toBe(CONCURRENT);
      // Gap-free: every number from 1 to CONCURRENT handed out exactly once.
      expect([...values].sort((a, b) => a - b)).toEqual(Array.from({ length: CONCURRENT }, (_, i) => i + 1));
    }, 60_000);

    it('gives fresh, distinct ids', () => {
      const ids = new Set(Array.from({ length: 200 }, () => h.store.newId()));
      expect(ids.size).toBe(200);
      for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
    });
  });
}
