/**
 * Build time: the content of each public page as a first visit renders it (no data yet: the
 * data-driven parts show their skeleton), for the shell's prerendered pages (tooling/src/prerender).
 */
import { Area } from 'shared-ui';
import type { PrerenderedPages } from 'tooling/src/prerender/index.ts';
import { renderToHtml } from 'tooling/src/prerender/render.ts';
import { AREA_NAME } from './app.tsx';
import { ROUTES } from './routes.tsx';

export async function renderPages(): Promise<PrerenderedPages> {
  const pages: PrerenderedPages['pages'] = {};
  for (const route of ROUTES) {
    pages[route.path] = {
      html: await renderToHtml(<Area name={AREA_NAME} routes={ROUTES} location={route.path} />),
      title: route.title,
    };
  }
  return { pages };
}
