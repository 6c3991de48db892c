/** React hooks on `subscribe`: live data with loading and a French error message. */
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { getSession, subscribeSession } from 'shared-auth';
import { stableStringify } from './docs.ts';
// Part of shared-data/store itself: its own modules directly (through the shared entry, the
// entry would wait for itself).
import { getDataStore } from './init.ts';
import { toDataError } from './errors.ts';
import { paths } from './paths.ts';
import {
  type AggregateResult,
  type AggregateSpec,
  type CollectionPath,
  DOCUMENT_ID,
  type DocPath,
  type DocumentStore,
  IDS_PER_QUERY,
  type Query,
  type QuerySnapshot,
  type Unsubscribe,
} from './port.ts';
import type { Case, Client, Firm, Membership } from './schemas.ts';
import {
  CASE_CHOICE_RULES,
  CLIENT_CHOICE_RULES,
  type ChoiceOption,
  type ChoiceRules,
  caseChoicesQuery,
  caseLabelOf,
  clientChoicesQuery,
  PICKER_CHOICES,
} from './choices.ts';

/** A document as the hooks give it: its fields plus its `id`. */
export type WithId<T> = T & { id: string };
/** What the live read hooks answer: the data, whether it is still loading, and the French error if any. */
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
  const all = useAggregates(spec === null ? null : [spec], store);
  return { ...all, data: all.data?.[0] ?? null };
}

/** What `useAggregates` answers: several counts or sums read together, with loading and error. */
export type AggregatesState = Omit<AggregateState, 'data'> & {
  /** The answers in the order of the specs; null until all answered (and while changed specs are read). */
  data: AggregateResult[] | null;
};

/**
 * Several aggregations read together (a screen's totals by month, by category…): the answers
 * come all at once, read again when the specs (by value) or the user change, and on `refresh()`.
 */
export function useAggregates(
  specs: readonly AggregateSpec[] | null,
  store: DocumentStore = getDataStore(),
): AggregatesState {
  const uid = useUid();
  const specKey = specs === null ? null : stableStringify(specs);
  const key = specKey === null ? null : `${uid ?? ''}|${specKey}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the specs are compared by value: `specKey` is their stable serialization
  const stableSpecs = useMemo(() => specs, [specKey]);
  const [version, setVersion] = useState(0);
  const [state, setState] = useState<{ data: AggregateResult[] | null; error: string | null; key: string | null }>({
    data: null,
    error: null,
    key: null,
  });
  const [pending, setPending] = useState(specs !== null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` encodes the specs (by value) and the user; `version` is a refresh
  useEffect(() => {
    if (stableSpecs === null) {
      setState({ data: null, error: null, key });
      setPending(false);
      return undefined;
    }
    let cancelled = false;
    setPending(true);
    Promise.all(stableSpecs.map((spec) => store.aggregate(spec))).then(
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
  // Until the new specs answer, their result is "loading", never the previous specs'.
  if (state.key !== key) return { data: null, loading: specs !== null, error: null, refresh };
  return {
    data: state.data,
    loading: pending && state.data === null && state.error === null,
    error: state.error,
    refresh,
  };
}

export type FirmContext = { firmId: string; role: 'owner' | 'member'; firmName: string };

/**
 * The signed-in user's cabinet: `firm` is null when signed out or not (yet) in a cabinet. It is
 * given as soon as the membership is read, its `firmName` empty while `loading` (the cabinet's
 * document, read next): a screen starts its own reads with the `firmId` alongside that one
 * instead of after it — one round trip less before a work page's first content.
 */
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
  return { firm, loading, error: membership.error ?? firmDoc.error };
}

/** The signed-in user's work context (cabinet, role, user), as `useWorkContext` gives it to an area's screens. */
export type WorkContext = {
  /** Known before `loading` ends (the membership read, the cabinet's name still coming): start reads with it. */
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
  /**
   * A page shown is the cache's answer alone, the server's still to come (a server slower than the
   * adapter's grace): its rows are shown, but may be a part of them — the list says it is busy.
   */
  pending: boolean;
  /** Shows the next page (nothing while one is read or when none follows). */
  loadMore: () => void;
};

/** `pending`: the cache's answer, the server's to come (`QuerySnapshot.pending`). */
type PageState<T> = { docs: WithId<T>[]; loaded: boolean; pending?: boolean; error: string | null };
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
            write({
              docs: snapshot.docs.map((doc) => ({ ...doc.data, id: doc.id })),
              loaded: true,
              pending: snapshot.pending === true,
              error: null,
            }),
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
  // A next page the cache answered alone (the server slow) may be a part of it: still coming.
  const loadingMore = list.length > 1 && (!last?.loaded || last.pending === true);
  const nextCursor = hasMore && !loadingMore ? last?.docs[pageSize - 1]?.id : undefined;
  const loadMore = useCallback(() => {
    if (nextCursor === undefined) return;
    setCursors((current) =>
      current.key === key && !current.list.includes(nextCursor)
        ? { key, list: [...current.list, nextCursor] }
        : current,
    );
  }, [key, nextCursor]);

  if (query === null)
    return { data: [], loading: false, error: null, hasMore: false, loadingMore: false, pending: false, loadMore };
  const first = states[0];
  const error = states.find((state) => state?.error)?.error ?? null;
  const pending = states.some((state) => state?.pending === true);
  return { data, loading: !first?.loaded, error, hasMore, loadingMore, pending, loadMore };
}

/**
 * Several documents by path, live (one subscription each): what a page names — the invoices its
 * receipts settle, the clients of its rows — without reading their collection. Compared by value;
 * the answer keeps the order of `docPaths`, without the missing ones. When the paths change (a
 * list's next page, a column that came), only the new ones are subscribed and the gone ones
 * dropped: a document already shown is not read again.
 */
export function useDocuments<T>(
  docPaths: readonly DocPath[],
  store: DocumentStore = getDataStore(),
): LiveResult<WithId<T>[]> {
  const uid = useUid();
  const pathsKey = docPaths.join('\n');
  const subscriptions = useRef(new Map<string, { active: boolean; unsubscribe: Unsubscribe }>());
  const [byPath, setByPath] = useState<ReadonlyMap<string, WithId<T> | null>>(new Map());
  const [error, setError] = useState<string | null>(null);
  // Another user, or another store: everything is read again in their name.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `uid` changing is the reason to start again
  useEffect(() => {
    const current = subscriptions.current;
    return () => {
      for (const entry of current.values()) {
        entry.active = false;
        entry.unsubscribe();
      }
      current.clear();
      setByPath(new Map());
      setError(null);
    };
  }, [uid, store]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `pathsKey` encodes the paths (by value); `uid` restarts
  useEffect(() => {
    const wanted = new Set(docPaths);
    const current = subscriptions.current;
    for (const [path, entry] of current)
      if (!wanted.has(path)) {
        entry.active = false;
        entry.unsubscribe();
        current.delete(path);
      }
    setByPath((shown) =>
      [...shown.keys()].every((path) => wanted.has(path))
        ? shown
        : new Map([...shown].filter(([path]) => wanted.has(path))),
    );
    for (const path of wanted) {
      if (current.has(path)) continue;
      const entry = { active: true, unsubscribe: (() => undefined) as Unsubscribe };
      current.set(path, entry);
      entry.unsubscribe = store.subscribeDoc<T>(
        path,
        (snapshot) => {
          if (!entry.active) return;
          setByPath((shown) => new Map(shown).set(path, snapshot.data ? { ...snapshot.data, id: snapshot.id } : null));
        },
        (failure) => {
          if (entry.active) setError(failure.message);
        },
      );
    }
  }, [pathsKey, uid, store]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `pathsKey` encodes the paths
  const data = useMemo(() => docPaths.flatMap((path) => byPath.get(path) ?? []), [byPath, pathsKey]);
  return {
    data,
    loading: !error && docPaths.some((path) => !byPath.has(path)),
    error,
  };
}

/** A list's page: what one screen of rows shows before « Afficher plus ». */
export const LIST_PAGE_SIZE = 50;

/**
 * Reads a count or a sum again when a live list it stands beside delivers a change (Firestore has
 * no live aggregation) — not at the list's first answer, whose aggregation is read with it.
 * `snapshots` say what changed (a list's rows, a key of their ids…), compared one by one by
 * identity; `loading` true starts again (a new query).
 */
export function useRefreshWhenChanged(snapshots: readonly unknown[], loading: boolean, refresh: () => void): void {
  const seen = useRef<readonly unknown[] | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the snapshots themselves are the trigger
  useEffect(() => {
    if (loading) {
      seen.current = null;
      return;
    }
    const previous = seen.current;
    seen.current = snapshots;
    if (previous?.some((snapshot, index) => snapshot !== snapshots[index])) refresh();
  }, [...snapshots, loading, refresh]);
}

/**
 * A key of what a paged live list shows, for the totals beside it (`useRefreshWhenChanged`): it
 * changes when a document shown is edited (`stampOf`), leaves, or comes in among them — not when
 * « Afficher plus » appends the next page, which changes no total (a count or a sum read again
 * for it is billed for nothing: some fifty reads at a cabinet's tenth year).
 */
export function useShownKey<T>(
  page: Pick<PagedResult<T>, 'data' | 'hasMore' | 'loadingMore'>,
  stampOf: (doc: WithId<T>) => unknown = () => '',
): number {
  const seen = useRef<{ ids: string[]; stamps: unknown[]; paging: boolean; key: number } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `stampOf` reads the documents only
  return useMemo(() => {
    const ids = page.data.map((doc) => doc.id);
    const stamps = page.data.map(stampOf);
    const previous = seen.current;
    const nextPageOnly =
      previous !== null &&
      (previous.paging || page.loadingMore) &&
      ids.length >= previous.ids.length &&
      previous.ids.every((id, index) => ids[index] === id && stamps[index] === previous.stamps[index]);
    const same =
      previous !== null &&
      ids.length === previous.ids.length &&
      ids.every((id, index) => id === previous.ids[index] && stamps[index] === previous.stamps[index]);
    const key = previous === null ? 0 : same || nextPageOnly ? previous.key : previous.key + 1;
    // A next page follows, or is being read: rows appended are that page's.
    seen.current = { ids, stamps, paging: page.hasMore || page.loadingMore, key };
    return key;
  }, [page.data, page.hasMore, page.loadingMore]);
}

/**
 * `toRow` of each document, built once per version of the document: when a list shows its next
 * page, the rows already shown stay the same objects — nothing computed again (a dossier's search
 * text), their table rows not drawn again. `toRow` reads the document alone.
 */
export function useRowsOf<D extends object, R>(docs: readonly D[], toRow: (doc: D) => R): R[] {
  const [built] = useState(() => new WeakMap<D, R>());
  // biome-ignore lint/correctness/useExhaustiveDependencies: `toRow` reads the document alone
  return useMemo(
    () =>
      docs.map((doc) => {
        let row = built.get(doc);
        if (row === undefined) {
          row = toRow(doc);
          built.set(doc, row);
        }
        return row;
      }),
    [docs, built],
  );
}

/** A paged live list and how many documents its query selects in all. */
export type PagedList<T> = PagedResult<T> & {
  /** The query's size by a count aggregation (never its documents); null until known, or not counted. */
  total: number | null;
  /** The count stopped at `countUpTo`: the list holds at least `total` documents. */
  totalCapped: boolean;
};

/**
 * A list read a page at a time, each page live (`usePagedCollection`), and its size counted by
 * aggregation: a screen says « 50 affichées sur 1 234 » without reading the 1 234. The count is
 * read again when the documents shown change (one came, one left), not when one of them is only
 * edited nor when the next page is shown. `counted` false: no count (a search whose other words
 * only the browser filters). `countUpTo`: count at most this many (a list whose history grows —
 * ten years of done tasks — then says « au moins 1 000 » for one read, not 28).
 */
export function usePagedList<T>(
  query: Query | null,
  {
    pageSize = LIST_PAGE_SIZE,
    counted = true,
    countUpTo,
  }: { pageSize?: number; counted?: boolean; countUpTo?: number } = {},
  store: DocumentStore = getDataStore(),
): PagedList<T> {
  const page = usePagedCollection<T>(query, { pageSize }, store);
  const spec: AggregateSpec | null =
    query && counted
      ? {
          collection: query.collection,
          where: query.where ?? [],
          count: true,
          ...(countUpTo !== undefined ? { upTo: countUpTo } : {}),
        }
      : null;
  const count = useAggregate(spec, store);
  const shown = useShownKey(page);
  useRefreshWhenChanged([shown], page.loading || spec === null, count.refresh);
  const total = spec ? (count.data?.count ?? null) : null;
  return { ...page, total, totalCapped: total !== null && countUpTo !== undefined && total >= countUpTo };
}

/** What a picker offers for what was typed. */
export type Choices<T> = {
  /** The records found that hold every word typed, in the backend's order. */
  found: WithId<T>[];
  /** The same as options (`2026-0038 — Appel Lambert`). */
  options: ChoiceOption[];
  /**
   * The one chosen when the search did not bring it, to show first all the same (a select shows
   * its value whatever was searched): read by its id, labelled « … (chargement…) » meanwhile.
   */
  chosen: ChoiceOption | null;
  /** The backend gave as many as a picker shows: more may match (« les premiers »). */
  limited: boolean;
  loading: boolean;
  error: string | null;
};

/**
 * What `query` found for `text` that holds every word, as options, and the one `chosen` when it
 * is not among them — read by its id only once the search answered without it.
 */
function useChoices<T>(
  firmId: string | null,
  query: Query | null,
  { text, chosen }: { text: string; chosen: string },
  rules: ChoiceRules<T>,
  store: DocumentStore,
): Choices<T> {
  const result = useCollection<T>(firmId ? query : null, store);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `rules` is a module constant
  const found = useMemo(() => rules.filter(result.data, text), [result.data, text]);
  const missing = chosen !== '' && !found.some((record) => record.id === chosen);
  const read = useDocument<T>(firmId && missing && !result.loading ? rules.pathOf(firmId, chosen) : null, store);
  const waiting = result.loading || read.loading;
  const label = read.data ? rules.labelOf(read.data) : waiting ? rules.loadingLabel : rules.unknownLabel;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `rules` is a module constant
  const options = useMemo(() => found.map((record) => ({ value: record.id, label: rules.labelOf(record) })), [found]);
  return {
    found,
    options,
    chosen: missing ? { value: chosen, label } : null,
    limited: result.data.length >= PICKER_CHOICES,
    loading: result.loading,
    error: result.error,
  };
}

/**
 * The dossiers a picker offers for `text`, live (a dossier created meanwhile shows): the
 * {@link PICKER_CHOICES} latest, or those found by the most selective word typed and holding every
 * word (`caseChoicesQuery`). `chosen`: the dossier the picker shows as chosen, kept among the
 * options (read by its id when the search does not bring it). `openOnly`: no closed dossier.
 */
export function useCaseChoices(
  firmId: string | null,
  text: string,
  { openOnly = false, chosen = '' }: { openOnly?: boolean; chosen?: string } = {},
  store: DocumentStore = getDataStore(),
): Choices<Case> {
  const query = firmId ? caseChoicesQuery(firmId, text, { openOnly }) : null;
  return useChoices(firmId, query, { text, chosen }, CASE_CHOICE_RULES, store);
}

/**
 * The clients a picker offers for `text`, live (a client created meanwhile shows), archived ones
 * never: the {@link PICKER_CHOICES} changed last, or those found by the most selective word typed
 * and holding every word (`clientChoicesQuery`). `chosen`: as for `useCaseChoices`.
 */
export function useClientChoices(
  firmId: string | null,
  text: string,
  { chosen = '' }: { chosen?: string } = {},
  store: DocumentStore = getDataStore(),
): Choices<Client> {
  const query = firmId ? clientChoicesQuery(firmId, text) : null;
  return useChoices(firmId, query, { text, chosen }, CLIENT_CHOICE_RULES, store);
}

/** Records read by their ids: null for one not found or unreadable, absent while not read yet. */
export type RecordsById<T> = { records: ReadonlyMap<string, WithId<T> | null>; loading: boolean };

/**
 * The records `ids` names, read once by their ids and kept while the cabinet stays the same —
 * not live: what a screen names (its rows' dossiers or clients) rarely changes, and rows shown
 * again, or a next page naming the same ones, are not read again. Never the collection: one
 * query per {@link IDS_PER_QUERY} ids (`in` on the document id), where one read per id cost the
 * page ~2 ms of the Firestore SDK's work each (a next page of délais naming 50 dossiers: 120 ms).
 */
function useRecordsById<T>(
  firmId: string | null,
  collectionOf: (firmId: string) => CollectionPath,
  ids: readonly (string | null | undefined)[],
  store: DocumentStore,
  /** Only these fields of each (`DocumentStore.getFields`): T must be made of them. */
  fields?: readonly (keyof T & string)[],
): RecordsById<T> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))].sort();
  const key = firmId ? `${firmId}|${wanted.join(',')}` : null;
  const known = useRef({
    firmId,
    store,
    records: new Map<string, WithId<T> | null>(),
    // Reads in flight: ids asked again meanwhile (the next column, page) wait for them, not read twice.
    reading: new Map<string, Promise<void>>(),
  });
  if (known.current.firmId !== firmId || known.current.store !== store)
    known.current = { firmId, store, records: new Map(), reading: new Map() };
  const [answered, setAnswered] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` encodes the cabinet and the ids wanted; `collectionOf` is a module function
  useEffect(() => {
    const { records, reading } = known.current;
    const missing = wanted.filter((id) => !records.has(id));
    if (!firmId || missing.length === 0) {
      setAnswered(key);
      return undefined;
    }
    let cancelled = false;
    const read = (chunk: string[]) =>
      (fields
        ? (store.getFields<T>(collectionOf(firmId), chunk, fields) as Promise<QuerySnapshot<T>>)
        : store.query<T>({ collection: collectionOf(firmId), where: [{ field: DOCUMENT_ID, op: 'in', value: chunk }] })
      ).then(
        (snapshot) => {
          for (const doc of snapshot.docs) records.set(doc.id, { ...doc.data, id: doc.id });
          // Not found: null.
          for (const id of chunk) if (!records.has(id)) records.set(id, null);
        },
        // Unreadable records leave their names unknown, not the screen in error.
        () => {
          for (const id of chunk) records.set(id, null);
        },
      );
    const waits = missing.flatMap((id) => reading.get(id) ?? []);
    // The ids not in flight yet, marked as in flight from now on.
    const unread = missing.filter((id) => !reading.has(id));
    for (let start = 0; start < unread.length; start += IDS_PER_QUERY) {
      const chunk = unread.slice(start, start + IDS_PER_QUERY);
      const done = read(chunk);
      for (const id of chunk) {
        reading.set(id, done);
        void done.then(() => reading.delete(id));
      }
      waits.push(done);
    }
    void Promise.all(waits).then(() => {
      if (!cancelled) setAnswered(key);
    });
    return () => {
      cancelled = true;
    };
  }, [key, store]);
  const records = known.current.records;
  // A new map when an answer arrives, the same one between answers: memoised rows stay put.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `answered` says the kept map changed
  const snapshot = useMemo(() => new Map(records), [records, answered]);
  return { records: snapshot, loading: answered !== key && wanted.some((id) => !records.has(id)) };
}

/** The dossiers `ids` names, read once, by their ids (see `useRecordsById`). */
export function useCasesById(
  firmId: string | null,
  ids: readonly (string | null | undefined)[],
  store: DocumentStore = getDataStore(),
): RecordsById<Case> {
  return useRecordsById<Case>(firmId, paths.cases, ids, store);
}

/** The clients `ids` names, read once, by their ids (see `useRecordsById`). */
export function useClientsById(
  firmId: string | null,
  ids: readonly (string | null | undefined)[],
  store: DocumentStore = getDataStore(),
): RecordsById<Client> {
  return useRecordsById<Client>(firmId, paths.clients, ids, store);
}

/** How a screen names the dossiers of its rows (`useCaseLabels`). */
export type CaseLabels = {
  /** `2026-0038 — Appel Lambert`, « Dossier inconnu » for one not found, '' without a dossier or while read. */
  caseLabel: (id: string | null | undefined) => string;
  /** `2026-0038`, or '' (no dossier, not found, or not read yet). */
  caseReference: (id: string | null | undefined) => string;
  /** While a dossier to label has not been read yet. */
  loading: boolean;
};

type CaseLabelFields = Pick<Case, 'reference' | 'title'>;
const CASE_LABEL_FIELDS = ['reference', 'title'] as const;

/** The labels of the dossiers a screen names, read once, by their ids (their reference and title only). */
export function useCaseLabels(
  firmId: string | null,
  ids: readonly (string | null | undefined)[],
  store: DocumentStore = getDataStore(),
): CaseLabels {
  // The label's two fields, not the dossiers (their search tokens are two thirds of their bytes).
  const { records, loading } = useRecordsById<CaseLabelFields>(firmId, paths.cases, ids, store, CASE_LABEL_FIELDS);
  const caseLabel = useCallback(
    (id: string | null | undefined) => {
      if (!id || !records.has(id)) return '';
      const found = records.get(id);
      return found ? caseLabelOf(found) : CASE_CHOICE_RULES.unknownLabel;
    },
    [records],
  );
  const caseReference = useCallback(
    (id: string | null | undefined) => records.get(id ?? '')?.reference ?? '',
    [records],
  );
  return { caseLabel, caseReference, loading };
}
