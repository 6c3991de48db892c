/**
 * The team and settings journeys on the composed app (shell + mf-team-settings + mf-auth), signed in as the demo
 * owner; a lean subset of the journeys the remote's standalone page runs.
 */
import { expect } from '@playwright/test';
import { issueShownDraft, prepareDraft } from '../mf-billing-accounting/e2e/billing.journeys.ts';
import {
  acceptInvitation,
  inviteAndCopyLink,
  moveTaskWithKeyboard,
  newMemberListed,
  notificationsBell,
  open,
  profilePublishedThenWithdrawn,
  exportJournaled,
  roleChangeAudited,
  setNumberingPrefix,
  settingChangeJournaled,
  uniqueEmail,
} from '../mf-team-settings/e2e/journeys.ts';
import { demoOwner, login, OWNER_STATE, test } from './fixtures.ts';

test.describe('signé comme titulaire du cabinet Durand', () => {
  test.use({ storageState: OWNER_STATE });

  test('invitation : lien copié, acceptée par la personne invitée, nouveau membre listé', async ({ page }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail('paul.invite');
    const link = await inviteAndCopyLink(page, '', email);
    await acceptInvitation(page, link, email);
    await login(page, demoOwner, '/app/teammates');
    await newMemberListed(page, '', email);
  });

  test('changement de rôle inscrit au journal de l’équipe', async ({ page }) => {
    await roleChangeAudited(page, '');
  });

  test('tableau : une tâche traverse les quatre colonnes au clavier seul', async ({ page }) => {
    await moveTaskWithKeyboard(page, '');
  });

  test('journal des modifications sensibles : un paramètre puis un export de facturation', async ({ page }) => {
    test.setTimeout(60_000);
    await settingChangeJournaled(page, '');
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, '', '/app/billing/export', 'Export de la facturation');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Télécharger les factures (CSV)' }).click(),
    ]);
    await exportJournaled(page, '', download.suggestedFilename());
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

  test('cloche des notifications dans l’en-tête du shell', async ({ page }) => {
    await open(page, '', '/app/teammates/planner', 'Planning de l’équipe');
    await notificationsBell(page);
  });
});
