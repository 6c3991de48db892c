/**
 * The agenda on the composed app, signed in as the demo owner: the journeys of
 * mf-calendar/e2e/journeys.ts marked `composed` (the standalone page runs them all).
 */
import { calendarJourneys } from '../mf-calendar/e2e/journeys.ts';
import { runJourneys } from '../tooling/src/playwright/journeys.ts';
import { OWNER_STATE, test } from './fixtures.ts';

test.describe('agenda, signé comme titulaire du cabinet Durand', () => {
  test.use({ storageState: OWNER_STATE });

  runJourneys(test, calendarJourneys, { app: 'composed', base: '' });
});
