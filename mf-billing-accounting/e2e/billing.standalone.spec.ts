/** The invoicing journeys on this remote's standalone page (signed in as the demo owner by the page). */
import { test } from '@playwright/test';
import { runJourneys } from '../../tooling/src/playwright/journeys.ts';
import { BILLING_STANDALONE_URL, billingJourneys } from './billing.journeys.ts';

runJourneys(test, billingJourneys, { app: 'standalone', base: BILLING_STANDALONE_URL });
