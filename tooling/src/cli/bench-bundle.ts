/**
 * `npm run bench:bundle`: for each public route and each work-area route, the gzip bytes of
 * JavaScript the browser loaded before its first contentful paint AND in total until the network
 * is idle, and whether any Firebase code was loaded. Runs against the builds as served: set the build
 * on Firestore (`PRETOIRE_DATA_BACKEND=firestore npx pretoire-compose`) to measure what production ships (the first line
 * printed says which backend was measured). Budgets apply to the total.
 */
import { chromium } from 'playwright-core';
import { SHELL_URL } from '../apps.ts';
import { DEMO } from '../emulator.ts';
import { kib, measureJs, type JsCost } from '../playwright/jsBytes.ts';
import { ensureServers } from '../servers.ts';

const PUBLIC_ROUTES = ['/', '/search', '/book', '/book?pro=demo-pro-05', '/guide', '/pilot', '/pro'];
const AUTH_ROUTES = ['/pro/login', '/pro/forgot', '/pro/signup', '/pro/accept-invite?token=inconnu'];
const WORK_ROUTES = ['/app', '/app/cases', '/app/billing', '/app/calendar'];
const GOALS = { public: 150 * 1024, auth: 200 * 1024, work: 250 * 1024 };

type Measure = JsCost & { route: string };

const measure = async (page: import('playwright-core').Page, route: string): Promise<Measure> => ({
  route,
  ...(await measureJs(page, `${SHELL_URL}${route}`)),
});

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

  // The build's data backend shows in what the work area loads: production's is Firestore.
  const backend = results.some((result) => result.kind === 'work' && result.firestore)
    ? 'Firestore (ce que la production livre)'
    : 'base locale IndexedDB (PRETOIRE_DATA_BACKEND=firestore npx pretoire-compose pour mesurer la production)';
  console.log(`Build mesuré : données ${backend}`);
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
