/**
 * Accounting on the composed app (shell + mf-billing-accounting + mf-cases-clients), a lean subset
 * of the journeys that run in full on the remote's standalone page: an expense with its receipt,
 * the FEC export read back, the CARPA block of a dossier page (through the cross-area slot). axe on
 * /app/accounting: the tour of every route (routes.spec.ts) and the standalone page's tabs.
 */
import { expect } from '@playwright/test';
import {
  carpaJourney,
  exportFecAndParse,
  recordExpenseWithReceipt,
} from '../mf-billing-accounting/e2e/accounting.journeys.ts';
import { main, OWNER_STATE, test } from './fixtures.ts';

test.use({ storageState: OWNER_STATE });

test('dépense avec justificatif : les totaux du mois changent', async ({ page }) => {
  test.setTimeout(60_000);
  await recordExpenseWithReceipt(page, '');
});

test('export FEC de l’exercice relu ligne à ligne ; année sans écriture refusée', async ({ page }) => {
  test.setTimeout(60_000);
  await exportFecAndParse(page, '');
});

test('CARPA dans la fiche du dossier : dépôt, versement refusé, prélèvement autorisé', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto(`/app/cases/case-${new Date().getFullYear()}-0012?onglet=carpa`);
  await expect(main(page).getByRole('tab', { name: 'CARPA' })).toHaveAttribute('aria-selected', 'true', {
    timeout: 20_000,
  });
  await carpaJourney(page);
});
