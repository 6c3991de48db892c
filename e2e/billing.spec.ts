/**
 * Invoicing on the composed app (shell + mf-billing-accounting + the dossier page's slot): a lean
 * subset of ../mf-billing-accounting/e2e/billing.journeys.ts, signed in through the real login.
 */
import { expect } from '@playwright/test';
import { draftToPaid } from '../mf-billing-accounting/e2e/billing.journeys.ts';
import { demoMember, login, main, otherCabinetOwner, OWNER_STATE, test } from './fixtures.ts';

test.describe('signé comme titulaire du cabinet Durand', () => {
  test.use({ storageState: OWNER_STATE });

  test('brouillon → émission → PDF Factur-X → paiements ; la facture paraît dans l’onglet Factures du dossier', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const { number, caseId } = await draftToPaid(page, '');
    await page.goto(`/app/cases/${caseId}`);
    await main(page).getByRole('tab', { name: 'Factures' }).click();
    await expect(main(page).getByRole('link', { name: `Facture ${number}` })).toBeVisible({ timeout: 20_000 });
  });

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
