/**
 * The team and settings journeys on the composed app (shell + mf-team-settings + mf-auth), signed in
 * as the demo owner: those of ../mf-team-settings/e2e/journeys.ts marked `composed`, then what only
 * the composed app shows (the invited person joining, the directory, an issued invoice's number).
 */
import { expect } from '@playwright/test';
import { issueShownDraft, prepareDraft } from '../mf-billing-accounting/e2e/billing.journeys.ts';
import {
  acceptInvitation,
  inviteAndCopyLink,
  newMemberListed,
  profilePublishedThenWithdrawn,
  setNumberingPrefix,
  teamSettingsJourneys,
  uniqueEmail,
} from '../mf-team-settings/e2e/journeys.ts';
import { runJourneys } from '../tooling/src/playwright/journeys.ts';
import { demoOwner, login, OWNER_STATE, test } from './fixtures.ts';

test.describe('signé comme titulaire du cabinet Durand', () => {
  test.use({ storageState: OWNER_STATE });

  runJourneys(test, teamSettingsJourneys, { app: 'composed', base: '' });

  test('invitation : lien copié, acceptée par la personne invitée, nouveau membre listé', async ({ page }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail('paul.invite');
    const link = await inviteAndCopyLink(page, '', email);
    await acceptInvitation(page, link, email);
    await login(page, demoOwner, '/app/teammates');
    await newMemberListed(page, '', email);
  });

  test('profil public : retiré, il disparaît de l’annuaire ; publié, il y revient', async ({ page }) => {
    await profilePublishedThenWithdrawn(page);
  });

  test('paramètres de facturation : le préfixe choisi numérote la facture émise ensuite', async ({ page }) => {
    test.setTimeout(90_000);
    await setNumberingPrefix(page, '', 'TS-');
    await prepareDraft(page, '');
    const number = await issueShownDraft(page);
    expect(number).toMatch(/^TS-\d{4}-\d{4}$/);
  });
});
