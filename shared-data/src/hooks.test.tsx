import { act, renderHook, waitFor } from '@testing-library/react';
import { getSession, resetSessionForTests, updateSession } from 'shared-auth';
import {
  useAggregate,
  useCaseChoices,
  useCaseLabels,
  useClientChoices,
  useClientsById,
  useCollection,
  useDocument,
  useDocuments,
  useFirm,
  usePagedCollection,
  usePagedList,
  useRowsOf,
  useShownKey,
} from './hooks.ts';
import { CASE_CHOICE_RULES, PICKER_CHOICES } from './choices.ts';
import { caseSearchFields, clientSearchFields } from './search.ts';
import { createIndexedDbAdapter } from './indexeddb.ts';
import { getDataStore, initData, resetDataForTests } from './init.ts';
import { resetDemoData } from './demoActions.ts';
import { DEMO_IDS } from './demoIds.ts';
import { paths } from './paths.ts';
import { DATA_MESSAGES } from './errors.ts';
import { installReadCounter } from './readCounter.ts';
import type { DocumentStore, Query, QuerySnapshot } from './port.ts';

const signIn = (uid: string, email: string) =>
  updateSession({ user: { id: uid, email, role: 'owner', name: '' }, initialized: true });

afterEach(() => {
  resetSessionForTests();
});

describe('useDocument / useCollection', () => {
  const adapter = createIndexedDbAdapter({
    name: `hooks-${Date.now()}`,
    getAuth: () => (getSession().user ? { uid: getSession().user!.id, email: '' } : null),
  });
  beforeAll(() => adapter.system.set(paths.membership('u1'), { firmId: 'f1', role: 'owner' }));
  afterAll(() => adapter.close());

  it('load, then follow changes live', async () => {
    signIn('u1', 'u1@x.fr');
    await adapter.store.set(paths.task('f1', 't1'), { title: 'Relancer', order: 1 });
    const doc = renderHook(() => useDocument<{ title: string }>(paths.task('f1', 't1'), adapter.store));
    const list = renderHook(() =>
      useCollection<{ title: string; order: number }>(
        { collection: paths.tasks('f1'), orderBy: [{ field: 'order' }] },
        adapter.store,
      ),
    );
    expect(doc.result.current.loading).toBe(true);
    await waitFor(() =>
      expect(doc.result.current).toEqual({
        data: { id: 't1', title: 'Relancer', order: 1 },
        loading: false,
        error: null,
      }),
    );
    await waitFor(() => expect(list.result.current.data.map((t) => t.id)).toEqual(['t1']));
    await act(() => adapter.store.set(paths.task('f1', 't0'), { title: 'Avant', order: 0 }));
    await waitFor(() => expect(list.result.current.data.map((t) => t.id)).toEqual(['t0', 't1']));
    await act(() => adapter.store.update(paths.task('f1', 't1'), { title: 'Relancé' }));
    await waitFor(() => expect(doc.result.current.data?.title).toBe('Relancé'));
    doc.unmount();
    list.unmount();
  });

  it('useFirm gives the cabinet once the membership is read, its name while the cabinet’s document is still coming', async () => {
    signIn('u1', 'u1@x.fr');
    await adapter.system.set(paths.firm('f1'), { name: 'Cabinet Un' });
    // The cabinet's document answers only when the test lets it: a slow backend.
    let releaseFirm: () => void = () => undefined;
    const held: DocumentStore = {
      ...adapter.store,
      subscribeDoc: (path, onNext, onError) => {
        if (path !== paths.firm('f1')) return adapter.store.subscribeDoc(path, onNext, onError);
        let unsubscribe: () => void = () => undefined;
        let cancelled = false;
        releaseFirm = () => {
          if (!cancelled) unsubscribe = adapter.store.subscribeDoc(path, onNext, onError);
        };
        return () => {
          cancelled = true;
          unsubscribe();
        };
      },
    };
    const firm = renderHook(() => useFirm(held));
    // The screen's own reads can start with the cabinet's id: they do not wait for its name.
    await waitFor(() =>
      expect(firm.result.current).toEqual({
        firm: { firmId: 'f1', role: 'owner', firmName: '' },
        loading: true,
        error: null,
      }),
    );
    act(() => releaseFirm());
    await waitFor(() =>
      expect(firm.result.current).toEqual({
        firm: { firmId: 'f1', role: 'owner', firmName: 'Cabinet Un' },
        loading: false,
        error: null,
      }),
    );
    firm.unmount();
  });

  it('give a French error when the policy refuses, and nothing for a null path', async () => {
    signIn('stranger', 's@x.fr');
    const denied = renderHook(() => useCollection({ collection: paths.tasks('f1') }, adapter.store));
    await waitFor(() =>
      expect(denied.result.current).toEqual({ data: [], loading: false, error: DATA_MESSAGES.otherFirm }),
    );
    const none = renderHook(() => useDocument(null, adapter.store));
    expect(none.result.current).toEqual({ data: null, loading: false, error: null });
  });
});

describe('useAggregate', () => {
  const adapter = createIndexedDbAdapter({
    name: `aggregate-hook-${Date.now()}`,
    getAuth: () => (getSession().user ? { uid: getSession().user!.id, email: '' } : null),
  });
  beforeAll(async () => {
    await adapter.system.set(paths.membership('u1'), { firmId: 'f1', role: 'owner' });
    await adapter.system.set(paths.task('f1', 'a'), { status: 'à faire', minutes: 30 });
    await adapter.system.set(paths.task('f1', 'b'), { status: 'fait', minutes: 45 });
  });
  afterAll(() => adapter.close());

  it('reads the count and sums, again when the spec changes and on refresh', async () => {
    signIn('u1', 'u1@x.fr');
    let status = 'à faire';
    const hook = renderHook(() =>
      useAggregate(
        {
          collection: paths.tasks('f1'),
          where: [{ field: 'status', op: '==', value: status }],
          count: true,
          sum: ['minutes'],
        },
        adapter.store,
      ),
    );
    expect(hook.result.current.loading).toBe(true);
    await waitFor(() =>
      expect(hook.result.current).toMatchObject({ data: { count: 1, sums: { minutes: 30 } }, loading: false }),
    );
    status = 'fait';
    hook.rerender();
    // A new spec never shows the previous spec's answer.
    expect(hook.result.current.data).toBeNull();
    await waitFor(() => expect(hook.result.current.data).toEqual({ count: 1, sums: { minutes: 45 } }));
    await act(() => adapter.store.set(paths.task('f1', 'c'), { status: 'fait', minutes: 15 }));
    // Not live: unchanged until refreshed.
    expect(hook.result.current.data).toEqual({ count: 1, sums: { minutes: 45 } });
    act(() => hook.result.current.refresh());
    await waitFor(() => expect(hook.result.current.data).toEqual({ count: 2, sums: { minutes: 60 } }));
    expect(hook.result.current.loading).toBe(false);
    hook.unmount();
  });

  it('gives the list’s French refusal, and nothing for a null spec', async () => {
    signIn('stranger', 's@x.fr');
    const denied = renderHook(() => useAggregate({ collection: paths.tasks('f1'), count: true }, adapter.store));
    await waitFor(() =>
      expect(denied.result.current).toMatchObject({ data: null, loading: false, error: DATA_MESSAGES.otherFirm }),
    );
    const none = renderHook(() => useAggregate(null, adapter.store));
    expect(none.result.current).toMatchObject({ data: null, loading: false, error: null });
  });
});

describe('usePagedCollection', () => {
  const adapter = createIndexedDbAdapter({
    name: `paged-hook-${Date.now()}`,
    getAuth: () => (getSession().user ? { uid: getSession().user!.id, email: '' } : null),
  });
  const task = (order: number) => ({ title: `Tâche ${order}`, order });
  beforeAll(async () => {
    await adapter.system.set(paths.membership('u1'), { firmId: 'f1', role: 'owner' });
    for (let order = 1; order <= 7; order += 1) await adapter.system.set(paths.task('f1', `t${order}`), task(order));
  });
  afterAll(() => adapter.close());
  const ids = (rows: { id: string }[]) => rows.map((row) => row.id);

  it('shows a page, the next on demand, each page live, and starts again on a new query', async () => {
    signIn('u1', 'u1@x.fr');
    let direction: 'asc' | 'desc' = 'asc';
    const hook = renderHook(() =>
      usePagedCollection<{ order: number }>(
        { collection: paths.tasks('f1'), orderBy: [{ field: 'order', direction }], limit: 1000 },
        { pageSize: 3 },
        adapter.store,
      ),
    );
    expect(hook.result.current.loading).toBe(true);
    await waitFor(() => expect(ids(hook.result.current.data)).toEqual(['t1', 't2', 't3']));
    expect(hook.result.current).toMatchObject({ loading: false, hasMore: true, error: null });
    act(() => hook.result.current.loadMore());
    await waitFor(() => expect(ids(hook.result.current.data)).toEqual(['t1', 't2', 't3', 't4', 't5', 't6']));
    act(() => hook.result.current.loadMore());
    await waitFor(() => expect(ids(hook.result.current.data)).toHaveLength(7));
    expect(hook.result.current.hasMore).toBe(false);
    // Live: a document inserted on the first page shows, nothing shown twice or lost.
    await act(() => adapter.store.set(paths.task('f1', 't0'), task(0)));
    await waitFor(() =>
      expect(ids(hook.result.current.data)).toEqual(['t0', 't1', 't2', 't3', 't4', 't5', 't6', 't7']),
    );
    await act(() => adapter.store.delete(paths.task('f1', 't5')));
    await waitFor(() => expect(ids(hook.result.current.data)).not.toContain('t5'));
    // A new query starts from its first page.
    direction = 'desc';
    hook.rerender();
    await waitFor(() => expect(ids(hook.result.current.data)).toEqual(['t7', 't6', 't4']));
    expect(hook.result.current.hasMore).toBe(true);
    hook.unmount();
  });

  it('useRowsOf builds a row once per version of its document: a next page keeps the rows shown', async () => {
    signIn('u1', 'u1@x.fr');
    const built: string[] = [];
    const toRow = (doc: { id: string; order: number }) => {
      built.push(doc.id);
      return { id: doc.id, label: `n° ${doc.order}` };
    };
    const hook = renderHook(() => {
      const list = usePagedCollection<{ order: number }>(
        { collection: paths.tasks('f1'), orderBy: [{ field: 'order', direction: 'asc' }] },
        { pageSize: 3 },
        adapter.store,
      );
      return { list, rows: useRowsOf(list.data, toRow) };
    });
    await waitFor(() => expect(hook.result.current.rows).toHaveLength(3));
    const firstPage = hook.result.current.rows;
    expect(built).toEqual(ids(firstPage));
    act(() => hook.result.current.list.loadMore());
    await waitFor(() => expect(hook.result.current.rows).toHaveLength(6));
    const twoPages = hook.result.current.rows;
    // The first page's rows are the same objects, built once; only the next page's were built.
    for (const [index, row] of firstPage.entries()) expect(twoPages[index]).toBe(row);
    expect(built).toEqual(ids(twoPages));
    // A document of the second page changed: its row is built again, the first page's are kept.
    const edited = twoPages[4]!;
    await act(() => adapter.store.update(paths.task('f1', edited.id), { title: 'Tâche revue' }));
    await waitFor(() => expect(hook.result.current.rows[4]).not.toBe(edited));
    expect(hook.result.current.rows[4]).toEqual(edited);
    for (const [index, row] of firstPage.entries()) expect(hook.result.current.rows[index]).toBe(row);
    hook.unmount();
  });

  it('a next page the cache answered alone (the server slow) is still loading until the server’s page; the totals’ key stays', () => {
    // A store whose live queries the test answers, as the Firestore adapter does after its grace.
    const answers = new Map<string, (snapshot: QuerySnapshot<{ order: number }>) => void>();
    const store = {
      subscribeQuery: (query: Query, onNext: (snapshot: QuerySnapshot<{ order: number }>) => void) => {
        answers.set(String(query.startAfter ?? ''), onNext);
        return () => answers.delete(String(query.startAfter ?? ''));
      },
    } as unknown as DocumentStore;
    const page = (names: string[], pending = false) => ({
      docs: names.map((id) => ({ id, path: paths.task('f1', id), data: { order: Number(id.slice(1)) } })),
      ...(pending ? { pending } : {}),
    });
    signIn('u1', 'u1@x.fr');
    const hook = renderHook(() => {
      const list = usePagedCollection<{ order: number }>({ collection: paths.tasks('f1') }, { pageSize: 3 }, store);
      return { list, key: useShownKey(list) };
    });
    act(() => answers.get('')!(page(['t1', 't2', 't3', 't4'])));
    const key = hook.result.current.key;
    act(() => hook.result.current.list.loadMore());
    // The cache held the previous page's extra document only.
    act(() => answers.get('t3')!(page(['t4'], true)));
    expect(hook.result.current.list).toMatchObject({ loadingMore: true, pending: true });
    act(() => answers.get('t3')!(page(['t4', 't5', 't6', 't7'])));
    expect(ids(hook.result.current.list.data)).toEqual(['t1', 't2', 't3', 't4', 't5', 't6']);
    expect(hook.result.current.list).toMatchObject({ loadingMore: false, hasMore: true, pending: false });
    expect(hook.result.current.key).toBe(key);
    hook.unmount();
  });

  it('a first page the cache answered alone is shown, and pending until the server’s page', () => {
    let answer: ((snapshot: QuerySnapshot<{ order: number }>) => void) | null = null;
    const store = {
      subscribeQuery: (_query: Query, onNext: (snapshot: QuerySnapshot<{ order: number }>) => void) => {
        answer = onNext;
        return () => undefined;
      },
    } as unknown as DocumentStore;
    const docs = (names: string[]) =>
      names.map((id) => ({ id, path: paths.task('f1', id), data: { order: Number(id.slice(1)) } }));
    signIn('u1', 'u1@x.fr');
    const hook = renderHook(() =>
      usePagedCollection<{ order: number }>({ collection: paths.tasks('f1') }, { pageSize: 3 }, store),
    );
    expect(hook.result.current).toMatchObject({ loading: true, pending: false });
    act(() => answer!({ docs: docs(['t1']), pending: true }));
    expect(ids(hook.result.current.data)).toEqual(['t1']);
    expect(hook.result.current).toMatchObject({ loading: false, pending: true });
    act(() => answer!({ docs: docs(['t1', 't2', 't3', 't4']) }));
    expect(ids(hook.result.current.data)).toEqual(['t1', 't2', 't3']);
    expect(hook.result.current).toMatchObject({ loading: false, pending: false, hasMore: true });
    hook.unmount();
  });

  it('« more » reads the next page only: the pages shown are not read again', async () => {
    signIn('u1', 'u1@x.fr');
    for (let order = 1; order <= 7; order += 1)
      await adapter.system.set(paths.deadline('f1', `d${order}`), { title: `Délai ${order}`, order });
    const hook = renderHook(() =>
      usePagedCollection<{ order: number }>(
        { collection: paths.deadlines('f1'), orderBy: [{ field: 'order' }] },
        { pageSize: 3 },
        adapter.store,
      ),
    );
    await waitFor(() => expect(ids(hook.result.current.data)).toEqual(['d1', 'd2', 'd3']));
    const reads = installReadCounter();
    reads.reset();
    act(() => hook.result.current.loadMore());
    await waitFor(() => expect(ids(hook.result.current.data)).toHaveLength(6));
    // The second page and the one after it (does more follow?): d4 … d7.
    expect(reads.bySourceAndCollection.listen?.deadlines).toBe(4);
    hook.unmount();
  });

  it('gives the list’s French refusal, and nothing for a null query', async () => {
    signIn('stranger', 's@x.fr');
    const denied = renderHook(() =>
      usePagedCollection({ collection: paths.tasks('f1') }, { pageSize: 3 }, adapter.store),
    );
    await waitFor(() =>
      expect(denied.result.current).toMatchObject({ data: [], loading: false, error: DATA_MESSAGES.otherFirm }),
    );
    const none = renderHook(() => usePagedCollection(null, { pageSize: 3 }, adapter.store));
    expect(none.result.current).toMatchObject({ data: [], loading: false, hasMore: false, error: null });
  });
});

describe('usePagedList', () => {
  const adapter = createIndexedDbAdapter({
    name: `paged-list-hook-${Date.now()}`,
    getAuth: () => (getSession().user ? { uid: getSession().user!.id, email: '' } : null),
  });
  const task = (order: number, status = 'à faire') => ({ title: `Tâche ${order}`, order, status });
  beforeAll(async () => {
    await adapter.system.set(paths.membership('u1'), { firmId: 'f1', role: 'owner' });
    for (let order = 1; order <= 5; order += 1) await adapter.system.set(paths.task('f1', `t${order}`), task(order));
    await adapter.system.set(paths.task('f1', 'done'), task(9, 'fait'));
  });
  afterAll(() => adapter.close());
  const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
  const query = (status: string) => ({
    collection: paths.tasks('f1'),
    where: [{ field: 'status', op: '==' as const, value: status }],
    orderBy: [{ field: 'order' }],
  });

  it('a page, live, and its size by a count read again when a document comes or leaves — not when one is edited', async () => {
    signIn('u1', 'u1@x.fr');
    const reads = installReadCounter();
    reads.reset();
    let status = 'à faire';
    const hook = renderHook(() => usePagedList<{ title: string }>(query(status), { pageSize: 2 }, adapter.store));
    await waitFor(() => expect(hook.result.current.total).toBe(5));
    expect(ids(hook.result.current.data)).toEqual(['t1', 't2']);
    expect(hook.result.current.hasMore).toBe(true);
    // The count is an aggregation, read once with the first page: never the five documents.
    expect(reads.bySource.aggregate).toBe(1);
    reads.reset();
    // Edited in place: the same documents shown, the count not read again.
    await act(() => adapter.store.update(paths.task('f1', 't1'), { title: 'Relancée' }));
    await waitFor(() => expect(hook.result.current.data[0]?.title).toBe('Relancée'));
    // One comes: shown live, then counted.
    await act(() => adapter.store.set(paths.task('f1', 't0'), task(0)));
    await waitFor(() => expect(hook.result.current.total).toBe(6));
    expect(ids(hook.result.current.data)).toEqual(['t0', 't1']);
    expect(reads.bySource.aggregate).toBe(1);
    // A new query: its first page and its count, counted once.
    reads.reset();
    status = 'fait';
    hook.rerender();
    await waitFor(() => expect(hook.result.current.total).toBe(1));
    expect(ids(hook.result.current.data)).toEqual(['done']);
    expect(hook.result.current.hasMore).toBe(false);
    expect(reads.bySource.aggregate).toBe(1);
    hook.unmount();
  });

  it('counts up to `countUpTo`: at least that many when it is reached, the whole count below it', async () => {
    signIn('u1', 'u1@x.fr');
    let upTo = 3;
    const hook = renderHook(() =>
      usePagedList<{ title: string }>(query('à faire'), { pageSize: 2, countUpTo: upTo }, adapter.store),
    );
    await waitFor(() => expect(hook.result.current).toMatchObject({ total: 3, totalCapped: true }));
    upTo = 50;
    hook.rerender();
    await waitFor(() => expect(hook.result.current.total).toBeGreaterThan(3));
    expect(hook.result.current.totalCapped).toBe(false);
    hook.unmount();
  });

  it('« Afficher plus » shows the next page without reading the count again (it changes no total)', async () => {
    signIn('u1', 'u1@x.fr');
    const reads = installReadCounter();
    const hook = renderHook(() => usePagedList<{ title: string }>(query('à faire'), { pageSize: 2 }, adapter.store));
    await waitFor(() => expect(hook.result.current.total).not.toBeNull());
    reads.reset();
    act(() => hook.result.current.loadMore());
    await waitFor(() => expect(hook.result.current.data).toHaveLength(4));
    act(() => hook.result.current.loadMore());
    await waitFor(() => expect(hook.result.current.data.length).toBeGreaterThan(4));
    expect(reads.bySource.aggregate).toBe(0);
    hook.unmount();
  });

  it('no count when told so (a search the browser finishes), nothing for a null query', async () => {
    signIn('u1', 'u1@x.fr');
    const reads = installReadCounter();
    reads.reset();
    const uncounted = renderHook(() => usePagedList(query('à faire'), { pageSize: 2, counted: false }, adapter.store));
    await waitFor(() => expect(uncounted.result.current.loading).toBe(false));
    expect(uncounted.result.current.total).toBeNull();
    expect(reads.bySource.aggregate).toBe(0);
    const none = renderHook(() => usePagedList(null, {}, adapter.store));
    expect(none.result.current).toMatchObject({ data: [], loading: false, total: null, hasMore: false });
  });
});

describe('useCaseChoices / useClientChoices', () => {
  const adapter = createIndexedDbAdapter({
    name: `choices-hook-${Date.now()}`,
    getAuth: () => (getSession().user ? { uid: getSession().user!.id, email: '' } : null),
  });
  const dossier = (reference: string, title: string, status: string, clientNames: string[]) => ({
    reference,
    title,
    status,
    clientNames,
    clientIds: [],
    opposingParties: [],
    ...caseSearchFields({
      reference,
      title,
      clientNames,
      opposingParties: [],
      rgNumber: '',
      jurisdiction: '',
      matter: '',
    }),
  });
  const client = (displayName: string, updatedAt: string, archived = false) => ({
    displayName,
    email: '',
    phone: '',
    archived,
    updatedAt,
    ...clientSearchFields({ displayName, email: '', phone: '' }),
  });
  beforeAll(async () => {
    await adapter.system.set(paths.membership('u1'), { firmId: 'f1', role: 'owner' });
    await adapter.system.set(paths.case('f1', 'a'), dossier('2026-0003', 'Appel Lambert', 'ouvert', ['DURAND Claire']));
    await adapter.system.set(paths.case('f1', 'b'), dossier('2026-0002', 'Bail Martin', 'clos', ['MARTIN Paul']));
    await adapter.system.set(paths.case('f1', 'c'), dossier('2026-0001', 'Conseil Lambert', 'en attente', []));
    for (let n = 1; n <= PICKER_CHOICES; n += 1)
      await adapter.system.set(
        paths.client('f1', `k${n}`),
        client(`CLIENT ${n}`, `2026-01-${String(n).padStart(2, '0')}T10:00:00.000Z`),
      );
    await adapter.system.set(paths.client('f1', 'dubois'), client('DUBOIS Marie', '2025-06-01T10:00:00.000Z'));
    await adapter.system.set(paths.client('f1', 'old'), client('DUBOIS Paul', '2026-02-01T10:00:00.000Z', true));
  });
  afterAll(() => adapter.close());
  const values = (options: { value: string }[]) => options.map((option) => option.value);

  it('the latest dossiers, or those holding every word typed; the open ones only on demand', async () => {
    signIn('u1', 'u1@x.fr');
    let text = '';
    let openOnly = false;
    const hook = renderHook(() => useCaseChoices('f1', text, { openOnly }, adapter.store));
    await waitFor(() => expect(values(hook.result.current.options)).toEqual(['a', 'b', 'c']));
    expect(hook.result.current).toMatchObject({ chosen: null, limited: false, loading: false, error: null });
    expect(hook.result.current.options[0]).toEqual({ value: 'a', label: '2026-0003 — Appel Lambert' });
    text = 'lambert appel';
    hook.rerender();
    await waitFor(() => expect(values(hook.result.current.options)).toEqual(['a']));
    // A client's name stored on the dossier finds it.
    text = 'durand';
    hook.rerender();
    await waitFor(() => expect(values(hook.result.current.options)).toEqual(['a']));
    text = '';
    openOnly = true;
    hook.rerender();
    await waitFor(() => expect(values(hook.result.current.options)).toEqual(['a', 'c']));
    // Live: a dossier opened meanwhile is offered at once.
    await act(() => adapter.store.set(paths.case('f1', 'd'), dossier('2026-0004', 'Divorce', 'ouvert', [])));
    await waitFor(() => expect(values(hook.result.current.options)).toEqual(['d', 'a', 'c']));
    hook.unmount();
  });

  it('the dossier chosen stays offered whatever is searched: read by its id, « inconnu » when it is not found', async () => {
    signIn('u1', 'u1@x.fr');
    let chosen = 'b';
    const hook = renderHook(() => useCaseChoices('f1', 'lambert', { chosen }, adapter.store));
    expect(hook.result.current.chosen).toEqual({ value: 'b', label: CASE_CHOICE_RULES.loadingLabel });
    await waitFor(() => expect(hook.result.current.chosen).toEqual({ value: 'b', label: '2026-0002 — Bail Martin' }));
    expect(values(hook.result.current.options)).toEqual(['a', 'c']);
    chosen = 'a';
    hook.rerender();
    await waitFor(() => expect(hook.result.current.loading).toBe(false));
    expect(hook.result.current.chosen).toBeNull();
    chosen = 'gone';
    hook.rerender();
    await waitFor(() =>
      expect(hook.result.current.chosen).toEqual({ value: 'gone', label: CASE_CHOICE_RULES.unknownLabel }),
    );
    hook.unmount();
  });

  it('clients: those changed last or found, never the archived ones; « limited » when the picker is full', async () => {
    signIn('u1', 'u1@x.fr');
    let text = '';
    const hook = renderHook(() => useClientChoices('f1', text, { chosen: 'dubois' }, adapter.store));
    await waitFor(() => expect(hook.result.current.options).toHaveLength(PICKER_CHOICES));
    expect(hook.result.current.options[0]).toEqual({ value: `k${PICKER_CHOICES}`, label: `CLIENT ${PICKER_CHOICES}` });
    expect(hook.result.current.limited).toBe(true);
    // Changed before the twenty others: not among the options, kept as the chosen one.
    await waitFor(() => expect(hook.result.current.chosen).toEqual({ value: 'dubois', label: 'DUBOIS Marie' }));
    text = 'dubois';
    hook.rerender();
    await waitFor(() => expect(values(hook.result.current.options)).toEqual(['dubois']));
    expect(hook.result.current).toMatchObject({ chosen: null, limited: false });
    hook.unmount();
  });

  it('the list’s French refusal; nothing without a cabinet', async () => {
    signIn('stranger', 's@x.fr');
    const denied = renderHook(() => useCaseChoices('f1', '', {}, adapter.store));
    await waitFor(() =>
      expect(denied.result.current).toMatchObject({ loading: false, error: DATA_MESSAGES.otherFirm }),
    );
    const none = renderHook(() => useClientChoices(null, 'dubois', {}, adapter.store));
    expect(none.result.current).toMatchObject({ options: [], chosen: null, loading: false, error: null });
  });
});

describe('useCaseLabels / useClientsById', () => {
  const adapter = createIndexedDbAdapter({
    name: `by-id-hook-${Date.now()}`,
    getAuth: () => (getSession().user ? { uid: getSession().user!.id, email: '' } : null),
  });
  beforeAll(async () => {
    await adapter.system.set(paths.membership('u1'), { firmId: 'f1', role: 'owner' });
    for (let n = 1; n <= 3; n += 1)
      await adapter.system.set(paths.case('f1', `c${n}`), { reference: `2026-000${n}`, title: `Dossier ${n}` });
    await adapter.system.set(paths.client('f1', 'k1'), { displayName: 'DURAND Claire' });
  });
  afterAll(() => adapter.close());

  it('reads the dossiers a screen names once, by their ids, keeps them, and names one not found', async () => {
    signIn('u1', 'u1@x.fr');
    const reads = installReadCounter();
    reads.reset();
    const requests = jest.spyOn(adapter.store, 'getFields');
    let ids = ['c1', 'c2', null];
    const hook = renderHook(() => useCaseLabels('f1', ids, adapter.store));
    expect(hook.result.current.loading).toBe(true);
    expect(hook.result.current.caseLabel('c1')).toBe('');
    await waitFor(() => expect(hook.result.current.loading).toBe(false));
    expect(hook.result.current.caseLabel('c1')).toBe('2026-0001 — Dossier 1');
    expect(hook.result.current.caseReference('c2')).toBe('2026-0002');
    expect(hook.result.current.caseLabel(null)).toBe('');
    // One request for both, of their label's two fields only (a dossier's search tokens stay out).
    expect(requests.mock.calls).toEqual([[paths.cases('f1'), ['c1', 'c2'], ['reference', 'title']]]);
    expect(reads.bySource).toMatchObject({ query: 0, get: 2, listen: 0 });
    // A next page naming c2 again and two more: only those two are read.
    ids = ['c2', 'c3', 'gone'];
    hook.rerender();
    await waitFor(() => expect(hook.result.current.caseLabel('c3')).toBe('2026-0003 — Dossier 3'));
    expect(hook.result.current.caseLabel('gone')).toBe(CASE_CHOICE_RULES.unknownLabel);
    expect(hook.result.current.caseLabel('c1')).toBe('2026-0001 — Dossier 1');
    expect(requests.mock.calls[1]).toEqual([paths.cases('f1'), ['c3', 'gone'], ['reference', 'title']]);
    expect(reads.bySource).toMatchObject({ query: 0, get: 4, listen: 0 });
    requests.mockRestore();
    // Not live: read once, kept.
    await act(() => adapter.store.update(paths.case('f1', 'c3'), { title: 'Renommé' }));
    hook.rerender();
    expect(hook.result.current.caseLabel('c3')).toBe('2026-0003 — Dossier 3');
    hook.unmount();
  });

  it('ids asked again while they are read (the next column came) are waited for, not read twice', async () => {
    signIn('u1', 'u1@x.fr');
    const reads = installReadCounter();
    reads.reset();
    let ids = ['c1', 'c2'];
    const hook = renderHook(() => useCaseLabels('f1', ids, adapter.store));
    ids = ['c1', 'c2', 'c3'];
    hook.rerender();
    await waitFor(() => expect(hook.result.current.loading).toBe(false));
    expect(hook.result.current.caseLabel('c1')).toBe('2026-0001 — Dossier 1');
    expect(hook.result.current.caseReference('c3')).toBe('2026-0003');
    expect(reads.bySource).toMatchObject({ query: 0, get: 3, listen: 0 });
    hook.unmount();
  });

  it('useDocuments: live, and a path added subscribes that one only — those shown are not read again', async () => {
    signIn('u1', 'u1@x.fr');
    const reads = installReadCounter();
    reads.reset();
    let docPaths = [paths.case('f1', 'c1'), paths.case('f1', 'c2')];
    const hook = renderHook(() => useDocuments<{ reference: string }>(docPaths, adapter.store));
    await waitFor(() => expect(hook.result.current.loading).toBe(false));
    expect(hook.result.current.data.map((doc) => doc.id)).toEqual(['c1', 'c2']);
    expect(reads.bySource.listen).toBe(2);
    docPaths = [paths.case('f1', 'c2'), paths.case('f1', 'c3'), paths.case('f1', 'gone')];
    hook.rerender();
    await waitFor(() => expect(hook.result.current.loading).toBe(false));
    expect(hook.result.current.data.map((doc) => doc.id)).toEqual(['c2', 'c3']);
    expect(reads.bySource.listen).toBe(4);
    await act(() => adapter.store.update(paths.case('f1', 'c2'), { reference: '2026-0099' }));
    await waitFor(() => expect(hook.result.current.data[0]?.reference).toBe('2026-0099'));
    // c1 was dropped: its change is not delivered.
    await act(() => adapter.store.update(paths.case('f1', 'c1'), { reference: '2026-0098' }));
    expect(reads.bySource.listen).toBe(5);
    await act(() => adapter.store.update(paths.case('f1', 'c2'), { reference: '2026-0002' }));
    hook.unmount();
  });

  it('clients too; another cabinet’s or none: nothing read, nothing named', async () => {
    signIn('u1', 'u1@x.fr');
    const hook = renderHook(() => useClientsById('f1', ['k1', 'k1'], adapter.store));
    await waitFor(() => expect(hook.result.current.loading).toBe(false));
    expect([...hook.result.current.records]).toEqual([['k1', { id: 'k1', displayName: 'DURAND Claire' }]]);
    const none = renderHook(() => useClientsById(null, ['k1'], adapter.store));
    expect(none.result.current).toEqual({ records: new Map(), loading: false });
    signIn('stranger', 's@x.fr');
    const denied = renderHook(() => useCaseLabels('f1', ['c1'], adapter.store));
    await waitFor(() => expect(denied.result.current.loading).toBe(false));
    expect(denied.result.current.caseLabel('c1')).toBe(CASE_CHOICE_RULES.unknownLabel);
  });
});

describe('initData with the IndexedDB backend (default)', () => {
  afterAll(() => resetDataForTests());

  it('loads the demo cabinet, registers the membership resolver, and useFirm reads the cabinet', async () => {
    signIn(DEMO_IDS.member1Uid, 'julien.martin@cabinet-durand.fr');
    await Promise.all([initData(), initData()]);
    // The resolver registered by initData turns the default role (owner) into the membership's.
    await waitFor(() =>
      expect(getSession().user).toMatchObject({ role: 'member', firmName: 'Cabinet Durand & Associés' }),
    );
    const cases = await getDataStore().query({
      collection: paths.cases(DEMO_IDS.firmId),
      where: [{ field: 'status', op: '==', value: 'ouvert' }],
      limit: 5,
    });
    expect(cases.docs).toHaveLength(5);
    await expect(getDataStore().get(paths.case(DEMO_IDS.otherFirmId, 'leroy-case-2026-0001'))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    const firm = renderHook(() => useFirm());
    await waitFor(() =>
      expect(firm.result.current).toEqual({
        firm: { firmId: DEMO_IDS.firmId, role: 'member', firmName: 'Cabinet Durand & Associés' },
        loading: false,
        error: null,
      }),
    );
    firm.unmount();
  });

  it('resetDemoData restores the demo', async () => {
    signIn(DEMO_IDS.ownerUid, 'claire.durand@cabinet-durand.fr');
    const path = paths.client(DEMO_IDS.firmId, 'client-001');
    await getDataStore().delete(path);
    expect((await getDataStore().get(path)).exists).toBe(false);
    await resetDemoData();
    expect((await getDataStore().get(path)).exists).toBe(true);
  });
});

describe('useShownKey', () => {
  type Row = { id: string; stamp: string };
  type Page = { data: Row[]; hasMore: boolean; loadingMore?: boolean };
  const row = (id: string, stamp = 'a'): Row => ({ id, stamp });
  const keyOf = (initial: Page) =>
    renderHook((page: Page) => useShownKey({ loadingMore: false, ...page }, (doc) => doc.stamp), {
      initialProps: initial,
    });

  it('keeps its value for the next page appended, changes for an edit, a departure or a newcomer among the rows', () => {
    const hook = keyOf({ data: [row('a'), row('b')], hasMore: true });
    const first = hook.result.current;
    hook.rerender({ data: [row('a'), row('b')], hasMore: true });
    expect(hook.result.current).toBe(first);
    // « Afficher plus »: the same rows, then the next page's — the page says « no more » while it arrives.
    hook.rerender({ data: [row('a'), row('b'), row('c')], hasMore: false, loadingMore: true });
    expect(hook.result.current).toBe(first);
    hook.rerender({ data: [row('a'), row('b'), row('c'), row('d')], hasMore: false });
    expect(hook.result.current).toBe(first);
    hook.rerender({ data: [row('a'), row('b', 'payée'), row('c'), row('d')], hasMore: false });
    const edited = hook.result.current;
    expect(edited).not.toBe(first);
    hook.rerender({ data: [row('new'), row('a'), row('b', 'payée'), row('c'), row('d')], hasMore: false });
    const added = hook.result.current;
    expect(added).not.toBe(edited);
    hook.rerender({ data: [row('new'), row('a'), row('c'), row('d')], hasMore: false });
    expect(hook.result.current).not.toBe(added);
  });

  it('a row added at the end of a list that had no next page is a newcomer, not a page', () => {
    const hook = keyOf({ data: [row('a')], hasMore: false });
    const first = hook.result.current;
    hook.rerender({ data: [row('a'), row('b')], hasMore: false });
    expect(hook.result.current).not.toBe(first);
  });
});
