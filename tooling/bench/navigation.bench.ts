/**
 * `npm run bench:navigation` (after `npm run build`): in the signed-in work area, the time from a
 * click on a link to the new page's first usable screen (its heading shown, nothing of <main>
 * still loading), for an area not loaded yet (goal ≤ 300 ms) and between pages of an area
 * already loaded (goal ≤ 50 ms). Timed here, never in a test: the figures depend on the machine.
 */
import { chromium, type Page } from 'playwright-core';
import { SHELL_URL } from '../src/apps.ts';
import { DEMO } from '../src/emulator.ts';
import { ensureServers } from '../src/servers.ts';

const GOALS = { area: 300, page: 50 };

/** Each area's first page, in the order a lawyer might open them after signing in. */
const FIRST_VISITS = ['/app/cases', '/app/billing', '/app/calendar', '/app/research', '/app/teammates'];
/** Pages of areas loaded above: [from, to], both owned by the same remote. */
const WITHIN_AREA: [string, string][] = [
  ['/app/cases', '/app/clients'],
  ['/app/clients', '/app/cases'],
  ['/app/billing', '/app/accounting'],
  ['/app/accounting', '/app/billing'],
  ['/app/teammates', '/app/settings'],
  ['/app/settings', '/app/teammates'],
];

/**
 * Clicks the work-area navigation's link to `target` and resolves with the milliseconds until the
 * frame that shows the new page usable. In-page code as a string: tsx would otherwise inject
 * helpers the page does not have.
 */
async function timeClick(page: Page, target: string): Promise<number> {
  return (await page.evaluate(`(async () => {
    const target = ${JSON.stringify(target)};
    const link = document.querySelector('nav[aria-label="Espace de travail"] a[href="' + target + '"]');
    if (!link) throw new Error('Lien absent : ' + target);
    const before = document.querySelector('main h1');
    const started = performance.now();
    link.click();
    await new Promise((resolve) => {
      const check = () => {
        const heading = document.querySelector('main h1');
        const usable = location.pathname === target && heading && heading !== before &&
          !document.querySelector('main .pt-parcel-loading, main [aria-busy="true"]');
        if (usable) resolve(undefined);
        else requestAnimationFrame(check);
      };
      check();
    });
    // Until the frame that paints it.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    return performance.now() - started;
  })()`)) as number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const verdict = (ms: number, goal: number) => (ms <= goal ? 'objectif tenu' : 'objectif dépassé');

const stop = await ensureServers();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  const goTo = async (path: string) => {
    await page.goto(`${SHELL_URL}${path}`);
    await page.waitForLoadState('networkidle');
  };
  await goTo('/pro/login');
  await page.getByLabel('Adresse email').fill(DEMO.accounts[0]!.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL(`${SHELL_URL}/app`);

  // Three fresh page loads of /app, each followed by first visits to every area.
  const firstVisits = new Map<string, number[]>(FIRST_VISITS.map((path) => [path, []]));
  const withinArea = new Map<string, number[]>(WITHIN_AREA.map(([from, to]) => [`${from} → ${to}`, []]));
  for (let round = 0; round < 3; round += 1) {
    await goTo('/app');
    for (const path of FIRST_VISITS) firstVisits.get(path)!.push(await timeClick(page, path));
    for (const [from, to] of WITHIN_AREA) {
      if (new URL(page.url()).pathname !== from) await timeClick(page, from);
      withinArea.get(`${from} → ${to}`)!.push(await timeClick(page, to));
    }
  }

  console.log('Navigation dans l’espace de travail (clic → écran utilisable, médiane de 3) :');
  console.log(`  Vers un module pas encore chargé (objectif ≤ ${GOALS.area} ms) :`);
  for (const [path, times] of firstVisits) {
    const ms = median(times);
    console.log(`    ${path.padEnd(34)} ${String(Math.round(ms)).padStart(5)} ms  (${verdict(ms, GOALS.area)})`);
  }
  console.log(`  Entre deux pages d’un module chargé (objectif ≤ ${GOALS.page} ms) :`);
  for (const [label, times] of withinArea) {
    const ms = median(times);
    console.log(`    ${label.padEnd(34)} ${String(Math.round(ms)).padStart(5)} ms  (${verdict(ms, GOALS.page)})`);
  }
} finally {
  await browser.close();
  stop();
}
