/** React hooks on `subscribe`: live data with loading and a French error message. */
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { getSession, subscribeSession } from 'shared-auth';
import { stableStringify } from './docs.ts';
// Part of shared-data/store itself: its own modules directly (through the shared entry, the
// entry would wait for itself).
import { getDataStore } from './init.ts';
import { toDataError } from './errors.ts';
import { paths } from './paths.ts';
import type { AggregateResult, AggregateSpec, DocPath, DocumentStore, Query } from './port.ts';
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
