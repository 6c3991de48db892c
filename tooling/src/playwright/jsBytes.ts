/**
 * What a route costs in JavaScript: the gzip bytes of every script the browser loaded until the
 * network was idle, those loaded before the first contentful paint, and whether Firebase was
 * among them. Shared by `npm run bench:bundle` (prints) and e2e/budgets.spec.ts (enforces).
 * Bytes are gzipped here at level 9, whatever the server sent: the figure depends on the code only.
 */
import zlib from 'node:zlib';
import type { Page, Response } from 'playwright-core';

/** A string only Firebase Auth's code contains. */
const FIREBASE_MARK = 'identitytoolkit.googleapis.com';

export type JsCost = {
  files: number;
  gzipBytes: number;
  totalFiles: number;
  totalGzipBytes: number;
  firebase: boolean;
};

export async function measureJs(page: Page, url: string): Promise<JsCost> {
  const bodies = new Map<string, Promise<Buffer>>();
  const listener = (response: Response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) bodies.set(response.url(), response.body());
  };
  page.on('response', listener);
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  page.off('response', listener);
  const fcp = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.POSITIVE_INFINITY,
  );
  const beforePaint = new Set(
    await page.evaluate(
      (limit) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js') && entry.startTime <= limit)
          .map((entry) => entry.name),
      fcp,
    ),
  );
  const cost: JsCost = { files: 0, gzipBytes: 0, totalFiles: bodies.size, totalGzipBytes: 0, firebase: false };
  for (const [scriptUrl, body] of bodies) {
    const bytes = await body;
    const gzipped = zlib.gzipSync(bytes, { level: 9 }).length;
    cost.totalGzipBytes += gzipped;
    if (beforePaint.has(scriptUrl)) {
      cost.files += 1;
      cost.gzipBytes += gzipped;
    }
    if (bytes.includes(FIREBASE_MARK)) cost.firebase = true;
  }
  return cost;
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
