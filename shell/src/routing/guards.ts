/**
 * The seed's access guards (§2) plus our further guard, as one pure function of the location
 * and the session: the shell renders, waits or redirects from its answer.
 */
import type { SessionState } from 'shared-auth';

export type GuardDecision = { kind: 'allow' } | { kind: 'wait' } | { kind: 'redirect'; to: string };

export const LOADER_PATH = '/app/loader';
export const LOGIN_PATH = '/pro/login';
export const HOME_SIGNED_IN = '/app';

/** /pro pages anyone may open (seed §2). */
export const PUBLIC_PRO_PATHS = ['/pro', '/pro/login', '/pro/signup', '/pro/forgot', '/pro/accept-invite'] as const;

/** Our further guard: a signed-in user has nothing to do on these and goes to /app. */
export const SIGNED_IN_BOUNCE_PATHS = ['/pro/login', '/pro/signup'] as const;

const inSection = (pathname: string, section: string) => pathname === section || pathname.startsWith(`${section}/`);

/** Does this path need the session (and so the auth provider) at all? */
export function needsSession(pathname: string): boolean {
  return inSection(pathname, '/app') || inSection(pathname, '/pro');
}

function withRedirect(target: string, intended: string): string {
  return `${target}?redirect=${encodeURIComponent(intended)}`;
}

export function guard(location: { pathname: string; search: string; hash: string }, session: SessionState): GuardDecision {
  const { pathname } = location;
  const intended = `${pathname}${location.search}${location.hash}`;

  if (inSection(pathname, '/app') && pathname !== LOADER_PATH) {
    if (!session.initialized) return { kind: 'redirect', to: withRedirect(LOADER_PATH, intended) };
    if (!session.user) return { kind: 'redirect', to: withRedirect(LOGIN_PATH, intended) };
    return { kind: 'allow' };
  }

  if (inSection(pathname, '/pro')) {
    const isPublic = (PUBLIC_PRO_PATHS as readonly string[]).includes(pathname);
    if ((SIGNED_IN_BOUNCE_PATHS as readonly string[]).includes(pathname)) {
      if (session.initialized && session.user) return { kind: 'redirect', to: HOME_SIGNED_IN };
      return { kind: 'allow' };
    }
    if (isPublic) return { kind: 'allow' };
    if (!session.initialized) return { kind: 'wait' };
    if (!session.user) return { kind: 'redirect', to: withRedirect(LOGIN_PATH, intended) };
  }
  return { kind: 'allow' };
}
