/**
 * `npm run bench:deploy`: how long from `deploy` of a remote to an open shell showing the new
 * version. Builds a second release of mf-auth (patched copy, as the skew test does), deploys the
 * current builds into a throw-away hosting tree, opens the login page in Chromium, deploys the
 * new release, lets the shell poll the registry (as on focus) and navigates once.
 * Needs the builds (`npm run build`). Prints its figures.
 */
import path from 'node:path';
import { chromium } from '@playwright/test';
import { APPS } from '../src/apps.ts';
import { buildVariant, Hosting, patchFile } from '../src/skew.ts';

const OLD = 'Accédez à votre espace de travail Prétoire.';
const NEW = 'Nouvelle version de la page de connexion.';

const started = Date.now();
const release = buildVariant({
  app: 'mf-auth',
  release: 'bench-deploy',
  patch: (dir) => patchFile(path.join(dir, 'src', 'routes', 'LoginPage.tsx'), OLD, NEW),
});
const buildMs = Date.now() - started;

const hosting = new Hosting();
for (const app of APPS) hosting.deploy(app.dir);
await hosting.start();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  const page = await browser.newPage();
  await page.goto(`${hosting.shellUrl}/pro/login`);
  await page.getByText(OLD).waitFor();

  const t0 = performance.now();
  hosting.deploy('mf-auth', release);
  const deployed = performance.now();
  const polled = page.waitForResponse((response) => response.url().includes('/remotes.json?'));
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await polled;
  const noticed = performance.now();
  await page.getByRole('link', { name: 'Créer un compte' }).click();
  await page.waitForURL(/\/pro\/signup$/);
  await page.goBack();
  await page.getByText(NEW).waitFor();
  const shown = performance.now();

  const ms = (value: number) => `${Math.round(value)} ms`;
  console.log(`build de la nouvelle version (hors mesure) : ${(buildMs / 1000).toFixed(1)} s`);
  console.log(`deploy (copie immuable + registre)          : ${ms(deployed - t0)}`);
  console.log(`registre relu par le shell (focus/poll)     : ${ms(noticed - deployed)}`);
  console.log(`navigation suivante → nouvelle version      : ${ms(shown - noticed)}`);
  console.log(`total deploy → nouvelle version affichée    : ${ms(shown - t0)}`);
  console.log('(sans focus, le shell relit le registre toutes les 10 min : PRETOIRE_REGISTRY_POLL_MS)');
} finally {
  await browser.close();
  hosting.stop();
}
