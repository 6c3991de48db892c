/**
 * `npm run bench:bundle`: for each public route and each work-area route, the gzip bytes of
 * JavaScript the browser loaded before its first contentful paint AND in total until the network
 * is idle, and whether any Firebase code was loaded. Runs against the production builds
 * (`npm run build` first). Budgets (issue 16) apply to the total.
 */
import zlib from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { SHELL_URL } from '../apps.ts';
import { DEMO } from '../emulator.ts';
import { ensureServers } from '../servers.ts';

const PUBLIC_ROUTES = ['/', '/search', '/book', '/guide', '/pilot', '/pro'];
const AUTH_ROUTES = ['/pro/login', '/pro/signup'];
const WORK_ROUTES = ['/app', '/app/cases', '/app/billing', '/app/calendar'];
const GOALS = { public: 150 * 1024, auth: 200 * 1024, work: 250 * 1024 };
/** A string only Firebase Auth's code contains. */
const FIREBASE_MARK = 'identitytoolkit.googleapis.com';

type Measure = {
  route: string;
  files: number;
  gzipBytes: number;
  totalFiles: number;
  totalGzipBytes: number;
  firebase: boolean;
};

async function measure(page: Page, route: string): Promise<Measure> {
  const bodies = new Map<string, Promise<Buffer>>();
  const listener = (response: import('playwright-core').Response) => {
    if (response.url().endsWith('.js')) bodies.set(response.url(), response.body());
  };
  page.on('response', listener);
  await page.goto(`${SHELL_URL}${route}`);
  await page.waitForLoadState('networkidle');
  page.off('response', listener);
  const fcp = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.POSITIVE_INFINITY,
  );
  const beforePaint = await page.evaluate(
    (limit) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js') && entry.startTime <= limit)
        .map((entry) => entry.name),
    fcp,
  );
  let gzipBytes = 0;
  let firebase = false;
  for (const url of beforePaint) {
    const body = await bodies.get(url);
    if (!body) continue;
    gzipBytes += zlib.gzipSync(body, { level: 9 }).length;
  }
  let totalGzipBytes = 0;
  for (const body of bodies.values()) {
    const bytes = await body;
    totalGzipBytes += zlib.gzipSync(bytes, { level: 9 }).length;
    if (bytes.includes(FIREBASE_MARK)) firebase = true;
  }
  return { route, files: beforePaint.length, gzipBytes, totalFiles: bodies.size, totalGzipBytes, firebase };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

const stop = await ensureServers();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  const visitor = await browser.newContext();
  const results: (Measure & { kind: keyof typeof GOALS })[] = [];
  for (const route of PUBLIC_ROUTES)
    results.push({ ...(await measure(await visitor.newPage(), route)), kind: 'public' });
  for (const route of AUTH_ROUTES) results.push({ ...(await measure(await visitor.newPage(), route)), kind: 'auth' });

  const signedIn = await browser.newContext();
  const loginPage = await signedIn.newPage();
  const owner = DEMO.accounts[0]!;
  await loginPage.goto(`${SHELL_URL}/pro/login`);
  await loginPage.getByLabel('Adresse email').fill(owner.email);
  await loginPage.getByLabel('Mot de passe', { exact: true }).fill(DEMO.password);
  await loginPage.getByRole('button', { name: 'Se connecter' }).click();
  await loginPage.waitForURL(`${SHELL_URL}/app`);
  for (const route of WORK_ROUTES) results.push({ ...(await measure(await signedIn.newPage(), route)), kind: 'work' });

  console.log('JavaScript chargé (gzip) : avant le premier affichage | au total, réseau au repos');
  for (const result of results) {
    const goal = GOALS[result.kind];
    const verdict = result.totalGzipBytes <= goal ? 'objectif tenu' : 'objectif dépassé';
    console.log(
      `  ${result.route.padEnd(16)} ${kib(result.gzipBytes).padStart(10)} (${String(result.files).padStart(2)} fichiers) | ${kib(result.totalGzipBytes).padStart(10)} (${String(result.totalFiles).padStart(2)} fichiers)  Firebase : ${result.firebase ? 'oui' : 'non'}  (${verdict}, objectif ${kib(goal)} au total)`,
    );
  }
  const publicWithFirebase = results.filter((result) => result.kind === 'public' && result.firebase);
  console.log(
    publicWithFirebase.length
      ? `Pages publiques chargeant Firebase : ${publicWithFirebase.map((r) => r.route).join(', ')}`
      : 'Aucune page publique ne charge Firebase.',
  );
} finally {
  await browser.close();
  stop();
}
