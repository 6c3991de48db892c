/**
 * The dossiers and clients journeys on the composed app (shell + mf-cases-clients), signed in as the
 * demo owner: those of ../mf-cases-clients/e2e/journeys.ts marked `composed` (the standalone page
 * runs them all), then another cabinet's owner signed in through the real login screen.
 */
import { expect } from '@playwright/test';
import { casesClientsJourneys } from '../mf-cases-clients/e2e/journeys.ts';
import { runJourneys } from '../tooling/src/playwright/journeys.ts';
import { login, main, otherCabinetOwner, OWNER_STATE, test } from './fixtures.ts';

test.describe('signé comme titulaire du cabinet Durand', () => {
  test.use({ storageState: OWNER_STATE });

  runJourneys(test, casesClientsJourneys, { app: 'composed', base: '' });
});

test('le titulaire d’un autre cabinet ouvre un dossier Durand par son adresse : « introuvable », aucune donnée', async ({
  page,
}) => {
  const path = `/app/cases/case-${new Date().getFullYear()}-0001`;
  await login(page, otherCabinetOwner, path);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Dossier introuvable' })).toBeVisible();
  await expect(main(page).getByRole('tablist')).toHaveCount(0);
  await page.goto('/app/clients/client-001');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Client introuvable' })).toBeVisible();
  await expect(main(page).getByText('Coordonnées')).toHaveCount(0);
});
