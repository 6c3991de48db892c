/**
 * Phones: at 375 px a real client and every tab of a dossier do not scroll sideways (every route
 * is checked so in routes.spec.ts's visit); the work-area navigation is behind the header's
 * "Menu" button (focus trapped, Escape closes); toasts stay below the header; the /pro pages
 * without navigation show no empty column.
 */
import { expect, type Page } from '@playwright/test';
import { expectNoSidewaysScroll, main, OWNER_STATE, PHONE, test } from './fixtures.ts';

/** The page is drawn: its layout is there and no parcel or block is still loading. */
async function settled(page: Page) {
  await expect(page.locator('[data-layout]')).toHaveCount(1);
  await expect(page.locator('.pt-parcel-loading')).toHaveCount(0);
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
}

test.describe('375 px : une vraie fiche client et un vrai dossier', () => {
  test.use({ viewport: PHONE, storageState: OWNER_STATE });

  test('fiche client, puis chaque onglet du dossier, sans défilement horizontal', async ({ page }) => {
    await page.goto('/app/clients/client-001');
    await expect(main(page).getByRole('heading', { name: 'Coordonnées' })).toBeVisible();
    await settled(page);
    await expectNoSidewaysScroll(page);
    await main(page)
      .getByRole('link', { name: /^\d{4}-\d{4} — / })
      .first()
      .click();
    await expect(page.getByRole('tablist', { name: 'Sections du dossier' })).toBeVisible();
    for (const tab of ['Synthèse', 'Parties', 'Documents', 'Notes', 'Temps passés', 'Tâches']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await settled(page);
      await expectNoSidewaysScroll(page);
    }
  });
});

test.describe('menu de navigation sur téléphone', () => {
  test.use({ viewport: PHONE, storageState: OWNER_STATE });

  test('« Menu » ouvre la navigation, le focus y reste, Échap la ferme et rend le focus', async ({ page }) => {
    await page.goto('/app');
    const nav = page.getByRole('navigation', { name: 'Espace de travail' });
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(nav).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toHaveAttribute('aria-controls', 'app-navigation');

    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toBeVisible();
    const close = nav.getByRole('button', { name: 'Fermer le menu' });
    await expect(close).toBeFocused();
    // Shift+Tab from the first item goes to the last link; Tab from the last comes back.
    await page.keyboard.press('Shift+Tab');
    await expect(nav.getByRole('link', { name: 'Aide' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();

    await menu.click();
    await nav.getByRole('link', { name: 'Dossiers' }).click();
    await expect(page).toHaveURL(/\/app\/cases$/);
    await expect(nav).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  test('un titre long passe à la ligne au lieu d’être coupé', async ({ page }) => {
    await page.goto('/app');
    const heading = main(page).getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(/^Bonjour/);
    const fits = await heading.evaluate((element) => element.scrollWidth <= element.clientWidth);
    expect(fits).toBe(true);
    // Nor is the header's brand: nothing of the header's end covers it.
    const brand = await page.getByRole('banner').getByRole('link', { name: 'Prétoire' }).boundingBox();
    const end = await page.locator('[data-layout="default"] > header > div').nth(1).boundingBox();
    expect(brand!.x + brand!.width).toBeLessThanOrEqual(end!.x);
    expect(end!.x + end!.width).toBeLessThanOrEqual(375);
  });
});

test.describe('mise en page', () => {
  test.use({ storageState: OWNER_STATE });

  for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
    test(`${viewport.width} px : un toast ne couvre ni le nom ni « Se déconnecter »`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/app/settings/notifications');
      await main(page).getByRole('button', { name: 'Envoyer une notification de test' }).click();
      const toast = page.locator('[data-sonner-toast]').first();
      await expect(toast).toBeVisible();
      const header = await page.locator('[data-layout="default"] > header').boundingBox();
      const box = await toast.boundingBox();
      expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    });
  }

  for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
    test(`${viewport.width} px : aucune cellule des listes n’est coupée`, async ({ page }) => {
      await page.setViewportSize(viewport);
      for (const [path, table] of [
        ['/app/cases', 'Liste des dossiers'],
        ['/app/clients', 'Liste des clients'],
      ] as const) {
        await page.goto(path);
        const cells = main(page).getByRole('table', { name: table }).locator('tbody tr:not([aria-hidden]) td');
        await expect(cells.first()).toBeVisible();
        const cut = await cells.evaluateAll((all) =>
          all.filter((cell) => cell.scrollWidth > cell.clientWidth + 1).map((cell) => cell.textContent),
        );
        expect(cut, `${path} : cellules coupées`).toEqual([]);
      }
    });
  }

  test('1280 px : les dates, numéros et montants des listes restent sur une ligne', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const [path, shown] of [
      ['/app/billing', 'tbody tr:not([aria-hidden]) a'],
      ['/app/accounting', 'tbody tr:not([aria-hidden]) td'],
      ['/app/teammates/board', 'li [aria-roledescription]'],
    ] as const) {
      await page.goto(path);
      await expect(main(page).locator(shown).first()).toBeVisible();
      // « 28 déc. 2026 », « FA-2026-0042 », « 1 680,00 € » were cut in two on a laptop.
      const broken = await main(page).evaluate((root) => {
        const whole = /^(\d{1,2} \p{L}+\.? \d{4}|[A-Z]{1,4}-\d{4}-\d{3,5}|\d{1,3}(\s\d{3})*,\d{2}\s€)$/u;
        const out: string[] = [];
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent?.trim() ?? '';
          if (!whole.test(text)) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => rect.top));
          if (lines.size > 1) out.push(text);
        }
        return out;
      });
      expect(broken, `${path} : valeurs coupées`).toEqual([]);
    }
  });

  for (const path of ['/pro/login', '/pro/signup', '/pro/forgot', '/pro/accept-invite']) {
    test(`${path} : pas de colonne vide à côté du formulaire`, async ({ browser }) => {
      // Signed out (a signed-in visitor is sent on to /app).
      const context = await browser.newContext({
        viewport: { width: 1280, height: 800 },
        storageState: { cookies: [], origins: [] },
      });
      const page = await context.newPage();
      await page.goto(path);
      await settled(page);
      await expect(page.getByRole('navigation', { name: 'Espace de travail' })).toHaveCount(0);
      const body = page.locator('[data-layout="default"] > div').first();
      const background = await body.evaluate((element) => getComputedStyle(element).backgroundImage);
      expect(background).toBe('none');
      const box = await main(page).boundingBox();
      expect(box!.x).toBeLessThan(8);
      await context.close();
    });
  }
});
