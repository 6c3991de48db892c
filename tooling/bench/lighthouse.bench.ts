/**
 * `npm run bench:lighthouse`: Lighthouse 13 (mobile, its default simulated throttling) on the six
 * public pages and the auth pages as a first visit sees them (empty cache), then /app signed in,
 * against the production builds as served (`npm run build` first; servers started when not running). Prints performance, FCP, LCP, TBT
 * and CLS per page next to their goals. Figures, not a test: they depend on the machine.
 */
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { SHELL_URL } from '../src/apps.ts';
import { DEMO } from '../src/emulator.ts';
import { ensureServers } from '../src/servers.ts';

const ALL_PAGES = [
  '/',
  '/search',
  '/book',
  '/book?pro=demo-pro-05',
  '/guide',
  '/pilot',
  '/pro',
  '/pro/login',
  '/pro/forgot',
  '/pro/signup',
  '/app',
];
/** Measured signed in; every other page is measured first, signed out (a signed-in visitor of
 * /pro/login is sent on to /app: that would time the dashboard). */
const SIGNED_IN = ['/app'];
/** `npm run bench:lighthouse -- /book /guide`: only those pages. */
const PAGES = process.argv.slice(2).length ? process.argv.slice(2) : ALL_PAGES;
const PORT = 9333;

const stop = await ensureServers();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', `--remote-debugging-port=${PORT}`],
});
try {
  const ms = (value: number | undefined) => (value === undefined ? '—' : `${(value / 1000).toFixed(2)} s`);
  // A visitor's page is a first visit: empty cache and storage (else a page measured after another
  // would find the scripts they share already cached). /app keeps the signed-in storage.
  const measure = async (path: string, signedIn = false) => {
    const result = await lighthouse(`${SHELL_URL}${path}`, {
      port: PORT,
      onlyCategories: ['performance'],
      disableStorageReset: signedIn,
      logLevel: 'error',
    });
    if (!result) throw new Error(`Lighthouse n’a rien rendu pour ${path}`);
    const { categories, audits } = result.lhr;
    const value = (id: string) => audits[id]?.numericValue;
    console.log(
      `  ${path.padEnd(11)} perf ${String(Math.round((categories.performance?.score ?? 0) * 100)).padStart(3)}` +
        `  FCP ${ms(value('first-contentful-paint')).padStart(7)}  LCP ${ms(value('largest-contentful-paint')).padStart(7)}` +
        `  TBT ${String(Math.round(value('total-blocking-time') ?? 0)).padStart(5)} ms  CLS ${(value('cumulative-layout-shift') ?? 0).toFixed(3)}`,
    );
  };
  console.log('Lighthouse mobile (performance, FCP, LCP, TBT, CLS) :');
  for (const path of PAGES.filter((path) => !SIGNED_IN.includes(path))) await measure(path);
  const signedIn = PAGES.filter((path) => SIGNED_IN.includes(path));
  if (signedIn.length) {
    // Sign the owner in once in the browser Lighthouse drives (it keeps the storage).
    const page = await browser.newPage();
    await page.goto(`${SHELL_URL}/pro/login`);
    await page.getByLabel('Adresse email').fill(DEMO.accounts[0]!.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL(`${SHELL_URL}/app`);
    await page.close();
    for (const path of signedIn) await measure(path, true);
  }
  console.log(
    'Objectifs : pages publiques perf ≥ 95, LCP ≤ 1,5 s, TBT ≤ 100 ms, CLS ≤ 0,02 ; pages de connexion perf ≥ 90.',
  );
} finally {
  await browser.close();
  stop();
}
