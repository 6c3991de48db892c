/**
 * The agenda on the composed app, signed in as the demo owner: a lean subset of the
 * journeys of mf-calendar/e2e/journeys.ts (the standalone page runs them all).
 */
import { answerBookingRequests, createAudience, exportAndParse, seeOnDossier } from '../mf-calendar/e2e/journeys.ts';
import { OWNER_STATE, test } from './fixtures.ts';

test.describe('agenda, signé comme titulaire du cabinet Durand', () => {
  test.use({ storageState: OWNER_STATE });

  test('audience créée pour un dossier : visible sur la page du dossier, export .ics relu', async ({ page }) => {
    test.setTimeout(90_000);
    const audience = await createAudience(page, '');
    await seeOnDossier(page, '', audience);
    await exportAndParse(page, '', audience);
  });

  test('demandes de rendez-vous : une confirmée, une refusée, avec un message', async ({ page }) => {
    await answerBookingRequests(page, '');
  });
});
