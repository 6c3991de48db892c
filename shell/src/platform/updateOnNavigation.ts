/**
 * A navigation is when a new release is taken: a newer shell build with a full page load, a
 * remote deployed alone in place (or with a full page load when it is not compatible).
 *
 * Heard on the history, not in a React effect: the routers render each navigation in a
 * transition, and two quick ones (a click, then Back) render only the last — an effect keyed on
 * the location would not run at all. With `urlRerouteOnly`, single-spa turns every pushState into
 * a popstate; Back and Forward are real ones. A replaceState (a list's filters written into the
 * address as they are typed) stays on the page: reloading there would cut the typing short.
 */
import { applyPendingRemotes, hasPendingRemotes } from '../remotes/registry.ts';
import { newerBuildAvailable } from './buildWatch.ts';

type RoutingEvent = PopStateEvent & { singleSpaTrigger?: string };

/** What a navigation takes: 'reload' (a full page load), or 'done' (nothing new, or swapped in place). */
export async function takeUpdates(): Promise<'reload' | 'done'> {
  if (await newerBuildAvailable()) return 'reload';
  return hasPendingRemotes() ? applyPendingRemotes() : 'done';
}

function onNavigation(event: Event): void {
  if ((event as RoutingEvent).singleSpaTrigger === 'replaceState') return;
  void takeUpdates().then((outcome) => outcome === 'reload' && window.location.reload());
}

/** Installed once at start-up; returns a function that removes it. */
export function takeUpdatesOnNavigation(): () => void {
  window.addEventListener('popstate', onNavigation);
  return () => window.removeEventListener('popstate', onNavigation);
}
