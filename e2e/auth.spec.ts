/**
 * The professional entry in the composed app (shell :3000 + mf-auth): login, password reset,
 * sign-up and invitation, against the Auth emulator. The same journeys run on mf-auth's
 * standalone page (mf-auth/e2e/auth.spec.ts).
 */
import { defineAuthJourneys } from '../mf-auth/e2e/journeys.ts';

defineAuthJourneys({ origin: 'http://localhost:3000', composed: true });
