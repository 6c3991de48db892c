/**
 * Faults on the composed app: a save while offline is refused in French with the
 * typed values kept, and "Réessayer" succeeds once back online; two tabs editing the same record:
 * the second save is told the record changed, sees the differences and chooses — never a silent
 * overwrite. Each test creates the data it checks (its own browser context and local database).
 */
import { expect, type Page } from '@playwright/test';
import { createPhysicalClient, unique } from '../mf-cases-clients/e2e/journeys.ts';
import { expectNoSidewaysScroll, main, OWNER_STATE, test } from './fixtures.ts';

const OFFLINE =
  'Connexion perdue : rien n’a été enregistré. Vos saisies sont conservées ; réessayez une fois la connexion revenue.';

test.use({ storageState: OWNER_STATE });

/** Creates a client and returns the URL of its record. */
async function newClient(page: Page, label: string): Promise<string> {
  await createPhysicalClient(page, '', unique(label));
  await expect(page).toHaveURL(/\/app\/clients\/[^/?#]+$/);
  return page.url();
}

async function openClientEditor(page: Page, url: string) {
  if (page.url() !== url) await page.goto(url);
  await main(page).getByRole('button', { name: 'Modifier', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Enregistrer les modifications' })).toBeVisible();
}

test('hors ligne : refus en français, saisies conservées, « Réessayer » enregistre au retour', async ({
  page,
  context,
}) => {
  const url = await newClient(page, 'Horsligne');
  await openClientEditor(page, url);
  const address = unique('12 rue de la Panne');
  await page.getByLabel('Adresse', { exact: true }).fill(address);
  await page.getByLabel('Notes', { exact: true }).fill('Saisie faite hors ligne');

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'L’enregistrement a échoué' });
  await expect(alert).toContainText(OFFLINE);
  await expect(alert).toBeFocused();
  await expect(page.getByLabel('Adresse', { exact: true })).toHaveValue(address);
  await expect(page.getByLabel('Notes', { exact: true })).toHaveValue('Saisie faite hors ligne');

  await context.setOffline(false);
  await alert.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.getByText('Client modifié.')).toBeVisible();
  await page.reload();
  await expect(main(page).getByText(address)).toBeVisible({ timeout: 20_000 });
  await expect(main(page).getByText('Saisie faite hors ligne')).toBeVisible();
});

test('hors ligne, un module pas encore chargé : panneau en français avec « Réessayer », jamais la page hors ligne du navigateur', async ({
  page,
  context,
}) => {
  await page.goto('/app/cases');
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
  await context.setOffline(true);
  await page.getByRole('navigation', { name: 'Espace de travail' }).getByRole('link', { name: 'Facturation' }).click();
  // The app stays (a reload would have shown the browser's offline page): the area's panel.
  const panel = main(page).getByRole('alert');
  await expect(panel).toContainText('Ce module n’a pas pu être chargé');
  await expect(page).toHaveURL(/\/app\/billing$/);
  await context.setOffline(false);
  await panel.getByRole('button', { name: 'Réessayer' }).click();
  await expect(main(page).locator('[data-parcel="Facturation et comptabilité"] [data-area-root]')).toBeVisible();
});

test('deux onglets sur le même client : le second est prévenu, voit l’écart et choisit', async ({ page, context }) => {
  const url = await newClient(page, 'Deuxonglets');
  const other = await context.newPage();
  await other.goto(url);
  await expect(other.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await openClientEditor(page, url);
  await openClientEditor(other, url);

  // Tab 1 changes the address and the notes, and saves first.
  await page.getByLabel('Adresse', { exact: true }).fill('1 place de l’Onglet A');
  await page.getByLabel('Notes', { exact: true }).fill('Note écrite dans l’onglet A');
  await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(page.getByText('Client modifié.')).toBeVisible();

  // Tab 2 (opened before that save) changes the address only.
  await other.getByLabel('Adresse', { exact: true }).fill('2 avenue de l’Onglet B');
  await other.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  const review = other.getByRole('alert').filter({ hasText: 'Enregistrement non effectué' });
  await expect(review).toContainText(
    'Ce client a été modifié ailleurs (autre onglet ou autre personne) depuis que vous l’avez ouvert. Vos saisies sont conservées.',
  );
  await expect(review).toBeFocused();
  const addressRow = review.locator('[data-field="address"]');
  await expect(addressRow).toContainText('Version enregistrée : 1 place de l’Onglet A');
  await expect(addressRow).toContainText('Vos modifications : 2 avenue de l’Onglet B');
  const notesRow = review.locator('[data-field="notes"]');
  await expect(notesRow).toContainText('Version enregistrée : Note écrite dans l’onglet A');
  await expect(notesRow).toContainText('la version enregistrée sera gardée');
  await expect(other.getByLabel('Adresse', { exact: true })).toHaveValue('2 avenue de l’Onglet B');
  // The review fits a 375 px screen without sideways scrolling.
  await other.setViewportSize({ width: 375, height: 800 });
  await review.scrollIntoViewIfNeeded();
  await expectNoSidewaysScroll(other);
  await other.screenshot({ path: test.info().outputPath('conflict-review-375.png') });
  await other.setViewportSize({ width: 1280, height: 800 });

  await review.getByRole('button', { name: 'Garder mes modifications' }).click();
  await expect(other.getByText('Client modifié.')).toBeVisible();
  await other.reload();
  // Tab 2's address, and tab 1's notes: nothing lost silently.
  await expect(main(other).getByText('2 avenue de l’Onglet B')).toBeVisible({ timeout: 20_000 });
  await expect(main(other).getByText('Note écrite dans l’onglet A')).toBeVisible();
  await expect(main(other).getByText('1 place de l’Onglet A')).toHaveCount(0);
  await other.close();
});

test('deux onglets sur les paramètres de facturation : « Reprendre » puis « Garder »', async ({ page, context }) => {
  // Two tabs of the composed app, three saves and a final check after reload: more than the default 30 s.
  test.setTimeout(60_000);
  const mentions = unique('Mentions de l’onglet A');
  const openBilling = async (target: Page) => {
    await target.goto('/app/settings/billing');
    await expect(target.getByRole('heading', { level: 1, name: 'Paramètres de facturation' })).toBeVisible({
      timeout: 20_000,
    });
  };
  await openBilling(page);
  const other = await context.newPage();
  await openBilling(other);
  // Opening a second tab can send the first one back to the dashboard (shell, reported): reopen it.
  if (!page.url().endsWith('/app/settings/billing')) await openBilling(page);
  const save = (target: Page) =>
    target.getByRole('button', { name: 'Enregistrer les paramètres de facturation' }).click();
  const saved = (target: Page) =>
    expect(target.getByText(/^Paramètres de facturation enregistrés/).first()).toBeVisible();

  await page.getByLabel('Mentions complémentaires').fill(mentions);
  await save(page);
  await saved(page);

  const terms = other.getByLabel('Délai de paiement (jours)');
  await terms.fill('45');
  await save(other);
  const review = other.getByRole('alert').filter({ hasText: 'Enregistrement non effectué' });
  await expect(review).toContainText('Ces paramètres de facturation ont été modifiés ailleurs');
  await expect(review.locator('[data-field="mentions"]')).toContainText(`Version enregistrée : ${mentions}`);
  await expect(review.locator('[data-field="paymentTermsDays"]')).toContainText('Vos modifications : 45');

  // "Reprendre la version enregistrée": the form shows the saved values.
  await review.getByRole('button', { name: 'Reprendre la version enregistrée' }).click();
  await expect(other.getByLabel('Mentions complémentaires')).toHaveValue(mentions);
  await expect(review).toHaveCount(0);
  // Then a change on top of it saves (against the new version).
  await terms.fill('45');
  await save(other);
  await saved(other);

  // Tab 1 is now behind: its next save is refused; "Garder mes modifications" keeps both.
  await page.getByLabel('BIC', { exact: true }).fill('AGRIFRPP');
  await save(page);
  const second = page.getByRole('alert').filter({ hasText: 'Enregistrement non effectué' });
  await expect(second.locator('[data-field="paymentTermsDays"]')).toContainText('Version enregistrée : 45');
  await second.getByRole('button', { name: 'Garder mes modifications' }).click();
  await expect(second).toHaveCount(0);
  await expect(async () => {
    await openBilling(other);
    await expect(other.getByLabel('BIC', { exact: true })).toHaveValue('AGRIFRPP', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(other.getByLabel('Délai de paiement (jours)')).toHaveValue('45');
  await expect(other.getByLabel('Mentions complémentaires')).toHaveValue(mentions);
  await other.close();
});
