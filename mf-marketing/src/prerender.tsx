/**
 * Build time: the content of each public page as a first visit renders it (no data yet: the
 * data-driven parts show their skeleton), for the shell's prerendered pages (tooling/src/prerender).
 * The same component the browser renders, so the two are identical.
 */
import type { PrerenderedPages } from 'tooling/src/prerender/index.ts';
import { renderToHtml } from 'tooling/src/prerender/render.ts';
import { PublicPage } from './pages.tsx';
import { ROUTES } from './routes.tsx';

export async function renderPages(): Promise<PrerenderedPages> {
  const pages: PrerenderedPages['pages'] = {};
  for (const route of ROUTES) {
    pages[route.path] = { html: await renderToHtml(<PublicPage path={route.path} />), title: route.title };
  }
  return { pages };
}
