/**
 * The dossiers and clients journeys, written once and listed once (`casesClientsJourneys`): this
 * remote's standalone page runs them all (mf-cases-clients/e2e), the composed app those marked
 * `composed` (e2e/cases-clients.spec.ts).
 * `base` is the origin ('' for the page's baseURL, or http://localhost:3003).
 */
import fs from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { defineJourneys } from '../../tooling/src/playwright/journeys.ts';
import { expectAccessible, unique } from '../../tooling/src/playwright/kit.ts';
export { expectAccessible, unique };

export const STANDALONE_URL = process.env.CASES_STANDALONE_URL ?? 'http://localhost:3003';

/** A small but real PDF. */
export function samplePdf(): Buffer {
  const body = `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`;
  const bytes = Buffer.from(body + 'x'.repeat(200_000), 'latin1');
  bytes[bytes.length - 1] = 0xe9; // one non-ASCII byte: the round trip must keep it
  return bytes;
}

/** Opens a route and waits for its heading (the data are loaded). */
export async function open(page: Page, base: string, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(`${base}${path}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 20_000 });
}

export async function createPhysicalClient(page: Page, base: string, nom: string): Promise<void> {
  await open(page, base, '/app/clients', 'Clients');
  await page.getByRole('button', { name: 'Nouveau client' }).click();
  await page.getByLabel(/^Civilité/).selectOption('Mme');
  await page.getByLabel(/^Nom/).fill(nom);
  await page.getByLabel(/^Prénom/).fill('Alice');
  await page.getByLabel('Email').fill('alice@example.fr');
  await expect(page.getByRole('button', { name: 'Enregistrer le client' })).toBeEnabled();
  await page.getByRole('button', { name: 'Enregistrer le client' }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(nom.toUpperCase()) })).toBeVisible();
  await expect(page.getByText('Personne physique')).toBeVisible();
}

/**
 * One phone rule: a 20-digit number is refused in French; a valid one is found when searched
 * without spaces, and the search and filters live in the URL (a reload keeps them).
 */
export async function phoneRuleAndSearchInUrl(page: Page, base: string, nom: string): Promise<void> {
  const digits = `06${String(Date.now()).slice(-8)}`;
  await open(page, base, '/app/clients', 'Clients');
  await page.getByRole('button', { name: 'Nouveau client' }).click();
  await page.getByLabel(/^Civilité/).selectOption('M.');
  await page.getByLabel(/^Nom/).fill(nom);
  await page.getByLabel(/^Prénom/).fill('Paul');
  await page.getByLabel('Téléphone').fill('06123456789012345678');
  await page.getByRole('button', { name: 'Enregistrer le client' }).click();
  await expect(page.getByText(/Numéro de téléphone invalide : 10 chiffres en France/)).toBeVisible();
  await page.getByLabel('Téléphone').fill(digits.replace(/(\d{2})(?=\d)/g, '$1 '));
  await page.getByRole('button', { name: 'Enregistrer le client' }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(nom.toUpperCase()) })).toBeVisible();

  await open(page, base, '/app/clients', 'Clients');
  await page.getByLabel('Type').selectOption({ label: 'Personnes physiques' });
  await page.getByRole('searchbox', { name: 'Rechercher' }).fill(digits);
  const table = page.getByRole('table', { name: 'Liste des clients' });
  await expect(table.getByRole('link', { name: new RegExp(nom.toUpperCase()) })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`q=${digits}`));
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Rechercher' })).toHaveValue(digits);
  await expect(page.getByLabel('Type')).not.toHaveValue('tous');
  await expect(table.getByRole('link', { name: new RegExp(nom.toUpperCase()) })).toBeVisible();
}

/** Creates a company whose name matches a party adverse: the warning must list it first. */
export async function createCompanyWithConflict(page: Page, base: string): Promise<void> {
  await open(page, base, '/app/clients', 'Clients');
  await page.getByRole('button', { name: 'Nouveau client' }).click();
  await page.getByRole('radio', { name: 'Personne morale' }).check();
  await page.getByLabel(/^Raison sociale/).fill('LAMBERT immobilier');
  await page.getByLabel(/^SIREN/).fill('732 829 321');
  await expect(page.getByRole('button', { name: 'Enregistrer le client' })).toBeEnabled();
  await page.getByRole('button', { name: 'Enregistrer le client' }).click();
  await expect(page.getByText(/SIREN invalide/)).toBeVisible();
  await page.getByLabel(/^SIREN/).fill('732 829 320');
  await page.getByRole('button', { name: 'Enregistrer le client' }).click();
  const warning = page.locator('[data-conflict-warning]');
  await expect(warning.getByRole('heading', { name: 'Conflit d’intérêts possible' })).toBeVisible();
  await expect(warning.getByText('Société Lambert Immobilier').first()).toBeVisible();
  await expect(warning.getByText('partie adverse').first()).toBeVisible();
  await expect(warning.getByRole('link', { name: /^\d{4}-\d{4} / }).first()).toBeVisible();
  await warning.getByRole('button', { name: 'Enregistrer malgré l’alerte' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /LAMBERT immobilier/ })).toBeVisible();
  await expect(page.getByText('732 829 320')).toBeVisible();
}

/** Creates a dossier for a demo client; returns its URL path and reference. */
export async function createCase(
  page: Page,
  base: string,
  title: string,
): Promise<{ path: string; reference: string; clientName: string }> {
  await open(page, base, '/app/cases?nouveau=1', 'Dossiers');
  const form = page.getByRole('form', { name: 'Créer le dossier' });
  await form.getByLabel(/^Intitulé/).fill(title);
  const clients = form.getByLabel(/^Clients du dossier/);
  const firstOption = clients.locator('option').nth(1);
  const firstClient = await firstOption.getAttribute('value');
  const clientName = (await firstOption.textContent())!.trim();
  await clients.selectOption(firstClient!);
  await expect(form.getByRole('list', { name: 'Clients choisis' }).getByRole('listitem')).toHaveCount(1);
  await form.getByLabel(/^Matière/).selectOption('Droit immobilier');
  await form.getByLabel(/^Juridiction/).fill('Tribunal judiciaire de Lyon');
  await form.getByLabel(/^Taux horaire/).fill('200');
  await form.getByRole('button', { name: 'Créer le dossier' }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(title) })).toBeVisible();
  const reference = (await page.getByTestId('case-reference').textContent())!.trim();
  expect(reference).toMatch(/^\d{4}-\d{4}$/);
  return { path: new URL(page.url()).pathname, reference, clientName };
}

export async function addParty(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name: 'Parties' }).click();
  await page.getByLabel(/^Nom de la partie adverse/).fill(name);
  await page.getByRole('button', { name: 'Vérifier et ajouter' }).click();
  await expect(page.getByRole('list', { name: 'Parties adverses' }).getByText(name)).toBeVisible();
}

/** The dossier's own client, then the same party twice: refused with an explicit message, nothing added. */
export async function refuseOwnClientAndDuplicateParty(page: Page, clientName: string, party: string): Promise<void> {
  await page.getByRole('tab', { name: 'Parties' }).click();
  const field = page.getByLabel(/^Nom de la partie adverse/);
  await field.fill(clientName);
  await page.getByRole('button', { name: 'Vérifier et ajouter' }).click();
  await expect(
    page.getByText(/est client de ce dossier .* un client ne peut pas être aussi partie adverse/),
  ).toBeVisible();
  await expect(field).toBeFocused();
  await expect(page.locator('[data-conflict-warning]')).toHaveCount(0);
  await field.fill(party);
  await page.getByRole('button', { name: 'Vérifier et ajouter' }).click();
  await expect(page.getByText(`« ${party} » est déjà partie adverse de ce dossier.`)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Parties adverses' }).getByText(party)).toHaveCount(1);
  // Nothing typed is left behind (a tab switch would otherwise ask first).
  await field.fill('');
}

export async function uploadAndDownloadPdf(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Documents' }).click();
  const bytes = samplePdf();
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'assignation.pdf', mimeType: 'application/pdf', buffer: bytes });
  const row = page
    .getByRole('list', { name: 'Documents' })
    .getByRole('listitem')
    .filter({ hasText: 'assignation.pdf' });
  await expect(row).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: 'Télécharger assignation.pdf' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('assignation.pdf');
  const saved = fs.readFileSync((await download.path())!);
  expect(Buffer.compare(saved, bytes)).toBe(0);
  // Limits, in French.
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'programme.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') });
  await expect(page.getByText(/« programme.exe » n’est pas d’un type accepté/)).toBeVisible();
  // An executable renamed .pdf: its bytes say what it is.
  await page.locator('input[type=file]').setInputFiles({
    name: 'facture.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]),
  });
  await expect(
    page.getByText('« facture.pdf » est un programme exécutable : ce type de fichier est refusé.'),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: 'Documents' }).getByText('facture.pdf')).toHaveCount(0);
  // The same file again: a warning, the safe choice focused, nothing added.
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'assignation.pdf', mimeType: 'application/pdf', buffer: bytes });
  const again = page.getByRole('alertdialog', { name: 'Ce fichier est déjà enregistré' });
  await expect(again).toBeVisible();
  await expect(again.getByRole('button', { name: 'Ne pas ajouter' })).toBeFocused();
  await again.getByRole('button', { name: 'Ne pas ajouter' }).click();
  await expect(again).toBeHidden();
  await expect(row).toHaveCount(1);
}

export async function addTimeEntries(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Temps passés' }).click();
  await expect(page.getByRole('heading', { name: 'Aucun temps saisi' })).toBeVisible();
  await page.getByLabel(/^Durée/).fill('1:30');
  await page.getByLabel(/^Description/).fill('Rendez-vous avec le client');
  await page.getByRole('button', { name: 'Ajouter le temps' }).click();
  await expect(page.getByTestId('total-unbilled')).toHaveText(/300,00\s€/);
  await page.getByLabel(/^Durée/).fill('0:45');
  await page.getByLabel(/^Description/).fill('Rédaction de l’assignation');
  await page.getByRole('button', { name: 'Ajouter le temps' }).click();
  await expect(page.getByTestId('total-billable')).toHaveText(/450,00\s€/);
  await expect(page.getByTestId('total-unbilled')).toHaveText(/450,00\s€/);
  await expect(page.getByTestId('time-totals')).toContainText('2:15');
}

/**
 * Closing asks first and says what remains to bill (`unbilled`, e.g. /450,00\s€/); the safe choice
 * has the focus, Escape cancels and the focus returns to the button; a closed dossier is read-only
 * until reopened.
 */
export async function closeAndReopen(page: Page, unbilled: RegExp): Promise<void> {
  const trigger = page.getByRole('button', { name: 'Clore le dossier' });
  await trigger.click();
  const dialog = page.getByRole('alertdialog', { name: 'Clore ce dossier ?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('close-unbilled')).toHaveText(new RegExp(`Reste à facturer : ${unbilled.source}`));
  await expect(dialog.getByRole('button', { name: 'Annuler' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 }).getByText('Ouvert')).toBeVisible();
  await expect(trigger).toBeFocused();

  await trigger.click();
  await dialog.getByRole('button', { name: 'Clore le dossier' }).click();
  await expect(page.getByRole('heading', { level: 1 }).getByText('Clos')).toBeVisible();
  await expect(page.getByTestId('closed-notice')).toBeVisible();
  await page.getByRole('tab', { name: 'Temps passés' }).click();
  await expect(page.getByTestId('time-totals')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ajouter le temps' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Parties' }).click();
  await expect(page.getByRole('button', { name: 'Vérifier et ajouter' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Documents' }).click();
  await expect(page.locator('input[type=file]')).toHaveCount(0);

  await page.getByRole('button', { name: 'Rouvrir le dossier' }).click();
  await expect(page.getByRole('heading', { level: 1 }).getByText('Ouvert')).toBeVisible();
  await expect(page.locator('input[type=file]')).toHaveCount(1);
}

/** A demo client with dossiers cannot be deleted: it is archived. */
export async function archiveReferencedClient(page: Page, base: string): Promise<void> {
  await open(page, base, '/app/clients/client-001', /.+/);
  await page.getByRole('button', { name: 'Supprimer' }).click();
  // Said first, before any confirmation.
  await expect(page.getByText(/ne peut pas être supprimé : il est lié à \d+ dossier/)).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Archiver ce client' }).click();
  await expect(page.getByRole('heading', { level: 1 }).getByText('Archivé')).toBeVisible();
  await open(page, base, '/app/clients', 'Clients');
  await page.getByLabel('Statut').selectOption('archivés');
  await expect(page.getByRole('table', { name: 'Liste des clients' }).getByRole('link').first()).toBeVisible();
}

/**
 * RGPD: a client with a dossier and a document; "Exporter les données du client" downloads a zip
 * whose client.json names the client and whose documents/ holds the exact file; "Anonymiser le
 * client" (confirmed) removes the name from the client page and the dossier page.
 */
export async function exportAndAnonymiseClient(page: Page, base: string): Promise<void> {
  const nom = unique('Rgpdtest');
  await createPhysicalClient(page, base, nom);
  const clientPath = new URL(page.url()).pathname;
  await page.getByRole('link', { name: 'Nouveau dossier pour ce client' }).click();
  const form = page.getByRole('form', { name: 'Créer le dossier' });
  await form.getByLabel(/^Intitulé/).fill(`Litige ${nom}`);
  await expect(form.getByRole('list', { name: 'Clients choisis' }).getByRole('listitem')).toHaveCount(1);
  await form.getByLabel(/^Matière/).selectOption('Droit immobilier');
  await form.getByLabel(/^Taux horaire/).fill('200');
  await form.getByRole('button', { name: 'Créer le dossier' }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`Litige ${nom}`) })).toBeVisible();
  const casePath = new URL(page.url()).pathname;
  await expect(page.getByTestId('case-retention')).toHaveText('5 ans après la clôture du dossier');
  await page.getByRole('tab', { name: 'Documents' }).click();
  const bytes = samplePdf();
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'piece.pdf', mimeType: 'application/pdf', buffer: bytes });
  await expect(page.getByRole('list', { name: 'Documents' }).getByText('piece.pdf')).toBeVisible();

  await open(page, base, clientPath, new RegExp(nom.toUpperCase()));
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exporter les données du client' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^donnees-client-.+\.zip$/);
  const files = unzipSync(new Uint8Array(fs.readFileSync((await download.path())!)));
  const json = JSON.parse(strFromU8(files['client.json']!)) as { client: { nom: string }; dossiers: unknown[] };
  expect(json.client.nom).toBe(nom);
  expect(json.dossiers).toHaveLength(1);
  const document = Object.keys(files).find((name) => name.startsWith('documents/') && name.endsWith('piece.pdf'));
  expect(Buffer.compare(Buffer.from(files[document!]!), bytes)).toBe(0);
  expect(Object.keys(files)).toEqual(expect.arrayContaining(['client.csv', 'LISEZMOI.txt']));

  await page.getByRole('button', { name: 'Anonymiser le client' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Anonymiser ce client ?' });
  await expect(dialog).toContainText('C. com. art. L123-22');
  await expect(dialog).toContainText('1 document');
  await expect(dialog.getByRole('button', { name: 'Annuler' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Anonymiser définitivement' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Client anonymisé [0-9A-F]{4}/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).getByText('Anonymisé', { exact: true })).toBeVisible();
  await expect(page.getByTestId('anonymised-notice')).toBeVisible();
  await expect(page.locator('body')).not.toContainText(nom, { ignoreCase: true });
  // axe on the settled page (a toast fading out is measured mid-animation).
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
  await expectAccessible(page);

  await open(page, base, casePath, /Client anonymisé [0-9A-F]{4}/);
  await expect(page.locator('body')).not.toContainText(nom, { ignoreCase: true });
}

/** axe on the lists, a client page and one of its dossiers (the route's own links, in <main>). */
export async function fourScreensAccessible(page: Page, base: string): Promise<void> {
  await open(page, base, '/app/cases', 'Dossiers');
  await expectAccessible(page);
  await open(page, base, '/app/clients', 'Clients');
  await expectAccessible(page);
  await open(page, base, '/app/clients/client-001', /.+/);
  await expectAccessible(page);
  await page
    .locator('main#main-content')
    .getByRole('link', { name: /^\d{4}-\d{4} — / })
    .first()
    .click();
  await expect(page.getByRole('tablist', { name: 'Sections du dossier' })).toBeVisible();
  await expectAccessible(page);
}

/** The dossiers and clients journeys: the standalone page runs them all, the composed app those marked `composed`. */
export const casesClientsJourneys = defineJourneys([
  {
    title: 'crée un client personne physique',
    tag: '@autonome',
    composed: true,
    run: (page, base) => createPhysicalClient(page, base, unique('Testeuse')),
  },
  {
    title: 'une seule règle de téléphone ; recherche sans espaces ; filtres gardés au rechargement',
    composed: true,
    run: (page, base) => phoneRuleAndSearchInUrl(page, base, unique('Téléphoneur')),
  },
  {
    // The standalone page's own switch; the composed app is signed in by its storage state.
    title: '?demo=off : l’état « non connecté », jamais un chargement sans fin',
    run: async (page, base) => {
      await open(page, base, '/app/cases?demo=off', 'Vous n’êtes pas connecté');
      await expect(page.getByText('Chargement des dossiers…')).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();
    },
  },
  {
    title: 'alerte de conflit d’intérêts avec une partie adverse, puis client personne morale créé',
    composed: true,
    run: createCompanyWithConflict,
  },
  {
    title: 'crée deux dossiers : la référence s’incrémente',
    composed: true,
    run: async (page, base) => {
      const first = await createCase(page, base, unique('Bail commercial'));
      const second = await createCase(page, base, unique('Expulsion'));
      const [year, n] = first.reference.split('-');
      expect(second.reference).toBe(`${year}-${String(Number(n) + 1).padStart(4, '0')}`);
    },
  },
  {
    title: 'dossier : partie adverse, document PDF aller-retour, temps passés, clôture et réouverture',
    composed: true,
    timeout: 90_000,
    run: async (page, base) => {
      const dossier = await createCase(page, base, unique('Vices cachés'));
      const party = unique('Garage Dupuis Automobiles');
      await addParty(page, party);
      await refuseOwnClientAndDuplicateParty(page, dossier.clientName, party);
      await uploadAndDownloadPdf(page);
      await addTimeEntries(page);
      await closeAndReopen(page, /450,00\s€/);
    },
  },
  {
    title: 'un client référencé ne se supprime pas : il s’archive',
    composed: true,
    run: archiveReferencedClient,
  },
  {
    // The composed app signs the other owner in through the real login (e2e/cases-clients.spec.ts).
    title: 'le propriétaire d’un autre cabinet voit « introuvable » et aucune donnée',
    run: async (page, base) => {
      await open(page, base, `/app/cases/case-${new Date().getFullYear()}-0001?demo=leroy`, 'Dossier introuvable');
      await expect(page.getByRole('tablist')).toHaveCount(0);
      await open(page, base, '/app/clients/client-001?demo=leroy', 'Client introuvable');
      await expect(page.getByText('Coordonnées')).toHaveCount(0);
    },
  },
  {
    title: 'accessibilité (axe) des quatre écrans',
    // Not in the composed app: routes.spec.ts runs axe on these four screens there.
    timeout: 60_000,
    run: fourScreensAccessible,
  },
  {
    title: 'RGPD : export zip des données du client, puis anonymisation confirmée',
    timeout: 60_000,
    run: exportAndAnonymiseClient,
  },
]);
