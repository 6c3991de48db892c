/** The team and settings journeys on this remote's standalone page (signed in as the demo owner by the page). */
import { expect, test } from '@playwright/test';
import {
  availabilityPreview,
  editBillingSettings,
  AREA_ROUTES,
  inviteAndCopyLink,
  moveTaskWithKeyboard,
  notificationsBell,
  open,
  pendingInvitationThenRevoke,
  plannerWeeks,
  routesAccessible,
  roleChangeAudited,
  settingChangeJournaled,
  STANDALONE_URL,
  uniqueEmail,
} from './journeys.ts';

const base = STANDALONE_URL;

test('invitation : erreurs, lien copié, déjà invité, déjà membre ; listée puis révoquée', { tag: '@autonome' }, async ({
  page,
}) => {
  const email = uniqueEmail('paul.invite');
  await inviteAndCopyLink(page, base, email);
  await pendingInvitationThenRevoke(page, base, email);
});

test('changement de rôle inscrit au journal ; le seul titulaire ne se rétrograde pas', async ({ page }) => {
  await roleChangeAudited(page, base);
});

test('journal des modifications sensibles : avant → après, filtre par action, export CSV', async ({ page }) => {
  await settingChangeJournaled(page, base);
});

test('tableau : une tâche traverse les quatre colonnes au clavier seul', async ({ page }) => {
  await moveTaskWithKeyboard(page, base);
});

test('facturation : SIRET et IBAN vérifiés, saisie gardée, valeurs enregistrées', async ({ page }) => {
  await editBillingSettings(page, base);
});

test('disponibilités : l’aperçu des créneaux suit le formulaire', async ({ page }) => {
  await availabilityPreview(page, base);
});

test('planning de la semaine et cloche des notifications', async ({ page }) => {
  await plannerWeeks(page, base);
  await notificationsBell(page);
});

test('un collaborateur voit « Accès réservé au titulaire du compte » sur les écrans du titulaire', async ({ page }) => {
  for (const path of [
    '/app/settings/billing',
    '/app/settings/team',
    '/app/settings/subscription',
    '/app/teammates/new',
  ]) {
    await open(page, base, `${path}?demo=julien`, 'Accès réservé au titulaire du compte');
  }
  await expect(page.getByText('Journal des modifications sensibles')).toHaveCount(0);
  await open(page, base, '/app/teammates?demo=julien', 'Équipe');
  await expect(page.getByRole('button', { name: /^Retirer / })).toHaveCount(0);
});

for (const [label, routes] of [
  ['équipe', AREA_ROUTES.slice(0, 4)],
  ['paramètres (1)', AREA_ROUTES.slice(4, 8)],
  ['paramètres (2)', AREA_ROUTES.slice(8)],
] as const) {
  test(`accessibilité (axe) des écrans : ${label}`, async ({ page }) => {
    test.setTimeout(60_000);
    await routesAccessible(page, base, [...routes]);
  });
}
