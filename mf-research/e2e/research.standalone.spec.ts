/** The research journeys on this remote's standalone page (signed in as the demo owner by the page). */
import { test } from '@playwright/test';
import { runJourneys } from '../../tooling/src/playwright/journeys.ts';
import { researchJourneys, STANDALONE_URL } from './journeys.ts';

runJourneys(test, researchJourneys, { app: 'standalone', base: STANDALONE_URL });
