/**
 * Legal research on the composed app (shell + mf-research), signed in as the demo owner: the
 * journeys of mf-research/e2e/journeys.ts marked `composed`, with what only the composed app can
 * show (the generated documents opened from the dossier's documents).
 */
import { researchJourneys } from '../mf-research/e2e/journeys.ts';
import { runJourneys } from '../tooling/src/playwright/journeys.ts';
import { OWNER_STATE, test } from './fixtures.ts';

test.describe('signé comme titulaire du cabinet Durand', () => {
  test.use({ storageState: OWNER_STATE });

  runJourneys(test, researchJourneys, { app: 'composed', base: '' });
});
