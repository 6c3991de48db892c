/**
 * Typed text is never lost without a question: a form of one area (mf-cases-clients'
 * "Nouveau client") guards the shell's navigation links (another React root and router), the
 * browser's Back button, and the area's own links.
 */
import { expect, type Page } from '@playwright/test';
import { main, OWNER_STATE, test } from './fixtures.ts';

test.use({ storageState: OWNER_STATE });

async function startNewClient(page: Page, name: string) {
  await page.goto('/app/cases');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Dossiers' })).toBeVisible();
  // Arrive on the clients list through the app, so Back has somewhere to go.
  await page.getByRole('navigation', { name: 'Espace de travail' }).getByRole('link', { name: 'Clients' }).click();
  await expect(page).toHaveURL(/\/app\/clients$/);
  await main(page).getByRole('button', { name: 'Nouveau client' }).click();
  await nameField(page).fill(name);
}

const nameField = (page: Page) => main(page).getByRole('textbox', { name: /^Nom\b/ });
const question = (page: Page) => page.getByRole('alertdialog', { name: 'Quitter sans enregistrer ?' });

test('un lien de la navigation du shell demande avant de perdre la saisie ; « Rester » la garde', async ({ page }) => {
  await startNewClient(page, 'Lefèvre');
  const agenda = page.getByRole('navigation', { name: 'Espace de travail' }).getByRole('link', { name: 'Agenda' });
  await agenda.click();
  await expect(question(page)).toBeVisible();
  await expect(question(page)).toContainText('Vos modifications seront perdues.');
  await expect(page.getByRole('button', { name: 'Rester sur la page' })).toBeFocused();
  await page.getByRole('button', { name: 'Rester sur la page' }).click();
  await expect(question(page)).toBeHidden();
  await expect(page).toHaveURL(/\/app\/clients$/);
  await expect(nameField(page)).toHaveValue('Lefèvre');
  await expect(agenda).toBeFocused();

  // The header's links ask too.
  await page.getByRole('link', { name: 'Prétoire' }).click();
  await expect(question(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(question(page)).toBeHidden();
  await expect(page).toHaveURL(/\/app\/clients$/);
  await expect(nameField(page)).toHaveValue('Lefèvre');
});

test('Précédent demande aussi ; « Rester » garde la saisie, « Quitter la page » part', async ({ page }) => {
  await startNewClient(page, 'Moreau');
  await page.goBack();
  await expect(question(page)).toBeVisible();
  await expect(page).toHaveURL(/\/app\/clients$/);
  await page.getByRole('button', { name: 'Rester sur la page' }).click();
  await expect(question(page)).toBeHidden();
  await expect(page).toHaveURL(/\/app\/clients$/);
  await expect(nameField(page)).toHaveValue('Moreau');

  await page.goBack();
  await expect(question(page)).toBeVisible();
  await page.getByRole('button', { name: 'Quitter la page' }).click();
  await expect(page).toHaveURL(/\/app\/cases$/);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Dossiers' })).toBeVisible();
  // History is intact: Forward returns to the clients list.
  await page.goForward();
  await expect(page).toHaveURL(/\/app\/clients$/);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
});

test('« Quitter la page » depuis un lien du shell mène à la page demandée', async ({ page }) => {
  await startNewClient(page, 'Girard');
  await page.getByRole('navigation', { name: 'Espace de travail' }).getByRole('link', { name: 'Agenda' }).click();
  await page.getByRole('button', { name: 'Quitter la page' }).click();
  await expect(page).toHaveURL(/\/app\/calendar$/);
  await expect(question(page)).toBeHidden();
  // Nothing typed any more: navigating asks nothing.
  await page.getByRole('navigation', { name: 'Espace de travail' }).getByRole('link', { name: 'Clients' }).click();
  await expect(page).toHaveURL(/\/app\/clients$/);
  await expect(question(page)).toHaveCount(0);
});

test('sans saisie, aucune question', async ({ page }) => {
  await page.goto('/app/clients');
  await main(page).getByRole('button', { name: 'Nouveau client' }).click();
  await page.getByRole('navigation', { name: 'Espace de travail' }).getByRole('link', { name: 'Agenda' }).click();
  await expect(page).toHaveURL(/\/app\/calendar$/);
  await expect(question(page)).toHaveCount(0);
});

test('une note tapée dans l’onglet « Notes » survit à un changement d’onglet', async ({ page }) => {
  await page.goto('/app/clients/client-001');
  await main(page)
    .getByRole('link', { name: /^\d{4}-\d{4} — / })
    .first()
    .click();
  await page.getByRole('tab', { name: 'Notes' }).click();
  const notes = page.getByLabel('Notes internes du dossier');
  const text = `Appeler le greffe ${Date.now()}`;
  await notes.fill(text);
  await page.getByRole('tab', { name: 'Synthèse' }).click();
  await page.getByRole('tab', { name: 'Notes' }).click();
  await expect(page.getByLabel('Notes internes du dossier')).toHaveValue(text);
  // Leaving the dossier asks.
  await page.getByRole('navigation', { name: 'Espace de travail' }).getByRole('link', { name: 'Clients' }).click();
  await expect(question(page)).toBeVisible();
  await page.getByRole('button', { name: 'Rester sur la page' }).click();
  await expect(page.getByLabel('Notes internes du dossier')).toHaveValue(text);
});

test('« Modifier » un client puis fermer ou recharger l’onglet : le navigateur demande', async ({ page }) => {
  await page.goto('/app/clients/client-001');
  await main(page).getByRole('button', { name: 'Modifier' }).click();
  await main(page).getByLabel('Notes', { exact: true }).fill('Préfère être appelé le matin');
  const asked = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
});
