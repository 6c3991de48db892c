/**
 * The public site, lean smoke on the composed app (shell + mf-marketing): the public pages for a visitor
 * who is not signed in, and a booking that reaches the professional's meetings in the same browser.
 * The full set of journeys runs on the remote's standalone page (mf-marketing/e2e).
 */
import { expect } from '@playwright/test';
import {
  bookEndToEnd,
  expectAccessible,
  guideTableOfContents,
  open,
  openProfile,
  searchWithFilters,
} from '../mf-marketing/e2e/journeys.ts';
import { demoOwner, login, main, test } from './fixtures.ts';

test('annuaire signé-out : filtres dans l’adresse, fiche d’un professionnel', async ({ page }) => {
  test.setTimeout(60_000);
  await searchWithFilters(page, '');
  await openProfile(page, '');
});

test('rendez-vous pris sur le site public, retrouvé dans l’agenda du professionnel', async ({ page }) => {
  test.setTimeout(90_000);
  const booked = await bookEndToEnd(page, '', demoOwner.uid);
  await login(page, demoOwner, '/app/calendar/meetings');
  const request = main(page).locator('[data-booking-request]').filter({ hasText: booked.name });
  await expect(request).toBeVisible({ timeout: 20_000 });
  await expect(request).toContainText(booked.motif);
  await expect(request).toContainText('À confirmer');
});

test('guide et espace professionnel dans la mise en page publique', async ({ page }) => {
  test.setTimeout(60_000);
  await guideTableOfContents(page, '');
  await open(page, '', '/pro', /Prétoire, la gestion de cabinet/);
  await expect(page.locator('[data-plan]')).toHaveCount(3);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Créer un compte' }).first().click();
  await expect(page).toHaveURL(/\/pro\/signup/);
});
