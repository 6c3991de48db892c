/**
 * The dossiers and clients journeys on the composed app (shell + mf-cases-clients), signed in as the demo owner
 * through the real login screen; the same journeys run on the remote's standalone page.
 */
import { expect } from '@playwright/test';
import {
  addParty,
  addTimeEntries,
  archiveReferencedClient,
  closeAndReopen,
  createCase,
  createCompanyWithConflict,
  createPhysicalClient,
  expectAccessible,
  phoneRuleAndSearchInUrl,
  refuseOwnClientAndDuplicateParty,
  open,
  unique,
  uploadAndDownloadPdf,
} from '../mf-cases-clients/e2e/journeys.ts';
import { login, main, otherCabinetOwner, OWNER_STATE, test } from './fixtures.ts';

test.describe('signé comme titulaire du cabinet Durand', () => {
  test.use({ storageState: OWNER_STATE });

  test('crée un client de chaque type, avec l’alerte de conflit d’intérêts', async ({ page }) => {
    await createPhysicalClient(page, '', unique('Testeuse'));
    await createCompanyWithConflict(page, '');
  });

  test('une seule règle de téléphone ; recherche sans espaces ; filtres gardés au rechargement', async ({ page }) => {
    await phoneRuleAndSearchInUrl(page, '', unique('Téléphoneur'));
  });

  test('crée deux dossiers : la référence s’incrémente', async ({ page }) => {
    const first = await createCase(page, '', unique('Bail commercial'));
    const second = await createCase(page, '', unique('Expulsion'));
    const [year, n] = first.reference.split('-');
    expect(second.reference).toBe(`${year}-${String(Number(n) + 1).padStart(4, '0')}`);
  });

  test('dossier : partie adverse, PDF aller-retour, temps passés, clôture et réouverture', async ({ page }) => {
    test.setTimeout(90_000);
    const dossier = await createCase(page, '', unique('Vices cachés'));
    const party = unique('Garage Dupuis Automobiles');
    await addParty(page, party);
    await refuseOwnClientAndDuplicateParty(page, dossier.clientName, party);
    await uploadAndDownloadPdf(page);
    await addTimeEntries(page);
    await closeAndReopen(page, /450,00\s€/);
  });

  test('un client référencé s’archive au lieu d’être supprimé', async ({ page }) => {
    await archiveReferencedClient(page, '');
  });

  // The lists are checked by the tour of every route (routes.spec.ts); here the pages with real data.
  test('accessibilité (axe) d’une fiche client et d’un dossier', async ({ page }) => {
    test.setTimeout(60_000);
    await open(page, '', '/app/clients/client-001', /.+/);
    await expectAccessible(page);
    await main(page)
      .getByRole('link', { name: /^\d{4}-\d{4} — / })
      .first()
      .click();
    await expect(page.getByRole('tablist', { name: 'Sections du dossier' })).toBeVisible();
    await expectAccessible(page);
  });
});

test('le titulaire d’un autre cabinet ouvre un dossier Durand par son adresse : « introuvable », aucune donnée', async ({
  page,
}) => {
  const path = `/app/cases/case-${new Date().getFullYear()}-0001`;
  await login(page, otherCabinetOwner, path);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Dossier introuvable' })).toBeVisible();
  await expect(main(page).getByRole('tablist')).toHaveCount(0);
  await page.goto('/app/clients/client-001');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Client introuvable' })).toBeVisible();
  await expect(main(page).getByText('Coordonnées')).toHaveCount(0);
});
