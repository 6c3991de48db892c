/**
 * Invoicing on the composed app (shell + mf-billing-accounting + the dossier page's slot): the
 * journeys of ../mf-billing-accounting/e2e/billing.journeys.ts marked `composed`, then what only the
 * composed app shows (the dashboard's widget, other people signed in through the real login).
 */
import { expect, type Locator } from '@playwright/test';
import { billingJourneys } from '../mf-billing-accounting/e2e/billing.journeys.ts';
import { runJourneys } from '../tooling/src/playwright/journeys.ts';
import { demoMember, login, main, otherCabinetOwner, OWNER_STATE, test } from './fixtures.ts';

test.describe('signé comme titulaire du cabinet Durand', () => {
  test.use({ storageState: OWNER_STATE });

  runJourneys(test, billingJourneys, { app: 'composed', base: '' });

  test('le tableau de bord montre les factures impayées', async ({ page }) => {
    await page.goto('/app');
    // Below the first screen: it loads as the lawyer scrolls to it.
    await main(page).locator('[data-slot="unpaidInvoices"]').scrollIntoViewIfNeeded();
    const widget = page.getByTestId('unpaid-widget');
    await expect(widget.getByRole('heading', { name: 'Factures impayées' })).toBeVisible({ timeout: 20_000 });
    await expect(widget.getByTestId('unpaid-count')).toHaveText(/^\d+ factures?$/);
    await expect(widget.getByRole('link', { name: 'Voir les factures impayées' })).toHaveAttribute(
      'href',
      '/app/billing/unpaid',
    );
  });
});

test.describe('sur l’écran d’un ordinateur portable (1280 px)', () => {
  test.use({ storageState: OWNER_STATE, viewport: { width: 1280, height: 800 } });

  test('les huit colonnes des factures tiennent côte à côte : client lisible, numéros et dates sur une ligne', async ({
    page,
  }) => {
    await page.goto('/app/billing');
    const table = main(page).getByRole('table', { name: 'Facturation' });
    const row = table
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: /^Facture / }) })
      .first();
    const number = row.getByRole('link');
    await expect(number).toBeVisible();
    const client = await table.getByRole('columnheader', { name: 'Client' }).boundingBox();
    // Fixed columns had left the client's name a letter a line (0 px of column).
    expect(client?.width).toBeGreaterThanOrEqual(7 * 16);
    // All eight in the box: no sideways scrolling at this width.
    const { box, table: width } = await table.evaluate((element) => ({
      box: element.parentElement!.clientWidth,
      table: element.scrollWidth,
    }));
    expect(width).toBeLessThanOrEqual(box);
    // « FA-2026-0042 » and « 28 déc. 2026 » were cut in two at this width.
    const lines = (cell: Locator) => cell.evaluate((element) => element.querySelector('span')!.getClientRects().length);
    expect(await lines(number)).toBe(1);
    expect(await lines(row.getByRole('cell').nth(2))).toBe(1);
    // The dossier's reference under the client's name, said as such.
    await expect(row.getByRole('cell').nth(1)).toContainText(/Dossier \d{4}-\d{4}/);
  });
});

test('un collaborateur du cabinet voit les factures', async ({ page }) => {
  await login(page, demoMember, '/app/billing/unpaid');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Factures impayées' })).toBeVisible();
  await expect(
    main(page)
      .getByRole('link', { name: /^Facture / })
      .first(),
  ).toBeVisible();
});

test('le titulaire d’un autre cabinet ouvre une facture Durand par son adresse : « introuvable »', async ({ page }) => {
  await login(page, otherCabinetOwner, '/app/billing?facture=invoice-001');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Facture introuvable' })).toBeVisible({
    timeout: 20_000,
  });
  await page.goto('/app/billing/unpaid');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Factures impayées' })).toBeVisible();
  await expect(main(page).getByText(/Durand/)).toHaveCount(0);
});
