/** The invoicing journeys on this remote's standalone page (signed in as the demo owner by the page). */
import { expect, test } from '@playwright/test';
import {
  avoirJourney,
  BILLING_STANDALONE_URL,
  draftToPaid,
  exportJourney,
  formsAccessible,
  listsAccessible,
  listsJourney,
  openBilling,
} from './billing.journeys.ts';

const base = BILLING_STANDALONE_URL;

test('brouillon depuis le temps passé → émission → PDF Factur-X vérifié → paiement partiel puis total', {
  tag: '@autonome',
}, async ({ page }) => {
  test.setTimeout(90_000);
  await draftToPaid(page, base);
});

test('avoir partiel sur une facture en attente : son propre numéro, lié à la facture', async ({ page }) => {
  await avoirJourney(page, base);
});

test('export d’une période : les deux CSV relus au format français', async ({ page }) => {
  await exportJourney(page, base);
});

test('listes : totaux, recherche par numéro dans l’URL', async ({ page }) => {
  await listsJourney(page, base);
});

test('le propriétaire d’un autre cabinet ne voit aucune facture du cabinet Durand', async ({ page }) => {
  await openBilling(page, base, '/app/billing?facture=invoice-001&demo=leroy', 'Facture introuvable');
  await openBilling(page, base, '/app/billing/unpaid?demo=leroy', 'Factures impayées');
  await expect(page.getByText(/Durand/)).toHaveCount(0);
});

test('accessibilité (axe) des quatre listes', async ({ page }) => {
  test.setTimeout(60_000);
  await listsAccessible(page, base);
});

test('accessibilité (axe) de la préparation, de l’export et du détail d’une facture', async ({ page }) => {
  test.setTimeout(60_000);
  await formsAccessible(page, base);
});
