/**
 * The public site on the composed app (shell + mf-marketing), for a visitor who is not signed in:
 * the journeys of ../mf-marketing/e2e/journeys.ts marked `composed` (the standalone page runs them
 * all), then what only the composed app shows: a booking that reaches the professional's meetings
 * in the same browser, and the shell's /pro page in the public layout.
 */
import { expect } from '@playwright/test';
import { bookEndToEnd, expectAccessible, marketingJourneys, open } from '../mf-marketing/e2e/journeys.ts';
import { runJourneys } from '../tooling/src/playwright/journeys.ts';
import { demoOwner, login, main, test } from './fixtures.ts';

runJourneys(test, marketingJourneys, { app: 'composed', base: '' });

test('rendez-vous pris sur le site public, retrouvé dans l’agenda du professionnel', async ({ page }) => {
  test.setTimeout(90_000);
  const booked = await bookEndToEnd(page, '', demoOwner.uid);
  await login(page, demoOwner, '/app/calendar/meetings');
  const request = main(page).locator('[data-booking-request]').filter({ hasText: booked.name });
  await expect(request).toBeVisible({ timeout: 20_000 });
  await expect(request).toContainText(booked.motif);
  await expect(request).toContainText('À confirmer');
});

test('espace professionnel dans la mise en page publique', async ({ page }) => {
  test.setTimeout(60_000);
  await open(page, '', '/pro', /Prétoire, la gestion de cabinet/);
  await expect(page.locator('[data-plan]')).toHaveCount(3);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Créer un compte' }).first().click();
  await expect(page).toHaveURL(/\/pro\/signup/);
});
