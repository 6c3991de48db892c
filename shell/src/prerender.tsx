/**
 * Build time: the shell's frame of each public page (skip link, header, footer, <main>), rendered
 * as a visitor sees it, with a slot where mf-marketing's prerendered content goes. The compose step
 * (tooling/src/prerender) pours the two together; see README.md § Pages publiques prérendues.
 */
import type { PrerenderedPages } from 'tooling/src/prerender/index.ts';
import { renderToHtml } from 'tooling/src/prerender/render.ts';
import { PublicFrame } from './public/PublicFrame.tsx';
import { PRERENDERED_PAGES } from './routing/publicPages.ts';

const SLOT = '@@pretoire-main@@';

export async function renderPages(): Promise<PrerenderedPages> {
  const pages: PrerenderedPages['pages'] = {};
  for (const page of PRERENDERED_PAGES) {
    const html = await renderToHtml(<PublicFrame page={page}>{SLOT}</PublicFrame>);
    pages[page.path] = { html, title: page.title };
  }
  return { pages, slot: SLOT };
}
