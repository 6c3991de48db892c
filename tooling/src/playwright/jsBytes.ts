/**
 * What a route costs in JavaScript: the gzip bytes of every script the browser loaded until the
 * network was idle, those loaded before the first contentful paint, whether Firebase (Auth) was
 * among them, and whether the Firestore SDK was — which tells the build's data backend. Shared by `npm run bench:bundle` (prints) and e2e/budgets.spec.ts (enforces).
 * Bytes are gzipped here at level 9, whatever the server sent: the figure depends on the code only.
 */
import zlib from 'node:zlib';
import type { Page, Request, Response } from 'playwright-core';

/** A string only Firebase Auth's code contains. */
const FIREBASE_MARK = 'identitytoolkit.googleapis.com';
/** A string only the Firestore SDK contains (its RPC service; the public pages' REST reader has none). */
const FIRESTORE_MARK = 'google.firestore.v1.Firestore';
/** A text only a library's development build contains: a production page carries none. */
const DEVELOPMENT_MARKS: Record<string, string> = {
  // Its developer warnings (createFederatedConfig's reactRouterProductionBuild).
  'react-router': 'You rendered descendant <Routes>',
};

export type JsCost = {
  files: number;
  gzipBytes: number;
  totalFiles: number;
  totalGzipBytes: number;
  firebase: boolean;
  firestore: boolean;
  /** The libraries whose development build the route loaded. */
  developmentBuilds: string[];
};

/** Firestore's listen channel: a request always pending while a live query is open. */
const isListenChannel = (request: Request) => request.url().includes('/google.firestore.v1.Firestore/');

/**
 * Playwright's `networkidle` (no request for 500 ms), except Firestore's listen channel: on the
 * Firestore build a signed-in page always has one pending, and `networkidle` never comes.
 */
async function networkIdle(page: Page, navigate: () => Promise<unknown>): Promise<void> {
  const pending = new Set<Request>();
  let quietSince = Date.now();
  const started = (request: Request) => {
    if (!isListenChannel(request)) pending.add(request);
  };
  const ended = (request: Request) => {
    if (pending.delete(request) && pending.size === 0) quietSince = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await navigate();
    await page.waitForLoadState('load');
    while (pending.size > 0 || Date.now() - quietSince < 500) await page.waitForTimeout(100);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

export async function measureJs(page: Page, url: string): Promise<JsCost> {
  const bodies = new Map<string, Promise<Buffer>>();
  const listener = (response: Response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) bodies.set(response.url(), response.body());
  };
  page.on('response', listener);
  await networkIdle(page, () => page.goto(url));
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
  const cost: JsCost = {
    files: 0,
    gzipBytes: 0,
    totalFiles: bodies.size,
    totalGzipBytes: 0,
    firebase: false,
    firestore: false,
    developmentBuilds: [],
  };
  for (const [scriptUrl, body] of bodies) {
    const bytes = await body;
    const gzipped = zlib.gzipSync(bytes, { level: 9 }).length;
    cost.totalGzipBytes += gzipped;
    if (beforePaint.has(scriptUrl)) {
      cost.files += 1;
      cost.gzipBytes += gzipped;
    }
    if (bytes.includes(FIREBASE_MARK)) cost.firebase = true;
    if (bytes.includes(FIRESTORE_MARK)) cost.firestore = true;
    for (const [library, mark] of Object.entries(DEVELOPMENT_MARKS))
      if (bytes.includes(mark) && !cost.developmentBuilds.includes(library)) cost.developmentBuilds.push(library);
  }
  return cost;
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
