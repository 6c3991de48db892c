/** The public side's journeys on this remote's standalone page (:3001), as a visitor. */
import { test } from '@playwright/test';
import { runJourneys } from '../../tooling/src/playwright/journeys.ts';
import { marketingJourneys, STANDALONE_URL } from './journeys.ts';

runJourneys(test, marketingJourneys, { app: 'standalone', base: STANDALONE_URL });
