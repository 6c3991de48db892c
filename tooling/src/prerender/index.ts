/**
 * Public pages painted from HTML, without giving up independent delivery:
 *
 * - At build time, an app that declares a `prerender` module (the shell and mf-marketing) renders
 *   its part of each public page with React's static renderer and writes `dist/prerendered.json`:
 *   the shell the frame of each public route (skip link, header, footer, `<main>` with a slot),
 *   mf-marketing the content of `<main>`; each with the CSS its markup needs.
 * - The compose step (`pretoire-compose` after `npm run build`; `npm run deploy` after deploying
 *   the shell or mf-marketing) pours one into the other inside the shell's `app.html` and writes
 *   one HTML file per public route. Redeploying mf-marketing recomposes the pages from its new
 *   build without rebuilding the shell.
 *
 * In the browser the shell shows the prerendered markup until its own render of the page is ready,
 * then swaps (shell/src/platform/prerendered.ts).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import { type AppInfo, repoRoot, SHELL_APP_PAGE } from '../apps.ts';
import { type DataBackend, withDataBackend } from '../env.ts';
import { writeAtomically } from '../writeAtomically.ts';

/** What an app's prerender module returns: HTML per route path, and where the content goes. */
export type PrerenderedPages = {
  pages: Record<string, { html: string; title?: string }>;
  /** The shell's frames only: the text standing where the content of <main> goes. */
  slot?: string;
};

/** `css`: each stylesheet the markup's modules import, in import order. */
export type Prerendered = PrerenderedPages & { css: string[] };

export const PRERENDERED_FILE = 'prerendered.json';
const CSS_REGISTRY = '__PRETOIRE_PRERENDER_CSS__';

/** Renders the app's pages from its prerender bundle and writes `<dist>/prerendered.json`. */
export async function writePrerendered(bundle: string, distDir: string): Promise<string[]> {
  const require = createRequire(import.meta.url);
  const { renderPages } = require(bundle) as { renderPages: () => Promise<PrerenderedPages> };
  const rendered = await renderPages();
  const sheets = (globalThis as Record<string, unknown>)[CSS_REGISTRY] as Map<string, string> | undefined;
  const css = [...(sheets?.values() ?? [])];
  const output: Prerendered = { ...rendered, css };
  fs.writeFileSync(path.join(distDir, PRERENDERED_FILE), JSON.stringify(output));
  return Object.keys(rendered.pages);
}

/** Writes a page; with its precompressed copies (.br, .gz), as the build writes for its own files. */
function writePage(file: string, html: string, { compressed }: { compressed: boolean }): void {
  if (compressed) {
    writeAtomically(`${file}.br`, zlib.brotliCompressSync(html));
    writeAtomically(`${file}.gz`, zlib.gzipSync(html, { level: 9 }));
  }
  writeAtomically(file, html);
}

/**
 * Sets the backend every page of a build uses (its .html files, and their precompressed copies
 * where it has some): one build serves the per-browser database or Firestore without a rebuild.
 * Returns the pages, relative to `distDir`.
 */
export function setPagesDataBackend(distDir: string, backend: DataBackend): string[] {
  const pages = fs
    .readdirSync(distDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.html'))
    .sort();
  for (const page of pages) {
    const file = path.join(distDir, page);
    const html = withDataBackend(fs.readFileSync(file, 'utf8'), backend);
    // A page built before pages named their backend would silently keep the other one.
    if (html === null)
      throw new Error(`${file} ne nomme pas sa base de données : build trop ancien, relancez npm run build.`);
    writePage(file, html, { compressed: fs.existsSync(`${file}.br`) });
  }
  return pages;
}

/** Sets the backend of every page the given apps have built (those without a build are skipped); returns how many. */
export function setBuiltPagesDataBackend(apps: readonly AppInfo[], backend: DataBackend): number {
  let pages = 0;
  for (const app of apps) {
    const dist = path.join(repoRoot, app.dir, 'dist');
    if (fs.existsSync(dist)) pages += setPagesDataBackend(dist, backend).length;
  }
  return pages;
}

function readPrerendered(distDir: string): Prerendered | undefined {
  try {
    return JSON.parse(fs.readFileSync(path.join(distDir, PRERENDERED_FILE), 'utf8')) as Prerendered;
  } catch {
    return undefined;
  }
}

/** `/` → index.html, `/search` → search.html: what static hosting serves for the path. */
export function pageFileOf(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}.html`;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Writes one page per public route into `outDir` from the shell's build (its app.html and
 * frames) and mf-marketing's build (the content). Returns the routes written; none when either
 * build has no prerendered output (the shell then serves those routes from app.html, as before).
 */
export function composePublicPages(options: { shellDist: string; marketingDist: string; outDir: string }): string[] {
  const shell = readPrerendered(options.shellDist);
  const marketing = readPrerendered(options.marketingDist);
  const appPage = path.join(options.shellDist, SHELL_APP_PAGE);
  if (!shell?.slot || !marketing || !fs.existsSync(appPage)) return [];
  const template = fs.readFileSync(appPage, 'utf8');
  const slot = shell.slot;
  // Both builds bundle shared-ui's stylesheets (same text, same class names): each once.
  const css = [...new Set([...shell.css, ...marketing.css])].join('\n');
  const written: string[] = [];
  fs.mkdirSync(options.outDir, { recursive: true });
  for (const [route, frame] of Object.entries(shell.pages)) {
    const content = marketing.pages[route];
    if (!content) continue;
    const title = `${frame.title ?? content.title ?? ''} — Prétoire`;
    const body = frame.html.replace(slot, () => content.html);
    const html = template
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
      .replace('</head>', () => `<style data-prerendered>${css}</style></head>`)
      // The app renders hidden beside the prerendered markup, which it replaces once ready.
      .replace('<div id="root"></div>', () => `<div id="prerendered">${body}</div><div id="root" hidden></div>`);
    const file = path.join(options.outDir, pageFileOf(route));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    writePage(file, html, { compressed: true });
    written.push(route);
  }
  return written;
}
