/** The accounting journeys on this remote's standalone page (signed in as the demo owner by the page). */
import { test } from '@playwright/test';
import { runJourneys } from '../../tooling/src/playwright/journeys.ts';
import { ACCOUNTING_STANDALONE_URL, accountingJourneys } from './accounting.journeys.ts';

runJourneys(test, accountingJourneys, { app: 'standalone', base: ACCOUNTING_STANDALONE_URL });
