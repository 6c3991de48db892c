/**
 * What every browser journey shares, in one place: the accessibility check, names nobody else
 * uses and a stored PDF opened in a tab. Each area's journeys (standalone and composed) import
 * these rather than keep a copy.
 */
import fs from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { type Download, expect, type Page } from '@playwright/test';

/**
 * No serious or critical axe violation — every rule axe runs by default (WCAG 2.x A/AA and best
 * practices). `within`: a CSS selector to check only that part (an area's own screen, not the
 * standalone page's QA chrome around it).
 */
export async function expectAccessible(page: Page, options: { within?: string } = {}): Promise<void> {
  // Legacy mode: axe runs in the page's frames and gathers their results there. The default opens
  // a blank page per check to gather them (a browser process each time: measured 2.1–3.8 s a check
  // against 0.5–1.0 s); its one gain, cross-origin frames, our pages do not have. Only violations
  // are assembled: the passes' selectors, which nothing reads, were the rest of the cost.
  const builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  if (options.within) builder.include(options.within);
  const results = await builder.analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

let count = 0;

/** `label` followed by a short suffix no other test of this run uses (parallel workers included). */
export function unique(label: string): string {
  count += 1;
  return `${label} ${Date.now().toString(36).slice(-5)}${process.pid.toString(36).slice(-2)}${count.toString(36)}`;
}

/** An email address nobody else uses, even across parallel workers. */
export function uniqueEmail(prefix: string): string {
  count += 1;
  return `${prefix}-${Date.now()}-${process.pid}-${count}@exemple.fr`.toLowerCase();
}

/**
 * `open` opens a stored PDF in a new tab (`window.open` of its URL): the full Chromium shows it
 * in its viewer (the tab's URL is the file's); the headless test browser has no viewer and saves
 * it instead — then the saved bytes must be a PDF. The tab is closed after.
 */
export async function expectOpensPdf(page: Page, open: () => Promise<unknown>): Promise<void> {
  let saved: Download | null = null;
  const keep = (download: Download) => {
    saved = download;
  };
  // The headless browser reports the download on the page that opened the tab.
  page.once('download', keep);
  const tab = new Promise<Page>((resolve) => page.context().once('page', resolve));
  await open();
  const opened = await tab;
  await expect.poll(() => saved !== null || /^(blob:|data:application\/pdf|https?:)/.test(opened.url())).toBe(true);
  if (saved) {
    const bytes = await fs.readFile(await (saved as Download).path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }
  page.off('download', keep);
  await opened.close();
}

/** The page ends up no wider than its window (polled: a layout may still be following a resize). */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
      message: `à ${page.viewportSize()?.width} px, la page ne défile pas horizontalement`,
    })
    .toBeLessThanOrEqual(0);
}
