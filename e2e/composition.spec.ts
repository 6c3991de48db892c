/**
 * The composed app: remotes and shell stay in sync; one session, one toaster, one copy of each
 * shared library; a remote that is down leaves the rest of the app working. (Each route opened
 * directly: routes.spec.ts.)
 */
import { expect } from '@playwright/test';
import { SHARED_SINGLETONS } from '../tooling/src/shared.ts';
import { APPS, appByName } from '../tooling/src/apps.ts';
import { demoOwner, main, OWNER_STATE, test } from './fixtures.ts';

test.describe('composition', () => {
  test.use({ storageState: OWNER_STATE });

  test('naviguer dans un module met à jour le shell ; Précédent et Suivant traversent les modules', async ({
    page,
  }) => {
    await page.goto('/app/billing');
    const billing = main(page).locator('[data-parcel="Facturation et comptabilité"] [data-area-root]');
    await expect(billing).toBeVisible();
    await main(page).getByRole('link', { name: 'Payées', exact: true }).click();
    await expect(page).toHaveURL(/\/app\/billing\/paid$/);
    await expect(page).toHaveTitle('Factures payées — Prétoire');
    const sideNav = page.getByRole('navigation', { name: 'Espace de travail' });
    await expect(sideNav.getByRole('link', { name: 'Facturation' })).toHaveAttribute('aria-current', 'page');

    await sideNav.getByRole('link', { name: 'Agenda' }).click();
    await expect(page).toHaveURL(/\/app\/calendar$/);
    await expect(main(page).locator('[data-parcel="Agenda"] [data-area-root]')).toBeVisible();
    await expect(sideNav.getByRole('link', { name: 'Agenda' })).toHaveAttribute('aria-current', 'page');

    await page.goBack();
    await expect(page).toHaveURL(/\/app\/billing\/paid$/);
    await expect(billing.getByRole('heading', { level: 1 })).toHaveText('Factures payées');
    await page.goBack();
    await expect(page).toHaveURL(/\/app\/billing$/);
    await expect(billing.getByRole('heading', { level: 1 })).toHaveText('Facturation');
    await page.goForward();
    await expect(page).toHaveURL(/\/app\/billing\/paid$/);
    await expect(billing.getByRole('heading', { level: 1 })).toHaveText('Factures payées');
    await page.goForward();
    await expect(page).toHaveURL(/\/app\/calendar$/);
    await expect(sideNav.getByRole('link', { name: 'Agenda' })).toHaveAttribute('aria-current', 'page');
  });

  test('la session ouverte dans un module est lue par le shell et par un autre module (une seule instance)', async ({
    page,
  }) => {
    await page.goto('/app/settings/profile');
    await expect(page.getByTestId('user-menu')).toContainText(demoOwner.name);
    await expect(main(page).getByTestId('profile-session')).toContainText(demoOwner.email);
  });

  test('une notification déclenchée par un module s’affiche dans l’unique zone de notifications du shell', async ({
    page,
  }) => {
    await page.goto('/app/settings/notifications');
    await main(page).getByRole('button', { name: 'Envoyer une notification de test' }).click();
    await expect(page.locator('[data-sonner-toaster]')).toHaveCount(1);
    await expect(page.locator('[data-sonner-toaster]')).toContainText('Notification de test');
  });

  test('tableau de bord : les blocs sous le premier écran se chargent à l’approche de l’écran ou à la première touche', async ({
    page,
  }) => {
    const below = [
      { widget: 'unpaidInvoices', heading: 'Factures impayées', app: 'mf_billing_accounting' },
      { widget: 'recentCases', heading: 'Dossiers récents', app: 'mf_cases_clients' },
    ];
    const origins = below.map(({ app }) => `http://localhost:${appByName(app).port}`);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).origin));
    const firstScreen = async () => {
      await page.goto('/app');
      for (const heading of ['Aujourd’hui', 'Délais à venir', 'Demandes de rendez-vous'])
        await expect(main(page).getByRole('heading', { level: 2, name: heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
    };

    // The first screen (1280×720): the first row only; the areas of the blocks below are not fetched.
    await firstScreen();
    for (const origin of origins) expect(requested, origin).not.toContain(origin);
    await expect(main(page).locator('[data-slot="unpaidInvoices"]')).toBeEmpty();
    // Scrolling towards a block loads it.
    await main(page).locator('[data-slot="unpaidInvoices"]').scrollIntoViewIfNeeded();
    await expect(main(page).getByRole('heading', { level: 2, name: below[0]!.heading })).toBeVisible();
    expect(requested).toContain(origins[0]);

    // A keyboard user: the first key press loads them, before Tab reaches them.
    requested.length = 0;
    await firstScreen();
    for (const origin of origins) expect(requested, origin).not.toContain(origin);
    await page.keyboard.press('Tab');
    for (const { heading } of below)
      await expect(main(page).getByRole('heading', { level: 2, name: heading })).toBeAttached();
  });

  test('aucune bibliothèque partagée n’est chargée deux fois', async ({ page }) => {
    const loaded = new Set<string>();
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) loaded.add(response.url());
    });
    for (const path of [
      '/',
      '/search',
      '/pro/login',
      '/app',
      '/app/cases',
      '/app/billing',
      '/app/calendar',
      '/app/research',
      '/app/settings',
      '/app/help',
    ]) {
      await page.goto(path);
      // Signed in, the sign-in page sends the owner on to the work area: wait for that navigation,
      // or the next goto would race it.
      if (path === '/pro/login') await page.waitForURL((url) => url.pathname === '/app');
      await expect(main(page)).toBeVisible();
      await expect(page.locator('.pt-parcel-loading')).toHaveCount(0);
    }
    const manifests = await Promise.all(
      APPS.map(async (app) => {
        const base = `http://localhost:${app.port}/`;
        const manifest = (await (await page.request.get(`${base}mf-manifest.json`)).json()) as {
          shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
        };
        return { app: app.name, base, shared: manifest.shared };
      }),
    );
    const providersOf = (library: string) =>
      manifests
        .filter(({ base, shared }) =>
          shared
            .filter((entry) => entry.name === library)
            .some((entry) =>
              [...entry.assets.js.sync, ...entry.assets.js.async].some((asset) => loaded.has(`${base}${asset}`)),
            ),
        )
        .map((provider) => provider.app);
    for (const library of SHARED_SINGLETONS) {
      const providers = providersOf(library);
      expect(providers, `${library} chargé depuis`).toHaveLength(providers.length > 0 ? 1 : 0);
    }
    // shared-data and shared-data/store may come from two apps: shared-data reaches the store's
    // modules only through shared-data/store (shared-data/src/store.test.ts), so the page still
    // has one store — provided once, above, and used by the public directory too.
    expect(providersOf('shared-data/store'), 'shared-data/store').toHaveLength(1);
    // The libraries every page needs were indeed loaded (once).
    for (const library of ['react', 'react-dom', 'sonner', 'single-spa', 'shared-ui', 'shared-auth', '@firebase/app']) {
      const count = manifests.filter(({ base, shared }) =>
        shared
          .filter((entry) => entry.name === library)
          .some((entry) => entry.assets.js.sync.some((asset) => loaded.has(`${base}${asset}`))),
      ).length;
      expect(count, library).toBe(1);
    }
  });

  test('un module injoignable affiche un panneau d’erreur en français, le reste de l’application fonctionne', async ({
    page,
  }) => {
    await page.route('http://localhost:3004/**', (route) => route.abort('connectionrefused'));
    await page.goto('/app/billing');
    const panel = main(page).getByRole('alert');
    await expect(panel).toContainText('Ce module n’a pas pu être chargé');
    await expect(panel.getByRole('button', { name: 'Réessayer' })).toBeVisible();
    // The shell keeps working: another area opens.
    await page.getByRole('navigation', { name: 'Espace de travail' }).getByRole('link', { name: 'Agenda' }).click();
    await expect(main(page).locator('[data-parcel="Agenda"] [data-area-root]')).toBeVisible();
    // The remote is back: "Réessayer" loads it.
    await page
      .getByRole('navigation', { name: 'Espace de travail' })
      .getByRole('link', { name: 'Facturation' })
      .click();
    await expect(main(page).getByRole('button', { name: 'Réessayer' })).toBeVisible();
    await page.unroute('http://localhost:3004/**');
    await main(page).getByRole('button', { name: 'Réessayer' }).click();
    await expect(main(page).locator('[data-parcel="Facturation et comptabilité"] [data-area-root]')).toBeVisible();
  });
});
