/** The dossiers and clients journeys on this remote's standalone page (signed in as the demo owner by the page). */
import { expect, test } from '@playwright/test';
import {
  addParty,
  addTimeEntries,
  archiveReferencedClient,
  closeAndReopen,
  createCase,
  createCompanyWithConflict,
  createPhysicalClient,
  expectAccessible,
  exportAndAnonymiseClient,
  phoneRuleAndSearchInUrl,
  refuseOwnClientAndDuplicateParty,
  open,
  STANDALONE_URL,
  unique,
  uploadAndDownloadPdf,
} from './journeys.ts';

const base = STANDALONE_URL;

test('crée un client personne physique', { tag: '@autonome' }, async ({ page }) => {
  await createPhysicalClient(page, base, unique('Testeuse'));
});

test('une seule règle de téléphone ; recherche sans espaces ; filtres gardés au rechargement', async ({ page }) => {
  await phoneRuleAndSearchInUrl(page, base, unique('Téléphoneur'));
});

test('?demo=off : l’état « non connecté », jamais un chargement sans fin', async ({ page }) => {
  await open(page, base, '/app/cases?demo=off', 'Vous n’êtes pas connecté');
  await expect(page.getByText('Chargement des dossiers…')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();
});

test('alerte de conflit d’intérêts avec une partie adverse, puis client personne morale créé', async ({ page }) => {
  await createCompanyWithConflict(page, base);
});

test('crée deux dossiers : la référence s’incrémente', async ({ page }) => {
  const first = await createCase(page, base, unique('Bail commercial'));
  const second = await createCase(page, base, unique('Expulsion'));
  const [year, n] = first.reference.split('-');
  expect(second.reference).toBe(`${year}-${String(Number(n) + 1).padStart(4, '0')}`);
});

test('dossier : partie adverse, document PDF aller-retour, temps passés, clôture et réouverture', async ({ page }) => {
  test.setTimeout(90_000);
  const dossier = await createCase(page, base, unique('Vices cachés'));
  const party = unique('Garage Dupuis Automobiles');
  await addParty(page, party);
  await refuseOwnClientAndDuplicateParty(page, dossier.clientName, party);
  await uploadAndDownloadPdf(page);
  await addTimeEntries(page);
  await closeAndReopen(page, /450,00\s€/);
});

test('un client référencé ne se supprime pas : il s’archive', async ({ page }) => {
  await archiveReferencedClient(page, base);
});

test('le propriétaire d’un autre cabinet voit « introuvable » et aucune donnée', async ({ page }) => {
  await open(page, base, `/app/cases/case-${new Date().getFullYear()}-0001?demo=leroy`, 'Dossier introuvable');
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await open(page, base, '/app/clients/client-001?demo=leroy', 'Client introuvable');
  await expect(page.getByText('Coordonnées')).toHaveCount(0);
});

test('accessibilité (axe) des quatre écrans', async ({ page }) => {
  test.setTimeout(60_000);
  await open(page, base, '/app/cases', 'Dossiers');
  await expectAccessible(page);
  await open(page, base, '/app/clients', 'Clients');
  await expectAccessible(page);
  await open(page, base, '/app/clients/client-001', /.+/);
  await expectAccessible(page);
  await page
    .getByRole('link', { name: /^\d{4}-\d{4} — / })
    .first()
    .click();
  await expect(page.getByRole('tablist', { name: 'Sections du dossier' })).toBeVisible();
  await expectAccessible(page);
});

test('RGPD : export zip des données du client, puis anonymisation confirmée', async ({ page }) => {
  test.setTimeout(60_000);
  await exportAndAnonymiseClient(page, base);
});
