/** The seed's route table turned into addresses a browser can open, for the tours over every route. */
import { ROUTES, type RouteEntry } from '../shell/src/routing/routeTable.ts';

export { ROUTES, type RouteEntry };

const SAMPLE: Record<string, string> = { ':id': 'exemple-1', ':slug': 'exemple-d-article' };

/** The route's path with sample values for its parameters. */
export const concretePath = (route: RouteEntry) => route.path.replace(/:[a-z]+/g, (param) => SAMPLE[param] ?? param);

/** Work-area routes (the loader is the signed-out hand-over page). */
export const needsSignIn = (route: RouteEntry) => route.path.startsWith('/app') && route.path !== '/app/loader';

/** Routes in groups: one page visits a group in turn (a browser context per route costs more than the checks). */
export function inGroups(routes: readonly RouteEntry[], size: number): RouteEntry[][] {
  const chunks: RouteEntry[][] = [];
  for (let i = 0; i < routes.length; i += size) chunks.push(routes.slice(i, i + size));
  return chunks;
}
