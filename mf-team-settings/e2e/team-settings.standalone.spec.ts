/** The team and settings journeys on this remote's standalone page (signed in as the demo owner by the page). */
import { test } from '@playwright/test';
import { runJourneys } from '../../tooling/src/playwright/journeys.ts';
import { STANDALONE_URL, teamSettingsJourneys } from './journeys.ts';

runJourneys(test, teamSettingsJourneys, { app: 'standalone', base: STANDALONE_URL });
