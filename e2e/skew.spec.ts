/**
 * Version skew between apps deployed apart, tested in a real browser against a local hosting
 * tree (ports 4000–4007), signed in: a second release of mf-team-settings (other text, a shared-ui
 * call the first does not make) and of the shell (built as if it provided the next minor version
 * of shared-ui) are built from patched copies at test time; a third release of mf-team-settings
 * requiring that minor is the second one's build with that requirement in its manifest. A work
 * area, because its pages are the app's: moving between them is where a new release is taken in
 * place (the public and sign-in pages load at each move, so they always take the latest).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { buildVariant, editedCopy, Hosting, patchFile } from '../tooling/src/skew.ts';
import { APPS, repoRoot } from '../tooling/src/apps.ts';
import { DEMO } from '../tooling/src/emulator.ts';
import { test } from './fixtures.ts';

const V1_TEXT = 'Les réglages du cabinet et de votre compte.';
const V2_TEXT = 'Nouvelle version publiée le lundi 23 novembre 2026.';
const SETTINGS = '/app/settings';
const STALE = 'Cette partie de Prétoire a été mise à jour ; rechargez la page';

/** The next minor version of shared-ui (e.g. 2.1.0 → 2.2.0): "a later release of the shell". */
const NEXT_MINOR = (() => {
  const { version } = JSON.parse(fs.readFileSync(path.join(repoRoot, 'shared-ui', 'package.json'), 'utf8')) as {
    version: string;
  };
  const [major, minor] = version.split('.').map(Number);
  return `${major}.${minor! + 1}.0`;
})();

function buildSettingsV2(): string {
  return buildVariant({
    app: 'mf-team-settings',
    release: 'settings-v2',
    patch: (dir) => {
      const page = path.join(dir, 'src', 'routes', 'SettingsIndexPage.tsx');
      patchFile(
        page,
        "import { Badge, Link } from 'shared-ui';",
        "import { Badge, formatLongDate, Link } from 'shared-ui';",
      );
      patchFile(
        page,
        `intro="${V1_TEXT}"`,
        "intro={'Nouvelle version publiée le ' + formatLongDate('2026-11-23') + '.'}",
      );
    },
  });
}

/** The same release, as if built against the next minor of shared-ui: its manifest requires it. */
function requireNextSharedUi(distDir: string): string {
  return editedCopy(distDir, 'settings-v3', (dir) => {
    const file = path.join(dir, 'mf-manifest.json');
    const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      shared: { name: string; version: string; requiredVersion: string }[];
    };
    for (const shared of manifest.shared.filter((entry) => entry.name === 'shared-ui')) {
      shared.version = NEXT_MINOR;
      shared.requiredVersion = `^${NEXT_MINOR}`;
    }
    fs.writeFileSync(file, JSON.stringify(manifest));
  });
}

/** The shell notices the new registry (as on focus). */
async function pickUp(page: Page): Promise<void> {
  const polled = page.waitForResponse((response) => response.url().includes('/remotes.json?'));
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await polled;
}

/** The area's own navigation (the page also lists its screens). */
const subNavigation = (page: Page) => page.getByRole('navigation', { name: /^Navigation : Équipe/ });

/** The first release's page. */
async function expectV1(page: Page): Promise<void> {
  await expect(page.getByText(V1_TEXT)).toBeVisible();
}

/**
 * …and the next in-app navigation loads it, in place: there and straight back within the area, as
 * quick as a double take — the routers then render only the way back, and the swap still happens.
 */
async function pickUpAndNavigate(page: Page): Promise<void> {
  await pickUp(page);
  await subNavigation(page).getByRole('link', { name: 'Abonnement' }).click();
  await page.goBack();
  await expect(page).toHaveURL(/\/app\/settings$/);
}

test('versions décalées : reprise à chaud, module incompatible contenu, retour arrière', async ({ page }) => {
  test.setTimeout(300_000);
  const hosting = new Hosting();
  const settingsV2 = buildSettingsV2();
  const settingsV3 = requireNextSharedUi(settingsV2);
  const shellV2 = buildVariant({
    app: 'shell',
    release: 'shell-v2',
    env: { PRETOIRE_SHARED_VERSIONS: JSON.stringify({ 'shared-ui': NEXT_MINOR }) },
  });
  for (const app of APPS) hosting.deploy(app.dir);
  await hosting.start();
  try {
    const settings = `${hosting.shellUrl}${SETTINGS}`;
    await page.goto(`${hosting.shellUrl}/pro/login?redirect=${encodeURIComponent(SETTINGS)}`);
    await page.getByLabel('Adresse email').fill(DEMO.accounts.find((account) => account.uid === 'demo-owner')!.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(settings, { timeout: 30_000 });
    await expectV1(page);
    // A marker that a full page load would wipe: pick-ups below happen in place.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const sameDocument = () => page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument === true);

    await test.step('nouveau module compatible, ancien shell : pris à la navigation suivante, sans rechargement', async () => {
      hosting.deploy('mf-team-settings', settingsV2);
      await pickUpAndNavigate(page);
      await expect(page.getByText(V2_TEXT)).toBeVisible();
      expect(await sameDocument()).toBe(true);
    });

    await test.step('retour arrière : l’ancienne version revient à la navigation suivante', async () => {
      hosting.rollback('mf-team-settings');
      await pickUpAndNavigate(page);
      await expectV1(page);
      expect(await sameDocument()).toBe(true);
    });

    await test.step('module trop récent pour ce shell : rechargement, puis panneau français, le reste marche', async () => {
      hosting.deploy('mf-team-settings', settingsV3);
      await pickUp(page);
      // The next navigation is a full page load (going Back meanwhile would race with it).
      const reloaded = page.waitForEvent('load');
      await subNavigation(page).getByRole('link', { name: 'Abonnement' }).click();
      await reloaded;
      await expect(page).toHaveURL(/\/app\/settings\/subscription$/);
      await expect(page.getByRole('heading', { name: STALE })).toBeVisible();
      expect(await sameDocument()).toBe(false);
      await expect(page.getByRole('button', { name: 'Recharger la page' })).toBeVisible();
      await page.goto(`${hosting.shellUrl}/`);
      await expect(page.locator('main#main-content h1').first()).toBeVisible();
    });

    await test.step('nouveau shell : le module récent marche, et l’ancien module aussi', async () => {
      hosting.deploy('shell', shellV2);
      await page.goto(settings);
      await expect(page.getByText(V2_TEXT)).toBeVisible();
      hosting.deploy('mf-team-settings');
      await page.goto(settings);
      await expectV1(page);
    });
  } finally {
    hosting.stop();
  }
});
