/** The dossiers and clients journeys on this remote's standalone page (signed in as the demo owner by the page). */
import { test } from '@playwright/test';
import { runJourneys } from '../../tooling/src/playwright/journeys.ts';
import { casesClientsJourneys, STANDALONE_URL } from './journeys.ts';

runJourneys(test, casesClientsJourneys, { app: 'standalone', base: STANDALONE_URL });
