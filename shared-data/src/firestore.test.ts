/** The Firestore adapter's translation, with the SDK faked at the edge (recorded calls). */
import { createFirestoreAdapter, toQueryConstraints, type FirestoreAdapterDeps } from './firestore.ts';
import { DATA_MESSAGES } from './errors.ts';
import { installReadCounter } from './readCounter.ts';
import { isServerSilent, reconnectServer, SERVER_SILENCE_MS } from './serverReach.ts';

type Call = [string, ...unknown[]];

/** A live query's snapshot as the SDK gives it: its documents, where they come from, what changed. */
const querySnapshot = (ids: string[], { fromCache, changed = ids }: { fromCache: boolean; changed?: string[] }) => ({
  docs: ids.map((id) => ({ id, ref: { path: `firms/f/cases/${id}` }, data: () => ({ id }) })),
  metadata: { fromCache },
  docChanges: () => changed.map((id) => ({ type: 'added', doc: { id } })),
});

/** `quietListen`: a live query answers only what the test sends (`listeners`). */
function fakeSdk(options: { cursorExists?: boolean; fail?: string; quietListen?: boolean } = {}) {
  const calls: Call[] = [];
  const listeners: ((snapshot: unknown) => void)[] = [];
  const record =
    (name: string) =>
    (...args: unknown[]) => {
      calls.push([name, ...args]);
      return { op: name, args };
    };
  const snapshot = (path: string, data: unknown) => ({
    id: path.split('/').at(-1),
    ref: { path },
    exists: () => data !== undefined,
    data: () => data,
  });
  const sdk = {
    where: record('where'),
    orderBy: record('orderBy'),
    limit: record('limit'),
    startAfter: record('startAfter'),
    collection: (_db: unknown, path: string) => ({ kind: 'collection', path }),
    doc: (_db: unknown, ...segments: string[]) => ({ kind: 'doc', path: segments.join('/') }),
    query: (base: unknown, ...constraints: unknown[]) => ({ base, constraints }),
    getDoc: async (ref: { path: string }) => {
      calls.push(['getDoc', ref.path]);
      if (options.fail) throw Object.assign(new Error('boom'), { code: options.fail });
      return snapshot(ref.path, options.cursorExists === false ? undefined : { rank: 3 });
    },
    getDocs: async (query: unknown) => {
      calls.push(['getDocs', query]);
      return { docs: [snapshot('firms/f/cases/a', { rank: 1 })] };
    },
    setDoc: async (ref: { path: string }, data: unknown, opts: unknown) =>
      void calls.push(['setDoc', ref.path, data, opts]),
    updateDoc: async (ref: { path: string }, data: unknown) => {
      calls.push(['updateDoc', ref.path, data]);
      if (options.fail) throw Object.assign(new Error('x'), { code: options.fail });
    },
    deleteDoc: async (ref: { path: string }) => void calls.push(['deleteDoc', ref.path]),
    count: () => ({ aggregate: 'count' }),
    sum: (field: string) => ({ aggregate: 'sum', field }),
    getAggregateFromServer: async (query: unknown, spec: Record<string, unknown>) => {
      calls.push(['getAggregateFromServer', query, spec]);
      if (options.fail) throw Object.assign(new Error('refused'), { code: options.fail });
      return { data: () => ({ matched: 2_400, sum0: 1_234_500, sum1: null }) };
    },
    onSnapshot: (target: unknown, listenOptions: unknown, next: (s: unknown) => void) => {
      calls.push(['onSnapshot', target, listenOptions]);
      listeners.push(next);
      if (!options.quietListen) next(querySnapshot([], { fromCache: false }));
      return () => calls.push(['unsubscribe']);
    },
    disableNetwork: async () => void calls.push(['disableNetwork']),
    enableNetwork: async () => void calls.push(['enableNetwork']),
    runTransaction: async (_db: unknown, work: (t: unknown) => Promise<unknown>) =>
      work({
        get: async (ref: { path: string }) => snapshot(ref.path, { value: 41 }),
        set: (ref: { path: string }, data: unknown, opts: unknown) => calls.push(['tx.set', ref.path, data, opts]),
        update: (ref: { path: string }, data: unknown) => calls.push(['tx.update', ref.path, data]),
        delete: (ref: { path: string }) => calls.push(['tx.delete', ref.path]),
      }),
  };
  return { sdk, calls, listeners };
}

const adapterWith = (
  fake: ReturnType<typeof fakeSdk>,
  loadPageReader: FirestoreAdapterDeps['loadPageReader'] = () => Promise.reject(new Error('not used')),
) =>
  createFirestoreAdapter({
    db: {} as FirestoreAdapterDeps['db'],
    sdk: fake.sdk as unknown as FirestoreAdapterDeps['sdk'],
    loadPageReader,
    loadFieldReader: () => Promise.reject(new Error('not used')),
  });

/** A page reader (Firestore Lite) faked like the SDK, and how many times it was loaded. */
function fakePageReader(options: { failFirstLoad?: boolean } = {}) {
  const lite = fakeSdk();
  let loads = 0;
  const load = async () => {
    loads += 1;
    if (options.failFirstLoad && loads === 1) throw Object.assign(new Error('chunk'), { code: 'unavailable' });
    return { db: {}, sdk: lite.sdk } as unknown as Awaited<ReturnType<FirestoreAdapterDeps['loadPageReader']>>;
  };
  return { lite, load, loads: () => loads };
}

describe('Firestore adapter — query translation', () => {
  it('translates where / orderBy / cursor / limit in Firestore’s order', () => {
    const { sdk, calls } = fakeSdk();
    const constraints = toQueryConstraints(
      sdk as unknown as FirestoreAdapterDeps['sdk'],
      {
        collection: 'firms/f/cases',
        where: [
          { field: 'status', op: '==', value: 'ouvert' },
          { field: 'clientIds', op: 'array-contains', value: 'c1' },
          { field: 'openedAt', op: '>=', value: '2026-01-01' },
        ],
        orderBy: [{ field: 'openedAt', direction: 'desc' }, { field: 'reference' }],
        limit: 50,
        startAfter: 'x',
      },
      'CURSOR',
    );
    expect(calls).toEqual([
      ['where', 'status', '==', 'ouvert'],
      ['where', 'clientIds', 'array-contains', 'c1'],
      ['where', 'openedAt', '>=', '2026-01-01'],
      ['orderBy', 'openedAt', 'desc'],
      ['orderBy', 'reference', 'asc'],
      ['startAfter', 'CURSOR'],
      ['limit', 50],
    ]);
    expect(constraints).toHaveLength(7);
  });

  it('passes every operator through unchanged', () => {
    const { sdk, calls } = fakeSdk();
    const ops = ['==', '!=', '<', '<=', '>', '>=', 'in', 'not-in', 'array-contains', 'array-contains-any'] as const;
    toQueryConstraints(sdk as unknown as FirestoreAdapterDeps['sdk'], {
      collection: 'c',
      where: ops.map((op) => ({ field: 'f', op, value: 1 })),
    });
    expect(calls.map((c) => c[2])).toEqual([...ops]);
  });

  it('reads the cursor document then queries after its snapshot', async () => {
    const fake = fakeSdk();
    const result = await adapterWith(fake).store.query({
      collection: 'firms/f/cases',
      orderBy: [{ field: 'rank' }],
      startAfter: 'd9',
      limit: 2,
    });
    expect(fake.calls[0]).toEqual(['getDoc', 'firms/f/cases/d9']);
    expect(fake.calls.find((c) => c[0] === 'startAfter')?.[1]).toMatchObject({ id: 'd9' });
    expect(result.docs).toEqual([{ id: 'a', path: 'firms/f/cases/a', data: { rank: 1 } }]);
  });

  it('pages on from the last document it delivered without reading it again', async () => {
    const fake = fakeSdk();
    const { store } = adapterWith(fake);
    const first = await store.query({ collection: 'firms/f/cases', orderBy: [{ field: 'rank' }], limit: 1 });
    await store.query({
      collection: 'firms/f/cases',
      orderBy: [{ field: 'rank' }],
      limit: 1,
      startAfter: first.docs[0]!.id,
    });
    expect(fake.calls.filter((call) => call[0] === 'getDoc')).toEqual([]);
    // The cursor is the snapshot the first page ended on (the values it was cut at).
    expect(fake.calls.find((call) => call[0] === 'startAfter')?.[1]).toMatchObject({
      ref: { path: 'firms/f/cases/a' },
    });
    // Another collection's document of the same id is not taken for it.
    await store.query({ collection: 'firms/f/clients', limit: 1, startAfter: 'a' });
    expect(fake.calls.filter((call) => call[0] === 'getDoc')).toEqual([['getDoc', 'firms/f/clients/a']]);
  });

  it('reads bulk pages through the page reader, loaded once, with cursors of its own', async () => {
    const fake = fakeSdk();
    const reader = fakePageReader();
    const { store } = adapterWith(fake, reader.load);
    const query = { collection: 'firms/f/cases', orderBy: [{ field: 'rank' }], limit: 1 };
    const first = await store.queryPage(query);
    await store.queryPage({ ...query, startAfter: first.docs[0]!.id });
    // Nothing of it through the full SDK (no query view built), and no read for the cursor.
    expect(fake.calls).toEqual([]);
    expect(reader.loads()).toBe(1);
    expect(first.docs).toEqual([{ id: 'a', path: 'firms/f/cases/a', data: { rank: 1 } }]);
    expect(reader.lite.calls.filter((call) => call[0] === 'getDocs')).toHaveLength(2);
    expect(reader.lite.calls.find((call) => call[0] === 'startAfter')?.[1]).toMatchObject({
      ref: { path: 'firms/f/cases/a' },
    });
    // A page's cursor is the page reader's own snapshot: a full-SDK query after it reads the document.
    await store.query({ ...query, startAfter: 'a' });
    expect(fake.calls.filter((call) => call[0] === 'getDoc')).toEqual([['getDoc', 'firms/f/cases/a']]);
  });

  it('loads the page reader again after a failed load, with a French error meanwhile', async () => {
    const reader = fakePageReader({ failFirstLoad: true });
    const { store } = adapterWith(fakeSdk(), reader.load);
    await expect(store.queryPage({ collection: 'c', limit: 1 })).rejects.toMatchObject({
      name: 'DataError',
      code: 'unavailable',
    });
    await expect(store.queryPage({ collection: 'c', limit: 1 })).resolves.toMatchObject({ docs: [{ id: 'a' }] });
    expect(reader.loads()).toBe(2);
  });

  it('refuses a cursor whose document no longer exists', async () => {
    const fake = fakeSdk({ cursorExists: false });
    await expect(adapterWith(fake).store.query({ collection: 'c', startAfter: 'gone' })).rejects.toMatchObject({
      code: 'invalid-argument',
    });
  });

  it('maps set / merge / update / delete, dropping undefined values', async () => {
    const fake = fakeSdk();
    const { store } = adapterWith(fake);
    await store.set('a/b', { x: 1, y: undefined });
    await store.set('a/b', { z: 2 }, { merge: true });
    await store.update('a/b', { 'fee.amountCents': 3 });
    await store.delete('a/b');
    expect(fake.calls).toEqual([
      ['setDoc', 'a/b', { x: 1 }, { merge: false }],
      ['setDoc', 'a/b', { z: 2 }, { merge: true }],
      ['updateDoc', 'a/b', { 'fee.amountCents': 3 }],
      ['deleteDoc', 'a/b'],
    ]);
  });

  it('turns Firebase errors into French DataErrors', async () => {
    const { store } = adapterWith(fakeSdk({ fail: 'permission-denied' }));
    await expect(store.get('firms/other/cases/x')).rejects.toMatchObject({
      code: 'permission-denied',
      message: DATA_MESSAGES.denied,
    });
    const missing = adapterWith(fakeSdk({ fail: 'not-found' }));
    await expect(missing.store.update('a/b', { x: 1 })).rejects.toMatchObject({ code: 'not-found' });
  });

  it('wraps transactions and subscriptions', async () => {
    const fake = fakeSdk();
    const { store } = adapterWith(fake);
    const value = await store.runTransaction(async (tx) => {
      const snap = await tx.get<{ value: number }>('firms/f/counters/cases-2026');
      tx.set('firms/f/counters/cases-2026', { value: snap.data!.value + 1 });
      return snap.data!.value + 1;
    });
    expect(value).toBe(42);
    expect(fake.calls).toContainEqual(['tx.set', 'firms/f/counters/cases-2026', { value: 42 }, { merge: false }]);
    const seen: unknown[] = [];
    const unsubscribe = store.subscribeQuery(
      { collection: 'firms/f/cases', where: [{ field: 'status', op: '==', value: 'clos' }] },
      (s) => seen.push(s),
    );
    await new Promise((r) => setTimeout(r, 0));
    expect(seen).toEqual([{ docs: [] }]);
    expect(fake.calls.find((call) => call[0] === 'onSnapshot')?.[2]).toEqual({ includeMetadataChanges: true });
    unsubscribe();
    expect(fake.calls.at(-1)).toEqual(['unsubscribe']);
  });

  it('asks one aggregation of the filtered query, with a count, under aliases of its own', async () => {
    const fake = fakeSdk();
    const result = await adapterWith(fake).store.aggregate({
      collection: 'firms/f/invoices',
      where: [{ field: 'status', op: '==', value: 'issued' }],
      sum: ['totals.netCents', 'paidCents'],
    });
    // Only what was asked comes back; a sum of nothing answers 0.
    expect(result).toEqual({ sums: { 'totals.netCents': 1_234_500, paidCents: 0 } });
    const [name, query, spec] = fake.calls.find((call) => call[0] === 'getAggregateFromServer')!;
    expect(name).toBe('getAggregateFromServer');
    expect(query).toEqual({
      base: { kind: 'collection', path: 'firms/f/invoices' },
      constraints: [{ op: 'where', args: ['status', '==', 'issued'] }],
    });
    expect(spec).toEqual({
      matched: { aggregate: 'count' },
      sum0: { aggregate: 'sum', field: 'totals.netCents' },
      sum1: { aggregate: 'sum', field: 'paidCents' },
    });
    expect(await adapterWith(fakeSdk()).store.aggregate({ collection: 'c', count: true })).toEqual({ count: 2_400 });
  });

  it('refuses an aggregation like a list, in French', async () => {
    const { store } = adapterWith(fakeSdk({ fail: 'permission-denied' }));
    await expect(store.aggregate({ collection: 'firms/other/invoices', count: true })).rejects.toMatchObject({
      code: 'permission-denied',
      message: DATA_MESSAGES.denied,
    });
  });

  it('validates files before any upload', async () => {
    const { files } = adapterWith(fakeSdk());
    await expect(
      files.upload('firms/f/x.exe', new Blob(['x'], { type: 'application/x-msdownload' })),
    ).rejects.toMatchObject({ code: 'file-type-not-allowed' });
  });
});

describe('Firestore adapter — a live query’s answers', () => {
  const ids = (seen: { docs: { id: string }[] }[]) => seen.map((snapshot) => snapshot.docs.map((doc) => doc.id));
  async function listen() {
    const fake = fakeSdk({ quietListen: true });
    const seen: { docs: { id: string }[] }[] = [];
    const unsubscribe = adapterWith(fake).store.subscribeQuery({ collection: 'firms/f/cases', limit: 3 }, (snapshot) =>
      seen.push(snapshot),
    );
    // The query is built asynchronously (its cursor may need a read).
    for (let i = 0; i < 5 && fake.listeners.length === 0; i += 1) await Promise.resolve();
    const send = (docs: string[], fromCache: boolean, changed?: string[]) =>
      fake.listeners[0]!(querySnapshot(docs, { fromCache, ...(changed ? { changed } : {}) }));
    return { seen, send, unsubscribe, calls: fake.calls };
  }
  afterEach(() => jest.useRealTimers());

  it('shows the server’s answer first, not the part of it the cache held', async () => {
    const { seen, send } = await listen();
    // A next page: the cache holds its first document (the previous page's last), then the server answers.
    send(['c'], true);
    expect(seen).toEqual([]);
    send(['c', 'd', 'e'], false, ['d', 'e']);
    expect(ids(seen)).toEqual([['c', 'd', 'e']]);
    // Later: a document that changed is delivered; a change of metadata only (a write confirmed) is not.
    send(['c', 'd', 'f'], false, ['f']);
    send(['c', 'd', 'f'], false, []);
    expect(ids(seen)).toEqual([
      ['c', 'd', 'e'],
      ['c', 'd', 'f'],
    ]);
  });

  it('shows the cache’s answer when the server is slow or unreachable, the latest one', async () => {
    jest.useFakeTimers();
    const { seen, send } = await listen();
    send(['c'], true);
    send(['c', 'x'], true, ['x']);
    jest.advanceTimersByTime(999);
    expect(seen).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(ids(seen)).toEqual([['c', 'x']]);
    // The server's answer then comes as a change.
    send(['c', 'd', 'e'], false, ['d', 'e']);
    expect(ids(seen)).toEqual([
      ['c', 'x'],
      ['c', 'd', 'e'],
    ]);
  });

  it('does not show a cache holding none of the documents as an empty answer: the server’s is awaited', async () => {
    jest.useFakeTimers();
    const { seen, send } = await listen();
    // The SDK gave up on the server and answers from a cache this page never filled.
    send([], true);
    jest.advanceTimersByTime(5_000);
    expect(seen).toEqual([]);
    // A document written meanwhile is in the cache: shown at once, the grace being over.
    send(['n'], true, ['n']);
    expect(ids(seen)).toEqual([['n']]);
    send(['a', 'n'], false, ['a']);
    expect(ids(seen)).toEqual([['n'], ['a', 'n']]);
  });

  it('marks the cache’s answer shown for a slow server as pending, and delivers the server’s even when it changes nothing', async () => {
    jest.useFakeTimers();
    const { seen, send } = await listen();
    send(['c', 'd'], true);
    jest.advanceTimersByTime(1_000);
    expect(seen).toEqual([expect.objectContaining({ pending: true })]);
    // The server answers the same documents: no document changed, but the answer is now the server's.
    send(['c', 'd'], false, []);
    expect(ids(seen)).toEqual([
      ['c', 'd'],
      ['c', 'd'],
    ]);
    expect(seen[1]).not.toHaveProperty('pending');
    // Afterwards a write confirmed (no document changed) is not delivered.
    send(['c', 'd'], false, []);
    expect(seen).toHaveLength(2);
  });

  it('counts the documents read from the server, as Firestore bills them: none for the cache’s answer', async () => {
    jest.useFakeTimers();
    const reads = installReadCounter();
    reads.reset();
    const { send } = await listen();
    send(['c', 'd'], true);
    jest.advanceTimersByTime(1_000);
    expect(reads.total).toBe(0);
    // The server's first answer: all its documents, though none changed what the cache had shown.
    send(['c', 'd', 'e'], false, ['e']);
    expect(reads.total).toBe(3);
    // Then what changed only: a metadata change reads nothing, a document added or modified one each.
    send(['c', 'd', 'e'], false, []);
    send(['c', 'd', 'f'], false, ['f']);
    expect(reads.bySourceAndCollection).toEqual({ listen: { cases: 4 } });
  });

  it('shows the cache’s answer at once when the browser is offline', async () => {
    const { seen, send } = await listen();
    const navigator = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
    Object.defineProperty(globalThis, 'navigator', { value: { onLine: false }, configurable: true });
    try {
      send(['c'], true);
    } finally {
      if (navigator) Object.defineProperty(globalThis, 'navigator', navigator);
      else Reflect.deleteProperty(globalThis, 'navigator');
    }
    expect(ids(seen)).toEqual([['c']]);
  });

  it('drops a cache’s answer still waiting when the list is left', async () => {
    jest.useFakeTimers();
    const { seen, send, unsubscribe, calls } = await listen();
    send(['c'], true);
    unsubscribe();
    jest.advanceTimersByTime(5_000);
    expect(seen).toEqual([]);
    expect(calls.at(-1)).toEqual(['unsubscribe']);
  });
});

describe('Firestore adapter — a live document’s answers', () => {
  /** A document's snapshot as the SDK gives it: its data (undefined: none), where it comes from. */
  const docSnapshot = (data: Record<string, unknown> | undefined, fromCache: boolean) => ({
    id: 'u1',
    ref: { path: 'memberships/u1' },
    exists: () => data !== undefined,
    data: () => data,
    metadata: { fromCache },
  });
  function watch() {
    const fake = fakeSdk({ quietListen: true });
    const seen: { exists: boolean; data: unknown }[] = [];
    adapterWith(fake).store.subscribeDoc('memberships/u1', (snapshot) => seen.push(snapshot));
    const send = (data: Record<string, unknown> | undefined, fromCache: boolean) =>
      fake.listeners[0]!(docSnapshot(data, fromCache));
    return { seen, send, calls: fake.calls };
  }
  const offline = (run: () => void) => {
    const navigator = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
    Object.defineProperty(globalThis, 'navigator', { value: { onLine: false }, configurable: true });
    try {
      run();
    } finally {
      if (navigator) Object.defineProperty(globalThis, 'navigator', navigator);
      else Reflect.deleteProperty(globalThis, 'navigator');
    }
  };

  it('does not take the cache’s not holding a document for its absence: the server’s answer is awaited', () => {
    const { seen, send, calls } = watch();
    expect(calls.find((call) => call[0] === 'onSnapshot')?.[2]).toEqual({ includeMetadataChanges: true });
    // The SDK answers from its cache after 10 s without the server: it never read the membership.
    send(undefined, true);
    expect(seen).toEqual([]);
    send({ firmId: 'f1', role: 'owner' }, false);
    expect(seen).toEqual([expect.objectContaining({ exists: true, data: { firmId: 'f1', role: 'owner' } })]);
  });

  it('gives the server’s absence, and the cache’s when the browser is offline', () => {
    const online = watch();
    online.send(undefined, false);
    expect(online.seen).toEqual([expect.objectContaining({ exists: false, data: null })]);
    const { seen, send } = watch();
    offline(() => send(undefined, true));
    expect(seen).toEqual([expect.objectContaining({ exists: false })]);
  });

  it('shows a document the cache holds, then only changes — not the server agreeing nor a write confirmed', () => {
    const reads = installReadCounter();
    reads.reset();
    const { seen, send } = watch();
    send({ role: 'member' }, true);
    send({ role: 'member' }, false);
    send({ role: 'owner' }, false);
    send({ role: 'owner' }, false);
    expect(seen.map((snapshot) => snapshot.data)).toEqual([{ role: 'member' }, { role: 'owner' }]);
    // The server's first answer, then its change: two documents read; the cache's answer none.
    expect(reads.bySourceAndCollection).toEqual({ listen: { memberships: 2 } });
  });
});

describe('Firestore adapter — a data server that does not answer', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const query = { collection: 'firms/f/cases', limit: 3 };
  async function listenQuietly() {
    const fake = fakeSdk({ quietListen: true });
    const unsubscribe = adapterWith(fake).store.subscribeQuery(query, () => undefined);
    for (let i = 0; i < 5 && fake.listeners.length === 0; i += 1) await Promise.resolve();
    const send = (docs: string[], fromCache: boolean) => fake.listeners[0]!(querySnapshot(docs, { fromCache }));
    return { send, unsubscribe, calls: fake.calls };
  }

  it('says so once a live read has waited for it past SERVER_SILENCE_MS, and no more once it answers', async () => {
    const { send, unsubscribe } = await listenQuietly();
    send([], true);
    jest.advanceTimersByTime(SERVER_SILENCE_MS - 1);
    expect(isServerSilent()).toBe(false);
    jest.advanceTimersByTime(1);
    expect(isServerSilent()).toBe(true);
    send(['a'], false);
    expect(isServerSilent()).toBe(false);
    // The SDK loses the server later: its cache's answer (a metadata change) starts a new wait.
    send(['a'], true);
    jest.advanceTimersByTime(SERVER_SILENCE_MS);
    expect(isServerSilent()).toBe(true);
    // The page leaves the list: nothing waits any more.
    unsubscribe();
    expect(isServerSilent()).toBe(false);
  });

  it('is silent while any live read waits — a document as a list', async () => {
    const fake = fakeSdk({ quietListen: true });
    const { store } = adapterWith(fake);
    const stopDoc = store.subscribeDoc('memberships/u1', () => undefined);
    const stopList = store.subscribeQuery(query, () => undefined);
    for (let i = 0; i < 5 && fake.listeners.length < 2; i += 1) await Promise.resolve();
    jest.advanceTimersByTime(SERVER_SILENCE_MS);
    expect(isServerSilent()).toBe(true);
    const docAnswer = { id: 'u1', ref: { path: 'memberships/u1' }, exists: () => true, data: () => ({}) };
    fake.listeners[0]!({ ...docAnswer, metadata: { fromCache: false } });
    expect(isServerSilent()).toBe(true);
    fake.listeners[1]!(querySnapshot([], { fromCache: false }));
    expect(isServerSilent()).toBe(false);
    stopDoc();
    stopList();
  });

  it('a read the server answers in time never says it', async () => {
    const { send, unsubscribe } = await listenQuietly();
    send(['a'], false);
    jest.advanceTimersByTime(SERVER_SILENCE_MS * 3);
    expect(isServerSilent()).toBe(false);
    unsubscribe();
  });

  it('« Réessayer maintenant » reconnects the SDK at once', async () => {
    const { calls, unsubscribe } = await listenQuietly();
    await reconnectServer();
    expect(calls.filter(([name]) => name.endsWith('Network')).map(([name]) => name)).toEqual([
      'disableNetwork',
      'enableNetwork',
    ]);
    unsubscribe();
  });
});
