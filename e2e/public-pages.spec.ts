/**
 * The public pages are painted from the HTML the server sends (composed at build and
 * deploy time, tooling/src/prerender), readable without JavaScript, then taken over by the app
 * without losing what the visitor did meanwhile.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { repoRoot } from '../tooling/src/apps.ts';
import { PUBLIC_PAGES } from '../mf-marketing/e2e/journeys.ts';
import { untilAppTookOver } from '../tooling/src/playwright/publicPages.ts';

const headingText = (html: string) =>
  html
    .match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1]
    ?.replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, '’');

test('chaque page publique arrive avec son titre principal avant le moindre script, compressée, revalidée à chaque visite', async ({
  request,
}) => {
  for (const [path, heading] of PUBLIC_PAGES) {
    const response = await request.get(path, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-encoding'], path).toBe('br');
    expect(response.headers()['cache-control'], path).toBe('no-cache');
    const html = await response.text();
    const firstHeading = html.indexOf('<h1');
    expect(firstHeading, `${path} : pas de <h1> dans le HTML`).toBeGreaterThan(0);
    expect(firstHeading, `${path} : un script précède le <h1>`).toBeLessThan(html.indexOf('<script'));
    expect(headingText(html), path).toMatch(heading);
  }
});

test('les morceaux hachés, scripts et feuilles de style, sont servis compressés et gardés un an', async ({
  request,
}) => {
  const dist = path.join(repoRoot, 'shell', 'dist');
  const size = (file: string) => fs.statSync(path.join(dist, file)).size;
  for (const extension of ['js', 'css']) {
    const [largest] = fs
      .readdirSync(dist)
      .filter((file) => new RegExp(`\\.[0-9a-f]{10}\\.${extension}$`).test(file))
      .sort((a, b) => size(b) - size(a));
    expect(largest, extension).toBeDefined();
    const response = await request.get(`/${largest}`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(response.headers()['cache-control'], largest).toBe('public, max-age=31536000, immutable');
    expect(response.headers()['content-encoding'], largest).toBe('br');
  }
});

test('une adresse de l’espace de travail reçoit la page de l’application, sans contenu public', async ({ request }) => {
  const html = await (await request.get('/app/cases')).text();
  expect(html).toContain('<div id="root"></div>');
  expect(html).not.toContain('id="prerendered"');
});

test.describe('sans JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('les pages publiques se lisent et leurs liens mènent aux autres pages', async ({ page }) => {
    for (const [path, heading] of PUBLIC_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Aller au contenu principal' })).toHaveAttribute(
        'href',
        '#main-content',
      );
    }
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Guide' }).click();
    await expect(page).toHaveURL(/\/guide$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Le guide du justiciable' })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Programme pilote' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Programme pilote Prétoire' })).toBeVisible();
    // The home page's search is a plain form: it leads to the directory with the filter in the address.
    await page.goto('/');
    await page
      .getByRole('form', { name: 'Rechercher un professionnel' })
      .getByLabel('Ville ou code postal')
      .fill('Lyon');
    await page.getByRole('form', { name: 'Rechercher un professionnel' }).getByRole('button').click();
    await expect(page).toHaveURL(/\/search\?.*lieu=Lyon/);
    await expect(page.getByRole('heading', { level: 1, name: 'Trouver un professionnel du droit' })).toBeVisible();
  });
});

test('ce que le visiteur tape avant que l’application ne prenne la main est repris par elle, focus compris', async ({
  page,
}) => {
  // The app's first script waits: the visitor works on the prerendered page meanwhile.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/main.js', async (route) => {
    await held;
    await route.continue();
  });
  // (DOMContentLoaded waits for the deferred script: only the response is awaited.)
  await page.goto('/search', { waitUntil: 'commit' });
  const place = page.getByLabel('Ville ou code postal');
  await place.fill('69002');
  await expect(page.locator('#prerendered')).toHaveCount(1);
  release();
  await untilAppTookOver(page);
  // The live form got the value the way typing gives it: the filter reached the address.
  await expect(page).toHaveURL(/lieu=69002/);
  await expect(place).toHaveValue('69002');
  await expect(place).toBeFocused();
  await expect(page.locator('#root')).toBeVisible();
});

test('une page publique démarre sans routeur ni single-spa ; l’application qui en rencontre une la charge', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(response.url());
  });
  await page.goto('/guide');
  await untilAppTookOver(page);
  await page.waitForLoadState('networkidle');
  // No parcel host anywhere: mf-marketing's content is a plain component in the shell's tree.
  expect(await page.evaluate(() => 'singleSpaNavigate' in window)).toBe(false);
  expect(scripts.some((url) => url.includes('/__federation_expose_pages'))).toBe(true);

  // The sign-in page starts the same way; its "Prétoire" link leads to another page: loaded.
  await page.goto('/pro/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  expect(await page.evaluate(() => 'singleSpaNavigate' in window)).toBe(false);
  await page.getByRole('banner').getByRole('link', { name: 'Prétoire' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: /Trouvez un professionnel du droit/ })).toBeVisible();
  await untilAppTookOver(page);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
});

test.describe('sur un téléphone', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  // What a phone sees from the prerendered page to the live one, data and forms loaded: nothing
  // visible moves (Lighthouse's CLS ≤ 0,02). /book with a professional chosen has no
  // prerendered page of its own: its booking flow must not push what is on screen.
  for (const route of [...PUBLIC_PAGES.map(([path]) => path), '/book?pro=demo-pro-05']) {
    test(`${route} : aucun décalage de mise en page (CLS ≤ 0,02)`, async ({ page }) => {
      await page.addInitScript(() => {
        const shifts: number[] = [];
        Object.assign(window, { pretoireShifts: shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) shifts.push(entry.value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(route);
      await untilAppTookOver(page);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      const total = await page.evaluate(() =>
        (window as unknown as { pretoireShifts: number[] }).pretoireShifts.reduce((sum, value) => sum + value, 0),
      );
      expect(total).toBeLessThanOrEqual(0.02);
    });
  }
});
