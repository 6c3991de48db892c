/**
 * The session singleton: one module-level store for the whole page (shared-auth is a Module
 * Federation singleton), read by React through useSyncExternalStore.
 */
import { useSyncExternalStore } from 'react';

export type Role = 'owner' | 'member';

/** The seed's session user. */
export type SessionUser = {
  id: string;
  email: string;
  role: Role;
  name: string;
  firmName?: string;
};

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

export function getSession(): SessionState {
  return state;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Replaces part of the session; listeners are told only when something changed. */
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

export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

/** For tests only: back to the page-load state. */
export function resetSessionForTests(): void {
  state = INITIAL_STATE;
  listeners.clear();
}
