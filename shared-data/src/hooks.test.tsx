import { act, renderHook, waitFor } from '@testing-library/react';
import { getSession, resetSessionForTests, updateSession } from 'shared-auth';
import { useAggregate, useCollection, useDocument, useFirm, usePagedCollection } from './hooks.ts';
import { createIndexedDbAdapter } from './indexeddb.ts';
import { getDataStore, initData, resetDataForTests } from './init.ts';
import { resetDemoData } from './demoActions.ts';
import { DEMO_IDS } from './demoIds.ts';
import { paths } from './paths.ts';
import { DATA_MESSAGES } from './errors.ts';
import { installReadCounter } from './readCounter.ts';

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
