import { matchPath } from 'shared-ui';
import { ROUTES, type RouteEntry } from './routeTable.ts';

export type RouteMatch = { route: RouteEntry; params: Record<string, string | undefined> };

/** The first route of the table matching the pathname (static segments are listed first). */
export function matchRoute(pathname: string): RouteMatch | null {
  for (const route of ROUTES) {
    const match = matchPath({ path: route.path, end: true, caseSensitive: true }, pathname);
    if (match) return { route, params: match.params };
  }
  return null;
}
