/**
 * Accounting on the composed app (shell + mf-billing-accounting + mf-cases-clients): the journeys
 * of ../mf-billing-accounting/e2e/accounting.journeys.ts marked `composed` — an expense with its
 * receipt, the FEC export read back, the CARPA block of a dossier page (through the cross-area
 * slot). axe on /app/accounting: the tour of every route (routes.spec.ts) and the standalone page's tabs.
 */
import { accountingJourneys } from '../mf-billing-accounting/e2e/accounting.journeys.ts';
import { runJourneys } from '../tooling/src/playwright/journeys.ts';
import { OWNER_STATE, test } from './fixtures.ts';

test.use({ storageState: OWNER_STATE });

runJourneys(test, accountingJourneys, { app: 'composed', base: '' });
