/**
 * The journeys of issue 6, written once and run twice: on this remote's standalone page
 * (mf-cases-clients/e2e) and on the composed app (e2e/cases-clients.spec.ts).
 * `base` is the origin ('' for the page's baseURL, or http://localhost:3003).
 */
import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const STANDALONE_URL = process.env.CASES_STANDALONE_URL ?? 'http://localhost:3003';

/** A small but real PDF. */
export function samplePdf(): Buffer {
  const body = `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`;
  const bytes = Buffer.from(body + 'x'.repeat(200_000), 'latin1');
  bytes[bytes.length - 1] = 0xe9; // one non-ASCII byte: the round trip must keep it
  return bytes;
}

export const unique = (label: string) => `${label} ${Date.now().toString(36).slice(-5)}`;

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
): Promise<{ path: string; reference: string }> {
  await open(page, base, '/app/cases?nouveau=1', 'Dossiers');
  const form = page.getByRole('form', { name: 'Créer le dossier' });
  await form.getByLabel(/^Intitulé/).fill(title);
  const clients = form.getByLabel(/^Clients du dossier/);
  const firstClient = await clients.locator('option').nth(1).getAttribute('value');
  await clients.selectOption(firstClient!);
  await expect(form.getByRole('list', { name: 'Clients choisis' }).getByRole('listitem')).toHaveCount(1);
  await form.getByLabel(/^Matière/).selectOption('Droit immobilier');
  await form.getByLabel(/^Juridiction/).fill('Tribunal judiciaire de Lyon');
  await form.getByLabel(/^Taux horaire/).fill('200');
  await form.getByRole('button', { name: 'Créer le dossier' }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(title) })).toBeVisible();
  const reference = (await page.getByTestId('case-reference').textContent())!.trim();
  expect(reference).toMatch(/^\d{4}-\d{4}$/);
  return { path: new URL(page.url()).pathname, reference };
}

export async function addParty(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name: 'Parties' }).click();
  await page.getByLabel(/^Nom de la partie adverse/).fill(name);
  await page.getByRole('button', { name: 'Vérifier et ajouter' }).click();
  await expect(page.getByRole('list', { name: 'Parties adverses' }).getByText(name)).toBeVisible();
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

export async function closeAndReopen(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Clore le dossier' }).click();
  await expect(page.getByRole('heading', { level: 1 }).getByText('Clos')).toBeVisible();
  await page.getByRole('button', { name: 'Rouvrir le dossier' }).click();
  await expect(page.getByRole('heading', { level: 1 }).getByText('Ouvert')).toBeVisible();
}

/** A demo client with dossiers cannot be deleted: it is archived. */
export async function archiveReferencedClient(page: Page, base: string): Promise<void> {
  await open(page, base, '/app/clients/client-001', /.+/);
  await page.getByRole('button', { name: 'Supprimer' }).click();
  await page.getByRole('button', { name: 'Confirmer la suppression' }).click();
  await expect(page.getByText(/ne peut pas être supprimé : il est lié à \d+ dossier/)).toBeVisible();
  await page.getByRole('button', { name: 'Archiver' }).click();
  await expect(page.getByRole('heading', { level: 1 }).getByText('Archivé')).toBeVisible();
  await open(page, base, '/app/clients', 'Clients');
  await page.getByLabel('Statut').selectOption('archivés');
  await expect(page.getByRole('table', { name: 'Liste des clients' }).getByRole('link').first()).toBeVisible();
}

/** No serious or critical axe violation on the page. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}
