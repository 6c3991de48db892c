/**
 * What a page opened at its address waits for, asked for together as the shell boots rather than
 * one after the other: the sign-in's restore (Firebase Auth), and for the work area the data
 * layer's code (on Firestore, the SDK) and the page's area. Before, each waited for the one
 * before it — the registry, then the session, then the area's entry and the data layer.
 */
import { initAuth } from 'shared-auth';
import { loadExposed } from '../remotes/registry.ts';
import { matchRoute } from '../routing/matchRoute.ts';
import { isWorkArea, needsSession } from '../routing/middleware.ts';

/** At boot, before the registry is read. */
export function startSessionEarly(pathname: string): void {
  if (!needsSession(pathname)) return;
  void initAuth();
  if (!isWorkArea(pathname)) return;
  import('shared-data/store').then(({ preloadData }) => preloadData()).catch(() => undefined);
}

/**
 * Once the registry is read: the page's area, whose parcel mounts when the session is known. A
 * failure is left to that parcel (its one reload, then its French panel).
 */
export function preloadPageArea(pathname: string): void {
  if (!isWorkArea(pathname)) return;
  const owner = matchRoute(pathname)?.route.owner;
  if (owner && owner !== 'shell') loadExposed(owner, './app').catch(() => undefined);
}
