/**
 * Route middleware: named steps run before a route renders. Each may let the route render,
 * ask to wait for the session, or redirect — to an app path (client-side) or to another
 * origin (a full page navigation). Names are checked against the registry at start-up.
 */
import { type SessionState, safeRedirectPath } from 'shared-auth';
import type { RouteEntry } from './routeTable.ts';

export type MiddlewareContext = {
  pathname: string;
  search: string;
  hash: string;
  session: SessionState;
  /** A sign-up in this page is still writing the new account's records (shared-auth accountSetup). */
  accountSetup?: boolean;
};
export type MiddlewareResult = { kind: 'next' } | { kind: 'wait' } | { kind: 'redirect'; to: string };
export type Middleware = (context: MiddlewareContext) => MiddlewareResult;

export const LOADER_PATH = '/app/loader';
export const LOGIN_PATH = '/pro/login';
export const HOME_SIGNED_IN = '/app';

const next: MiddlewareResult = { kind: 'next' };
const intended = ({ pathname, search, hash }: MiddlewareContext) => `${pathname}${search}${hash}`;
const withRedirect = (target: string, context: MiddlewareContext) =>
  `${target}?redirect=${encodeURIComponent(intended(context))}`;

export const MIDDLEWARE: Record<string, Middleware> = {
  /** Seed §2: /app… needs an initialised session (else the loader), then a user (else login). */
  'app-auth': (context) => {
    if (!context.session.initialized) return { kind: 'redirect', to: withRedirect(LOADER_PATH, context) };
    if (!context.session.user) return { kind: 'redirect', to: withRedirect(LOGIN_PATH, context) };
    return next;
  },
  /** Seed §2: non-public /pro… pages need a user. */
  'pro-auth': (context) => {
    if (!context.session.initialized) return { kind: 'wait' };
    if (!context.session.user) return { kind: 'redirect', to: withRedirect(LOGIN_PATH, context) };
    return next;
  },
  /**
   * Our further guard: a signed-in user has nothing to do on login or sign-up and goes where the
   * page's (same-origin) `redirect` says, else /app — so a session that comes back while the
   * login page shows (another tab signing in) returns to the page the user was on. Except while a
   * sign-up in this page is still setting the new account up: that page finishes (or shows what
   * failed) and takes the user on itself.
   */
  guest: (context) =>
    context.session.initialized && context.session.user && !context.accountSetup
      ? { kind: 'redirect', to: safeRedirectPath(new URLSearchParams(context.search).get('redirect'), HOME_SIGNED_IN) }
      : next,
};

/** Throws when a route names a middleware that does not exist (called at start-up). */
export function assertKnownMiddleware(
  routes: readonly RouteEntry[],
  registry: Record<string, Middleware> = MIDDLEWARE,
): void {
  for (const route of routes) {
    for (const name of route.middleware ?? []) {
      if (!Object.hasOwn(registry, name))
        throw new Error(`Middleware de route inconnu : « ${name} » (route ${route.path})`);
    }
  }
}

/** Runs a route's middleware in order; the first that does not say "next" decides. */
export function runMiddleware(
  names: readonly string[],
  context: MiddlewareContext,
  registry: Record<string, Middleware> = MIDDLEWARE,
): MiddlewareResult {
  for (const name of names) {
    const middleware = registry[name];
    if (!middleware) throw new Error(`Middleware de route inconnu : « ${name} »`);
    const result = middleware(context);
    if (result.kind !== 'next') return result;
  }
  return next;
}

/** A redirect target on another origin needs a full page navigation, not the router. */
export function isExternalTarget(to: string, origin: string = window.location.origin): boolean {
  try {
    return new URL(to, origin).origin !== origin;
  } catch {
    return false;
  }
}

/** Paths under /app or /pro (not the public /pro landing) need the session and its provider. */
export function needsSession(pathname: string): boolean {
  return isWorkArea(pathname) || pathname.startsWith('/pro/');
}

/** The signed-in work area (/app…), the only pages that read a cabinet's data. */
export function isWorkArea(pathname: string): boolean {
  return pathname === HOME_SIGNED_IN || pathname.startsWith(`${HOME_SIGNED_IN}/`);
}

/** The middleware of unmatched paths: guarded by section, so /app/typo still needs sign-in. */
export function sectionMiddleware(pathname: string): string[] {
  if (isWorkArea(pathname)) return pathname === LOADER_PATH ? [] : ['app-auth'];
  if (pathname.startsWith('/pro/')) return ['pro-auth'];
  return [];
}
