/**
 * The professional entry in the composed app (shell :3000 + mf-auth): login, password reset,
 * sign-up and invitation, against the Auth emulator — the journeys of mf-auth/e2e/journeys.ts
 * marked `composed` (mf-auth's standalone page runs them all, mf-auth/e2e/auth.spec.ts).
 */
import { test } from '@playwright/test';
import { authJourneys } from '../mf-auth/e2e/journeys.ts';
import { runJourneys } from '../tooling/src/playwright/journeys.ts';

runJourneys(test, authJourneys, { app: 'composed', base: 'http://localhost:3000' });
