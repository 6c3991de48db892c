/**
 * Build time: the shell's frame of each public page (skip link, header, footer, <main>), rendered
 * as a visitor sees it, with a slot where mf-marketing's prerendered content goes. The compose step
 * (tooling/src/prerender) pours the two together; see ../README.md § Public pages.
 */
import { StaticRouter } from 'shared-ui';
import type { PrerenderedPages } from 'tooling/src/prerender/index.ts';
import { renderToHtml } from 'tooling/src/prerender/render.ts';
import { Layout } from './layouts/Layout.tsx';
import { SkipLink } from './platform/SkipLink.tsx';
import { REMOTE_LABELS } from './remotes/RemoteSlot.tsx';
import { ROUTES } from './routing/routeTable.ts';

const SLOT = '@@pretoire-main@@';

export async function renderPages(): Promise<PrerenderedPages> {
  const pages: PrerenderedPages['pages'] = {};
  for (const route of ROUTES.filter((candidate) => candidate.owner === 'mf_marketing')) {
    const html = await renderToHtml(
      <StaticRouter location={route.path}>
        <SkipLink />
        <Layout name={route.layout}>
          <div data-parcel={REMOTE_LABELS.mf_marketing}>{SLOT}</div>
        </Layout>
      </StaticRouter>,
    );
    pages[route.path] = { html, title: route.title };
  }
  return { pages, slot: SLOT };
}
