/** The auth journeys on this remote's standalone page (http://localhost:3002), without the shell. */
import { test } from '@playwright/test';
import { runJourneys } from '../../tooling/src/playwright/journeys.ts';
import { authJourneys } from './journeys.ts';

runJourneys(test, authJourneys, { app: 'standalone', base: 'http://localhost:3002' });
