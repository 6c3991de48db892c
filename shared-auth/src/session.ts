/**
 * The session singleton: one module-level store for the whole page (shared-auth is a Module
 * Federation singleton), read by React through useSyncExternalStore.
 */
import { useSyncExternalStore } from 'react';

/** A user's role in their cabinet: the owner manages members and settings. */
export type Role = 'owner' | 'member';

/** The seed's session user. */
export type SessionUser = {
  id: string;
  email: string;
  role: Role;
  name: string;
  firmName?: string;
};

/** The page's session: the signed-in user (or null), their token, and whether the provider has answered yet. */
export type SessionState = {
  user: SessionUser | null;
  token: string | null;
  initialized: boolean;
};

/** What the auth provider hands over on every auth-state change (seed §3). */
export type ProviderUser = { uid: string; email: string | null; displayName: string | null };

export const DEFAULT_ROLE: Role = 'owner';

const INITIAL_STATE: SessionState = { user: null, token: null, initialized: false };

let state: SessionState = INITIAL_STATE;
const listeners = new Set<() => void>();

/** The session right now, outside React (actions, guards, the data layer). */
export function getSession(): SessionState {
  return state;
}

/**
 * Calls `listener` at every session change; returns the unsubscribe.
 * @internal shared-data follows the session with it; React code uses `useSession`.
 */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Replaces part of the session; listeners are told only when something changed.
 * @internal Tests sign a user in with it (through the page's one session: shared-auth is a singleton).
 */
export function updateSession(patch: Partial<SessionState>): void {
  const next = { ...state, ...patch };
  if (next.user === state.user && next.token === state.token && next.initialized === state.initialized) return;
  state = next;
  for (const listener of listeners) listener();
}

/** Changes the user's profile fields (role read from the membership, cabinet name…). */
export function patchSessionUser(patch: Partial<SessionUser>): void {
  if (!state.user) return;
  updateSession({ user: { ...state.user, ...patch } });
}

/** Session user from the provider's user: role owner until the membership says otherwise. */
export function toSessionUser(
  provider: ProviderUser,
  role: Role = DEFAULT_ROLE,
  previous?: SessionUser | null,
): SessionUser {
  const keep = previous && previous.id === provider.uid ? previous : null;
  return {
    id: provider.uid,
    email: provider.email ?? '',
    name: provider.displayName ?? keep?.name ?? '',
    role: keep?.role ?? role,
    ...(keep?.firmName ? { firmName: keep.firmName } : {}),
  };
}

/** Seed §4: on any auth-state change the session takes uid, email, displayName, or null. */
export function applyAuthState(provider: ProviderUser | null): void {
  if (!provider) {
    updateSession({ user: null, token: null, initialized: true });
    return;
  }
  updateSession({ user: toSessionUser(provider, DEFAULT_ROLE, state.user), initialized: true });
}

/** The session in a React component, re-rendered at every change (the shell's guards, the user's menu). */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

/**
 * For tests only: back to the page-load state.
 * @internal
 */
export function resetSessionForTests(): void {
  state = INITIAL_STATE;
  listeners.clear();
}
