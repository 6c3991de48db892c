/**
 * The invoicing journeys, written once and listed once (`billingJourneys`): this remote's standalone
 * page runs them all (billing.standalone.spec.ts), the composed app those marked `composed`
 * (../../e2e/billing.spec.ts).
 * `base` is the origin ('' for the page's baseURL, or http://localhost:3004). Each test runs in
 * a fresh browser context, whose local database starts from the demo cabinet.
 */
import fs from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import Papa from 'papaparse';
import { buildDemoData } from '../../shared-data/src/demo.ts';
import { DEMO_IDS } from '../../shared-data/src/demoIds.ts';
import { readPdf } from '../../tooling/src/testing/pdf.ts';
import { validateAgainstXsd } from '../src/features/facturx/testing/xsd.ts';
import { defineJourneys } from '../../tooling/src/playwright/journeys.ts';
import { expectAccessible as checkAccessible } from '../../tooling/src/playwright/kit.ts';

export const BILLING_STANDALONE_URL = process.env.BILLING_STANDALONE_URL ?? 'http://localhost:3004';

const main = (page: Page): Locator => page.locator('main#main-content');

/** "1 234,56 €" (any kind of space, a minus sign) → cents. */
export function centsOf(text: string): number {
  const cleaned = text
    .replace(/[\s\u00a0\u202f€]/g, '')
    .replace(',', '.')
    .replace('−', '-');
  return Math.round(Number(cleaned) * 100);
}

const cents = async (locator: Locator) => centsOf((await locator.textContent()) ?? '');

/** A dossier of the demo cabinet with unbilled time entries, and its client (computed as the demo seeds them). */
export function dossierWithUnbilledTime(): { caseId: string; clientId: string; entries: number } {
  const docs = buildDemoData();
  const prefix = `firms/${DEMO_IDS.firmId}/`;
  const cases = new Map<string, { clientIds: string[]; status: string }>();
  const unbilled = new Map<string, number>();
  for (const [docPath, data] of docs) {
    if (!docPath.startsWith(prefix)) continue;
    const [collection, id] = docPath.slice(prefix.length).split('/');
    if (collection === 'cases') cases.set(id!, data as { clientIds: string[]; status: string });
    if (collection === 'timeEntries' && !(data as { billed: boolean }).billed) {
      const caseId = (data as { caseId: string }).caseId;
      unbilled.set(caseId, (unbilled.get(caseId) ?? 0) + 1);
    }
  }
  const [caseId, entries] = [...unbilled.entries()].sort(([a], [b]) => (a < b ? -1 : 1))[0]!;
  return { caseId, clientId: cases.get(caseId)!.clientIds[0]!, entries };
}

/**
 * The invoice list itself: the standalone page also shows this area's widgets in <main>, whose
 * links ("Facture FA-…" of a client) may come first when their data arrives sooner.
 */
const invoiceList = (page: Page) => page.locator('section[aria-labelledby="billing-title"]');

export async function openBilling(page: Page, base: string, route: string, heading: string | RegExp) {
  await page.goto(`${base}${route}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 20_000 });
}

/**
 * Prepares a draft from the dossier's unbilled time (one line per entry), a free line and
 * débours (no provision request received on the dossier: nothing deducted); bad input first (nothing
 * typed is lost); totals live; saves the draft.
 * Returns the net à payer and the dossier.
 */
export async function prepareDraft(page: Page, base: string): Promise<{ netCents: number; caseId: string }> {
  const { caseId, clientId } = dossierWithUnbilledTime();
  await openBilling(page, base, `/app/billing/new?client=${clientId}&dossier=${caseId}`, 'Nouvelle facture');
  const form = main(page);
  await expect(form.getByTestId('unbilled-time')).toContainText('non facturé');
  await form.getByLabel('Détaillé (une ligne par saisie)').check();
  await form.getByRole('button', { name: 'Reprendre le temps non facturé' }).click();
  await expect(form.getByTestId('unbilled-time')).toContainText('Aucun temps passé non facturé');
  const timeHt = await cents(form.getByTestId('total-ht'));
  expect(timeHt).toBeGreaterThan(0);

  // A free line with bad input: French errors next to the fields, what was typed stays.
  await form.getByRole('button', { name: 'Ajouter une ligne d’honoraires' }).click();
  const free = form.getByRole('group', { name: /^Ligne \d+$/ }).last();
  await free.getByLabel('Prix unitaire HT (€)').fill('deux cents');
  await form.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
  await expect(free.getByText('Indiquez la désignation de la ligne.')).toBeVisible();
  await expect(free.getByText(/Prix unitaire HT invalide/)).toBeVisible();
  await expect(free.getByLabel('Prix unitaire HT (€)')).toHaveValue('deux cents');
  await expect(free.getByLabel(/^Désignation/)).toBeFocused();
  await free.getByLabel(/^Désignation/).fill('Rédaction de la requête');
  await free.getByLabel('Quantité').fill('1,5');
  await free.getByLabel('Prix unitaire HT (€)').fill('200');
  await expect.poll(() => cents(form.getByTestId('total-ht'))).toBe(timeHt + 30_000);

  await form.getByRole('button', { name: 'Ajouter des débours' }).click();
  const debours = form.getByRole('group', { name: /^Ligne \d+$/ }).last();
  await debours.getByLabel(/^Désignation/).fill('Droit de plaidoirie');
  await debours.getByLabel('Prix unitaire HT (€)').fill('13');
  // A new invoice deducts the dossier's demandes de provision received, never a typed amount.
  await expect(form.getByLabel('Provision déjà reçue à déduire (€)')).toHaveCount(0);
  await expect(form.getByTestId('provision-requests')).toContainText('Aucune demande de provision reçue');
  await expect(form.getByTestId('total-debours')).toHaveText(/^13,00\s€$/);
  const ttc = await cents(form.getByTestId('total-ttc'));
  const net = await cents(form.getByTestId('total-net'));
  // TVA 20 % on the HT; débours outside VAT.
  expect(ttc).toBe(timeHt + 30_000 + Math.round((timeHt + 30_000) * 0.2) + 1_300);
  expect(net).toBe(ttc);

  await form.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
  await expect(page).toHaveURL(/\/app\/billing\?facture=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Brouillon de facture' })).toBeVisible();
  return { netCents: net, caseId };
}

/** Issues the draft shown: the next number of the yearly sequence; no more edit button. */
export async function issueShownDraft(page: Page): Promise<string> {
  await main(page).getByRole('button', { name: 'Émettre la facture' }).click();
  await page
    .getByRole('alertdialog', { name: 'Émettre la facture ?' })
    .getByRole('button', { name: 'Émettre' })
    .click();
  const heading = page.getByRole('heading', { level: 1, name: /^Facture [A-Z-]*\d{4}-\d{4}$/ });
  await expect(heading).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Modifier le brouillon' })).toHaveCount(0);
  return ((await heading.textContent()) ?? '').replace('Facture ', '');
}

/** Downloads the shown invoice's PDF; checks its text and its Factur-X XML (the official XSD), read back in-process. */
export async function downloadAndCheckPdf(page: Page, number: string): Promise<void> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    main(page).getByRole('button', { name: 'Télécharger le PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`facture-${number}.pdf`);
  const pdf = await readPdf(fs.readFileSync((await download.path())!));
  // A consumer's invoice: no 40 € recovery fee (C. com. L441-10 is between professionals); the bar and the dossier.
  for (const mention of [
    number,
    'Net à payer',
    'Débours',
    'SIRET',
    'Droit de plaidoirie',
    'Avocat au barreau de',
    'Dossier n°',
  ])
    expect(pdf.text).toContain(mention);
  expect(Object.keys(pdf.attachments)).toEqual(['factur-x.xml']);
  const xml = new TextDecoder().decode(pdf.attachments['factur-x.xml']);
  expect(xml).toContain(`<ram:ID>${number}</ram:ID>`);
  await validateAgainstXsd(xml, `facture-${number}.xml`);
}

/** A partial payment (partly paid), one above what remains (refused with the amount), then the rest (paid). */
export async function payInTwoSteps(page: Page, netCents: number): Promise<void> {
  const section = page.locator('section[data-invoice-state]');
  await expect(section).toHaveAttribute('data-invoice-state', 'pending');
  await main(page).getByRole('button', { name: 'Enregistrer un paiement' }).click();
  let dialog = page.getByRole('dialog', { name: 'Enregistrer un paiement' });
  await dialog.getByLabel('Montant (€)').fill('100');
  await dialog.getByLabel('Mode de paiement').selectOption({ label: 'Chèque' });
  await dialog.getByLabel(/^Référence/).fill('Chèque n° 1234567');
  await dialog.getByRole('button', { name: 'Enregistrer le paiement' }).click();
  await expect(dialog).toHaveCount(0);
  await expect.poll(() => cents(main(page).getByTestId('invoice-remaining'))).toBe(netCents - 10_000);
  await expect(section).toHaveAttribute('data-invoice-state', 'partial');
  await expect(section.getByText('Partiellement réglée').first()).toBeVisible();

  await main(page).getByRole('button', { name: 'Enregistrer un paiement' }).click();
  dialog = page.getByRole('dialog', { name: 'Enregistrer un paiement' });
  const remaining = await dialog.getByLabel('Montant (€)').inputValue();
  await dialog.getByLabel('Montant (€)').fill(String(netCents));
  await dialog.getByRole('button', { name: 'Enregistrer le paiement' }).click();
  await expect(dialog.getByText(/Le paiement dépasse le reste dû : il reste .* à régler\./)).toBeVisible();
  await dialog.getByLabel('Montant (€)').fill(remaining);
  await dialog.getByRole('button', { name: 'Enregistrer le paiement' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(section).toHaveAttribute('data-invoice-state', 'paid');
  await expect(main(page).getByRole('list', { name: 'Paiements' }).getByRole('listitem')).toHaveCount(2);
}

/** The whole journey: draft → issue → PDF → partial then full payment. */
export async function draftToPaid(page: Page, base: string): Promise<{ number: string; caseId: string }> {
  const { netCents, caseId } = await prepareDraft(page, base);
  const number = await issueShownDraft(page);
  await downloadAndCheckPdf(page, number);
  await payInTwoSteps(page, netCents);
  return { number, caseId };
}

/** An avoir on the first pending invoice: its own number, referencing the invoice; partial. */
export async function avoirJourney(page: Page, base: string): Promise<void> {
  await openBilling(page, base, '/app/billing/pending', 'Factures en attente');
  await invoiceList(page)
    .getByRole('link', { name: /^Facture / })
    .first()
    .click();
  const heading = page.getByRole('heading', { level: 1, name: /^Facture / });
  const number = ((await heading.textContent()) ?? '').replace('Facture ', '');
  await main(page).getByRole('button', { name: 'Établir un avoir' }).click();
  const dialog = page.getByRole('dialog', { name: 'Établir un avoir' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(/partiel/i).check();
  await dialog.getByLabel(/^Montant HT/).fill('50');
  await dialog.getByLabel(/^Motif/).fill('Geste commercial');
  await dialog.getByRole('button', { name: /^Émettre l’avoir/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Avoir / })).toBeVisible();
  await expect(main(page).getByRole('link', { name: number, exact: true })).toBeVisible();
}

/** Exports the current year: both CSVs parsed back (French format), the zip of PDFs. */
export async function exportJourney(page: Page, base: string): Promise<void> {
  await openBilling(page, base, '/app/billing/export', 'Export de la facturation');
  await expect(page.getByTestId('export-summary')).toContainText('sur la période');
  const csv = async (name: string) => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      main(page).getByRole('button', { name }).click(),
    ]);
    const content = fs.readFileSync((await download.path())!, 'utf8');
    expect(content.charCodeAt(0)).toBe(0xfeff);
    const parsed = Papa.parse<string[]>(content.slice(1), { delimiter: ';', skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    return { name: download.suggestedFilename(), rows: parsed.data };
  };
  const invoices = await csv('Télécharger les factures (CSV)');
  expect(invoices.name).toMatch(/^factures-\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
  expect(invoices.rows[0]?.slice(0, 4)).toEqual(['Numéro', 'Type', 'Date d’émission', 'Échéance']);
  expect(invoices.rows.length).toBeGreaterThan(1);
  for (const row of invoices.rows.slice(1)) {
    expect(row).toHaveLength(16);
    expect(row[2]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(row[9]).toMatch(/^-?\d+,\d{2}$/);
  }
  const payments = await csv('Télécharger les paiements (CSV)');
  expect(payments.rows[0]).toEqual(['Date', 'Facture', 'Client', 'Dossier', 'Montant', 'Mode', 'Référence']);
}

/** axe on the lists (all, paid, unpaid, pending), moving through the area's own navigation. */
export async function listsAccessible(page: Page, base: string): Promise<void> {
  await openBilling(page, base, '/app/billing', 'Facturation');
  await expectAccessible(page);
  for (const [link, heading] of [
    ['Payées', 'Factures payées'],
    ['Impayées', 'Factures impayées'],
    ['En attente', 'Factures en attente'],
  ] as const) {
    await main(page).getByRole('link', { name: link, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectAccessible(page);
  }
}

/** axe on the editor, the export and an invoice's detail view. */
export async function formsAccessible(page: Page, base: string): Promise<void> {
  await openBilling(page, base, '/app/billing/export', 'Export de la facturation');
  await expectAccessible(page);
  await main(page).getByRole('link', { name: 'Nouvelle facture', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nouvelle facture' })).toBeVisible();
  await expectAccessible(page);
  await main(page).getByRole('link', { name: 'Impayées', exact: true }).click();
  await main(page)
    .getByRole('link', { name: /^Facture / })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /^Facture / })).toBeVisible();
  await expectAccessible(page);
}

/** Lists: counts and totals per state; search by number. */
export async function listsJourney(page: Page, base: string): Promise<void> {
  await openBilling(page, base, '/app/billing/unpaid', 'Factures impayées');
  const count = Number(await main(page).getByTestId('invoices-count').textContent());
  expect(count).toBeGreaterThan(0);
  const first = invoiceList(page)
    .getByRole('link', { name: /^Facture / })
    .first();
  const number = ((await first.textContent()) ?? '').trim();
  await main(page).getByRole('searchbox', { name: 'Rechercher' }).fill(number);
  await expect(main(page).getByTestId('invoices-count')).toHaveText('1');
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(number)}`));
}

/** The area's own screen (the standalone page's QA chrome and the other widgets are not ours). */
export const expectAccessible = (page: Page) => checkAccessible(page, { within: 'main#main-content' });

/** The invoicing journeys: the standalone page runs them all, the composed app those marked `composed`. */
export const billingJourneys = defineJourneys([
  {
    title: 'brouillon depuis le temps passé → émission → PDF Factur-X vérifié → paiement partiel puis total',
    composed: true,
    timeout: 90_000,
    run: async (page, base, app) => {
      const { number, caseId } = await draftToPaid(page, base);
      // Only the composed app has the dossier page: the invoice shows in its Factures tab.
      if (app === 'composed') {
        await page.goto(`${base}/app/cases/${caseId}`);
        await main(page).getByRole('tab', { name: 'Factures' }).click();
        await expect(main(page).getByRole('link', { name: `Facture ${number}` })).toBeVisible({ timeout: 20_000 });
      }
    },
  },
  {
    title: 'avoir partiel sur une facture en attente : son propre numéro, lié à la facture',
    run: avoirJourney,
  },
  {
    title: 'export d’une période : les deux CSV relus au format français',
    run: exportJourney,
  },
  {
    title: 'listes : totaux, recherche par numéro dans l’URL',
    run: listsJourney,
  },
  {
    // The composed app signs the other owner in through the real login (e2e/billing.spec.ts).
    title: 'le propriétaire d’un autre cabinet ne voit aucune facture du cabinet Durand',
    run: async (page, base) => {
      await openBilling(page, base, '/app/billing?facture=invoice-001&demo=leroy', 'Facture introuvable');
      await openBilling(page, base, '/app/billing/unpaid?demo=leroy', 'Factures impayées');
      await expect(page.getByText(/Durand/)).toHaveCount(0);
    },
  },
  {
    title: 'accessibilité (axe) des quatre listes',
    timeout: 60_000,
    run: listsAccessible,
  },
  {
    title: 'accessibilité (axe) de la préparation, de l’export et du détail d’une facture',
    timeout: 60_000,
    run: formsAccessible,
  },
]);
