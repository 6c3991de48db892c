/** React hooks on `subscribe`: live data with loading and a French error message. */
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { getSession, subscribeSession } from 'shared-auth';
import { stableStringify } from './docs.ts';
// Part of shared-data/store itself: its own modules directly (through the shared entry, the
// entry would wait for itself).
import { getDataStore } from './init.ts';
import { toDataError } from './errors.ts';
import { paths } from './paths.ts';
import type { AggregateResult, AggregateSpec, DocPath, DocumentStore, Query, Unsubscribe } from './port.ts';
import type { Firm, Membership } from './schemas.ts';

export type WithId<T> = T & { id: string };
export type LiveResult<T> = { data: T; loading: boolean; error: string | null };

const currentUid = () => getSession().user?.id ?? null;

/** Re-subscribes when the signed-in user changes: what the policy allows depends on it. */
function useUid(): string | null {
  return useSyncExternalStore(subscribeSession, currentUid, currentUid);
}

/** One document, live. `null` path: nothing to load (data null, not loading). */
export function useDocument<T>(
  path: DocPath | null,
  store: DocumentStore = getDataStore(),
): LiveResult<WithId<T> | null> {
  const uid = useUid();
  const [state, setState] = useState<LiveResult<WithId<T> | null> & { key: string | null }>({
    data: null,
    loading: path !== null,
    error: null,
    key: null,
  });
  const key = path === null ? null : `${uid ?? ''}|${path}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` encodes the path and the user: a new key is exactly a new subscription
  useEffect(() => {
    if (path === null) {
      setState({ data: null, loading: false, error: null, key });
      return undefined;
    }
    return store.subscribeDoc<T>(
      path,
      (snapshot) =>
        setState({
          data: snapshot.data ? { ...snapshot.data, id: snapshot.id } : null,
          loading: false,
          error: null,
          key,
        }),
      (error) => setState({ data: null, loading: false, error: error.message, key }),
    );
  }, [key, store]);
  // Until the new subscription answers, a changed path is "loading", never the old document.
  if (state.key !== key) return { data: null, loading: path !== null, error: null };
  return { data: state.data, loading: state.loading, error: state.error };
}

/** A query, live. The query may be a new object each render: it is compared by value. */
export function useCollection<T>(query: Query | null, store: DocumentStore = getDataStore()): LiveResult<WithId<T>[]> {
  const uid = useUid();
  const queryKey = query === null ? null : stableStringify(query);
  const key = queryKey === null ? null : `${uid ?? ''}|${queryKey}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query is compared by value: `queryKey` is its stable serialization
  const stableQuery = useMemo(() => query, [queryKey]);
  const [state, setState] = useState<LiveResult<WithId<T>[]> & { key: string | null }>({
    data: [],
    loading: query !== null,
    error: null,
    key: null,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` encodes the query (by value) and the user: a new key is exactly a new subscription
  useEffect(() => {
    if (stableQuery === null) {
      setState({ data: [], loading: false, error: null, key });
      return undefined;
    }
    return store.subscribeQuery<T>(
      stableQuery,
      (snapshot) =>
        setState({ data: snapshot.docs.map((doc) => ({ ...doc.data, id: doc.id })), loading: false, error: null, key }),
      (error) => setState({ data: [], loading: false, error: error.message, key }),
    );
  }, [key, store]);
  if (state.key !== key) return { data: [], loading: query !== null, error: null };
  return { data: state.data, loading: state.loading, error: state.error };
}

/** An aggregation's answer, with a way to read it again (aggregations are not live). */
export type AggregateState = {
  /** Null until the first answer (and while a changed spec is read). */
  data: AggregateResult | null;
  loading: boolean;
  error: string | null;
  /** Reads it again (the screen's documents changed); the previous answer stays shown meanwhile. */
  refresh: () => void;
};

/**
 * A count / sum (`DocumentStore.aggregate`), read when the spec (compared by value) or the
 * signed-in user changes, and again on `refresh()`. Firestore has no live aggregation: a screen
 * that shows a total beside a live list calls `refresh` when that list changes. `null` spec:
 * nothing to read.
 */
export function useAggregate(spec: AggregateSpec | null, store: DocumentStore = getDataStore()): AggregateState {
  const uid = useUid();
  const specKey = spec === null ? null : stableStringify(spec);
  const key = specKey === null ? null : `${uid ?? ''}|${specKey}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the spec is compared by value: `specKey` is its stable serialization
  const stableSpec = useMemo(() => spec, [specKey]);
  const [version, setVersion] = useState(0);
  const [state, setState] = useState<{ data: AggregateResult | null; error: string | null; key: string | null }>({
    data: null,
    error: null,
    key: null,
  });
  const [pending, setPending] = useState(spec !== null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` encodes the spec (by value) and the user; `version` is a refresh
  useEffect(() => {
    if (stableSpec === null) {
      setState({ data: null, error: null, key });
      setPending(false);
      return undefined;
    }
    let cancelled = false;
    setPending(true);
    store.aggregate(stableSpec).then(
      (data) => {
        if (cancelled) return;
        setState({ data, error: null, key });
        setPending(false);
      },
      (error: unknown) => {
        if (cancelled) return;
        setState({ data: null, error: toDataError(error).message, key });
        setPending(false);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [key, store, version]);
  const refresh = useCallback(() => setVersion((value) => value + 1), []);
  // Until the new spec answers, its result is "loading", never the previous spec's.
  if (state.key !== key) return { data: null, loading: spec !== null, error: null, refresh };
  return {
    data: state.data,
    loading: pending && state.data === null && state.error === null,
    error: state.error,
    refresh,
  };
}

export type FirmContext = { firmId: string; role: 'owner' | 'member'; firmName: string };

/** The signed-in user's cabinet: `firm` is null when signed out or not (yet) in a cabinet. */
export function useFirm(store: DocumentStore = getDataStore()): {
  firm: FirmContext | null;
  loading: boolean;
  error: string | null;
} {
  const uid = useUid();
  const membership = useDocument<Membership>(uid ? paths.membership(uid) : null, store);
  const firmDoc = useDocument<Firm>(membership.data ? paths.firm(membership.data.firmId) : null, store);
  const loading = membership.loading || firmDoc.loading;
  const firm = membership.data
    ? { firmId: membership.data.firmId, role: membership.data.role, firmName: firmDoc.data?.name ?? '' }
    : null;
  return { firm: loading ? null : firm, loading, error: membership.error ?? firmDoc.error };
}

export type WorkContext = {
  firmId: string | null;
  firmName: string | null;
  uid: string | null;
  role: 'owner' | 'member' | null;
  loading: boolean;
  /** Nobody is signed in (the session is known): screens show the signed-out state. */
  signedOut: boolean;
};

/**
 * What every work screen starts from: the signed-in user's cabinet, uid and role. `firmId` null
 * when signed out or in no cabinet; never "loading" forever for a signed-out visitor.
 */
export function useWorkContext(): WorkContext {
  const session = useSyncExternalStore(subscribeSession, getSession, getSession);
  const { firm, loading } = useFirm();
  const { user, initialized } = session;
  return {
    firmId: firm?.firmId ?? null,
    firmName: firm?.firmName ?? null,
    uid: user?.id ?? null,
    role: firm?.role ?? null,
    loading: !initialized || (Boolean(user) && loading),
    signedOut: initialized && !user,
  };
}

/** A paged live list: what `usePagedCollection` answers. */
export type PagedResult<T> = LiveResult<WithId<T>[]> & {
  /** More documents follow the pages shown. */
  hasMore: boolean;
  /** A next page is being read. */
  loadingMore: boolean;
  /** Shows the next page (nothing while one is read or when none follows). */
  loadMore: () => void;
};

type PageState<T> = { docs: WithId<T>[]; loaded: boolean; error: string | null };
const NO_PAGES = new Map<string, PageState<unknown>>();

/**
 * A list read a page at a time, each page live: the first `pageSize` documents of `query` (its
 * `where` and `orderBy`; its own `limit` and `startAfter` are ignored), then one more page per
 * `loadMore()` — the next `pageSize` after the last document shown (a cursor). Each page is its
 * own subscription of `pageSize + 1` documents (the extra one says whether more follow), so a
 * change re-delivers the changed documents only and showing page three never re-reads pages one
 * and two. A document that moves between pages is shown once, where it is first. A new query
 * (compared by value) or user starts again from the first page.
 */
export function usePagedCollection<T>(
  query: Query | null,
  { pageSize }: { pageSize: number },
  store: DocumentStore = getDataStore(),
): PagedResult<T> {
  const uid = useUid();
  const base = query === null ? null : { collection: query.collection, where: query.where, orderBy: query.orderBy };
  const queryKey = base === null ? null : stableStringify(base);
  const key = queryKey === null ? null : `${uid ?? ''}|${pageSize}|${queryKey}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query is compared by value: `queryKey` is its stable serialization
  const stableBase = useMemo(() => base, [queryKey]);
  // Page n starts after cursors[n] (undefined: the first page).
  const [cursors, setCursors] = useState<{ key: string | null; list: (string | undefined)[] }>({
    key,
    list: [undefined],
  });
  const [pages, setPages] = useState<{ key: string | null; byCursor: ReadonlyMap<string, PageState<unknown>> }>({
    key,
    byCursor: new Map(),
  });
  const list = cursors.key === key ? cursors.list : [undefined];

  // A new query, page size or user: its own pages, from the first.
  useEffect(() => {
    setCursors({ key, list: [undefined] });
    setPages({ key, byCursor: new Map() });
  }, [key]);

  const listKey = list.map((cursor) => cursor ?? '').join('|');
  // One live subscription per page, kept while its page is shown: « more » subscribes the new page
  // only (the pages shown are not read again); a new query, user or store drops them all.
  const live = useRef<{ key: string | null; store: DocumentStore | null; byCursor: Map<string, Unsubscribe> }>({
    key: null,
    store: null,
    byCursor: new Map(),
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: one subscription per cursor of `list`, which `listKey` lists
  useEffect(() => {
    const current = live.current;
    if (current.key !== key || current.store !== store) {
      for (const unsubscribe of current.byCursor.values()) unsubscribe();
      current.byCursor.clear();
      current.key = key;
      current.store = store;
    }
    if (stableBase === null) return;
    const wanted = new Set(list.map((cursor) => cursor ?? ''));
    for (const [name, unsubscribe] of current.byCursor)
      if (!wanted.has(name)) {
        unsubscribe();
        current.byCursor.delete(name);
      }
    for (const cursor of list) {
      const name = cursor ?? '';
      if (current.byCursor.has(name)) continue;
      const page: Query = {
        ...stableBase,
        limit: pageSize + 1,
        ...(cursor !== undefined ? { startAfter: cursor } : {}),
      };
      const write = (state: PageState<T>) =>
        setPages((shown) => {
          if (shown.key !== key) return shown;
          const byCursor = new Map(shown.byCursor);
          byCursor.set(name, state);
          return { key, byCursor };
        });
      current.byCursor.set(
        name,
        store.subscribeQuery<T>(
          page,
          (snapshot) =>
            write({ docs: snapshot.docs.map((doc) => ({ ...doc.data, id: doc.id })), loaded: true, error: null }),
          (error) => write({ docs: [], loaded: true, error: error.message }),
        ),
      );
    }
  }, [key, listKey, store]);
  // Leaving the screen ends every page's subscription.
  useEffect(
    () => () => {
      for (const unsubscribe of live.current.byCursor.values()) unsubscribe();
      live.current = { key: null, store: null, byCursor: new Map() };
    },
    [],
  );

  const byCursor = pages.key === key ? pages.byCursor : NO_PAGES;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `listKey` lists the cursors of `list`
  const data = useMemo(() => {
    const seen = new Set<string>();
    const rows: WithId<T>[] = [];
    list.forEach((cursor, index) => {
      const docs = (byCursor.get(cursor ?? '') as PageState<T> | undefined)?.docs ?? [];
      // The last page hides its extra document; an earlier page's extra is the next page's first.
      for (const doc of index === list.length - 1 ? docs.slice(0, pageSize) : docs)
        if (!seen.has(doc.id)) {
          seen.add(doc.id);
          rows.push(doc);
        }
    });
    return rows;
  }, [byCursor, listKey, pageSize]);
  const states = list.map((cursor) => byCursor.get(cursor ?? '') as PageState<T> | undefined);
  const last = states.at(-1);
  const hasMore = (last?.docs.length ?? 0) > pageSize;
  const loadingMore = list.length > 1 && !last?.loaded;
  const nextCursor = hasMore && !loadingMore ? last?.docs[pageSize - 1]?.id : undefined;
  const loadMore = useCallback(() => {
    if (nextCursor === undefined) return;
    setCursors((current) =>
      current.key === key && !current.list.includes(nextCursor)
        ? { key, list: [...current.list, nextCursor] }
        : current,
    );
  }, [key, nextCursor]);

  if (query === null) return { data: [], loading: false, error: null, hasMore: false, loadingMore: false, loadMore };
  const first = states[0];
  const error = states.find((state) => state?.error)?.error ?? null;
  return { data, loading: !first?.loaded, error, hasMore, loadingMore, loadMore };
}

/**
 * Several documents by path, live (one subscription each): what a page names — the invoices its
 * receipts settle, the clients of its rows — without reading their collection. Compared by value;
 * the answer keeps the order of `docPaths`, without the missing ones.
 */
export function useDocuments<T>(
  docPaths: readonly DocPath[],
  store: DocumentStore = getDataStore(),
): LiveResult<WithId<T>[]> {
  const uid = useUid();
  const key = `${uid ?? ''}|${docPaths.join('\n')}`;
  const [state, setState] = useState<{
    key: string;
    byPath: ReadonlyMap<string, WithId<T> | null>;
    error: string | null;
  }>({ key: '', byPath: new Map(), error: null });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` encodes the paths (by value) and the user
  useEffect(() => {
    setState({ key, byPath: new Map(), error: null });
    const unsubscribes = docPaths.map((path) =>
      store.subscribeDoc<T>(
        path,
        (snapshot) =>
          setState((current) => {
            if (current.key !== key) return current;
            const byPath = new Map(current.byPath);
            byPath.set(path, snapshot.data ? { ...snapshot.data, id: snapshot.id } : null);
            return { ...current, byPath };
          }),
        (error) => setState((current) => (current.key === key ? { ...current, error: error.message } : current)),
      ),
    );
    return () => {
      for (const unsubscribe of unsubscribes) unsubscribe();
    };
  }, [key, store]);
  const current = state.key === key ? state : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` encodes the paths
  const data = useMemo(() => docPaths.flatMap((path) => current?.byPath.get(path) ?? []), [current?.byPath, key]);
  return {
    data,
    loading: docPaths.length > 0 && (!current || current.byPath.size < docPaths.length) && !current?.error,
    error: current?.error ?? null,
  };
}
