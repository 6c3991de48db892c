/** The accounting journeys on this remote's standalone page (signed in as the demo owner by the page). */
import { test } from '@playwright/test';
import {
  ACCOUNTING_STANDALONE_URL,
  accountingAccessible,
  carpaJourney,
  exportFecAndParse,
  openAccounting,
  recordExpenseWithReceipt,
} from './accounting.journeys.ts';

const base = ACCOUNTING_STANDALONE_URL;

test('dépense avec justificatif : erreurs en français, puis les totaux du mois changent', { tag: '@autonome' }, async ({
  page,
}) => {
  test.setTimeout(60_000);
  await recordExpenseWithReceipt(page, base);
});

test('export FEC de l’exercice relu ligne à ligne ; année sans écriture refusée', async ({ page }) => {
  await exportFecAndParse(page, base);
});

test('CARPA : dépôt, versement au-delà du solde refusé, prélèvement sans puis avec autorisation', async ({ page }) => {
  test.setTimeout(60_000);
  // The page's caseCarpa block shows a demo dossier without movements.
  await openAccounting(page, base);
  await carpaJourney(page);
});

test('accessibilité (axe) de /app/accounting : recettes, dépenses, totaux', async ({ page }) => {
  test.setTimeout(60_000);
  await accountingAccessible(page, base);
});
