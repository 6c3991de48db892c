/**
 * Version skew between apps deployed apart, tested in a real browser against a local hosting
 * tree (ports 4000–4007): a second release of mf-auth (other text, a shared-ui call the first
 * does not make) and of the shell (built as if it provided the next minor version of shared-ui)
 * are built from patched copies at test time; a third release of mf-auth requiring that minor is
 * the second one's build with that requirement in its manifest.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { buildVariant, editedCopy, Hosting, patchFile } from '../tooling/src/skew.ts';
import { APPS, repoRoot } from '../tooling/src/apps.ts';
import { DEMO } from '../tooling/src/emulator.ts';
import { test } from './fixtures.ts';

const V1_TEXT = 'Accédez à votre espace de travail Prétoire.';
const V2_TEXT = 'Nouvelle version publiée le lundi 23 novembre 2026.';
const STALE = 'Cette partie de Prétoire a été mise à jour ; rechargez la page';

/** The next minor version of shared-ui (e.g. 2.1.0 → 2.2.0): "a later release of the shell". */
const NEXT_MINOR = (() => {
  const { version } = JSON.parse(fs.readFileSync(path.join(repoRoot, 'shared-ui', 'package.json'), 'utf8')) as {
    version: string;
  };
  const [major, minor] = version.split('.').map(Number);
  return `${major}.${minor! + 1}.0`;
})();

function buildAuthV2(): string {
  return buildVariant({
    app: 'mf-auth',
    release: 'auth-v2',
    patch: (dir) => {
      const page = path.join(dir, 'src', 'routes', 'LoginPage.tsx');
      patchFile(
        page,
        "import { safeRedirectPath } from 'shared-auth';",
        "import { safeRedirectPath } from 'shared-auth';\nimport { formatLongDate } from 'shared-ui';",
      );
      patchFile(page, `<p>${V1_TEXT}</p>`, "<p>Nouvelle version publiée le {formatLongDate('2026-11-23')}.</p>");
    },
  });
}

/** The same release, as if built against the next minor of shared-ui: its manifest requires it. */
function requireNextSharedUi(distDir: string): string {
  return editedCopy(distDir, 'auth-v3', (dir) => {
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

/** …and the next in-app navigation loads it, in place (there and back to the login page). */
async function pickUpAndNavigate(page: Page): Promise<void> {
  await pickUp(page);
  await page.getByRole('link', { name: 'Créer un compte' }).click();
  await expect(page).toHaveURL(/\/pro\/signup$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/pro\/login$/);
}

test('versions décalées : reprise à chaud, module incompatible contenu, retour arrière', async ({ page }) => {
  test.setTimeout(300_000);
  const hosting = new Hosting();
  const authV2 = buildAuthV2();
  const authV3 = requireNextSharedUi(authV2);
  const shellV2 = buildVariant({
    app: 'shell',
    release: 'shell-v2',
    env: { PRETOIRE_SHARED_VERSIONS: JSON.stringify({ 'shared-ui': NEXT_MINOR }) },
  });
  for (const app of APPS) hosting.deploy(app.dir);
  await hosting.start();
  try {
    const login = `${hosting.shellUrl}/pro/login`;
    await page.goto(login);
    await expect(page.getByText(V1_TEXT)).toBeVisible();
    // A marker that a full page load would wipe: pick-ups below happen in place.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const sameDocument = () => page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument === true);

    await test.step('nouveau module compatible, ancien shell : pris à la navigation suivante, sans rechargement', async () => {
      hosting.deploy('mf-auth', authV2);
      await pickUpAndNavigate(page);
      await expect(page.getByText(V2_TEXT)).toBeVisible();
      expect(await sameDocument()).toBe(true);
    });

    await test.step('retour arrière : l’ancienne version revient à la navigation suivante', async () => {
      hosting.rollback('mf-auth');
      await pickUpAndNavigate(page);
      await expect(page.getByText(V1_TEXT)).toBeVisible();
      expect(await sameDocument()).toBe(true);
    });

    await test.step('module trop récent pour ce shell : rechargement, puis panneau français, le reste marche', async () => {
      hosting.deploy('mf-auth', authV3);
      await pickUp(page);
      // The next navigation is a full page load (going Back meanwhile would race with it).
      const reloaded = page.waitForEvent('load');
      await page.getByRole('link', { name: 'Créer un compte' }).click();
      await reloaded;
      await expect(page).toHaveURL(/\/pro\/signup$/);
      await expect(page.getByRole('heading', { name: STALE })).toBeVisible();
      expect(await sameDocument()).toBe(false);
      await expect(page.getByRole('button', { name: 'Recharger la page' })).toBeVisible();
      await page.goto(`${hosting.shellUrl}/`);
      await expect(page.locator('main#main-content h1').first()).toBeVisible();
    });

    await test.step('nouveau shell : le module récent marche, et l’ancien module aussi', async () => {
      hosting.deploy('shell', shellV2);
      await page.goto(login);
      await expect(page.getByText(V2_TEXT)).toBeVisible();
      hosting.deploy('mf-auth');
      await page.goto(login);
      await expect(page.getByText(V1_TEXT)).toBeVisible();
      await page.getByLabel('Adresse email').fill(DEMO.accounts.find((account) => account.uid === 'demo-owner')!.email);
      await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO.password);
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await expect(page).toHaveURL(/\/app$/);
    });
  } finally {
    hosting.stop();
  }
});
