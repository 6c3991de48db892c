/**
 * The accounting journeys, written once and listed once (`accountingJourneys`): this remote's
 * standalone page runs them all (accounting.standalone.spec.ts), the composed app those marked
 * `composed` (../../e2e/accounting.spec.ts).
 * `base` is the origin ('' for the page's baseURL, or http://localhost:3004).
 */
import fs from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import { checkFec, type FecLine, parseFec } from '../src/features/accounting/model/fecCheck.ts';
import { defineJourneys } from '../../tooling/src/playwright/journeys.ts';
import { expectAccessible, expectOpensPdf } from '../../tooling/src/playwright/kit.ts';
export { expectAccessible };

export const ACCOUNTING_STANDALONE_URL = process.env.ACCOUNTING_STANDALONE_URL ?? 'http://localhost:3004';

const pad = (n: number) => String(n).padStart(2, '0');
const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

/** "1 234,56 €" (any kind of space) → cents. */
export function centsOf(text: string): number {
  const cleaned = text.replace(/[\s\u00a0\u202f€]/g, '').replace(',', '.');
  return Math.round(Number(cleaned) * 100);
}

/** A small but real PDF (its signature is checked before upload). */
export function receiptPdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    'latin1',
  );
}

export async function openAccounting(page: Page, base: string, query = ''): Promise<void> {
  await page.goto(`${base}/app/accounting${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Comptabilité' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('period-totals')).toBeVisible({ timeout: 20_000 });
  // The totals are aggregations read after the page shows ('…' meanwhile): a journey reads them.
  await expect(page.getByTestId('period-totals')).not.toHaveAttribute('aria-busy', 'true', { timeout: 20_000 });
  await expect(page.getByTestId('period-depenses')).toHaveText(/€/);
}

const main = (page: Page): Locator => page.locator('main#main-content');

/**
 * Records an expense of this month with a receipt: the bad inputs first (HT + TVA ≠ TTC, a
 * receipt of the wrong type), nothing typed is lost; then the month's totals change by the HT,
 * the row is listed and its receipt opens.
 */
export async function recordExpenseWithReceipt(page: Page, base: string): Promise<void> {
  const month = today().slice(5, 7);
  await openAccounting(page, base, `?onglet=depenses&mois=${month}`);
  const before = centsOf((await page.getByTestId('period-depenses').textContent()) ?? '0');
  const deductibleBefore = centsOf((await page.getByTestId('period-tva-deductible').textContent()) ?? '0');
  const supplier = `Papeterie ${Date.now().toString(36).slice(-5)}`;

  await main(page).getByRole('button', { name: 'Nouvelle dépense' }).click();
  const form = page.getByRole('form', { name: 'Nouvelle dépense' });
  await form.getByLabel(/^Fournisseur/).fill(supplier);
  await form
    .getByLabel(/^Catégorie/)
    .selectOption({ label: 'Fournitures de bureau, documentation, correspondance et téléphone' });
  await form.getByLabel(/^Montant HT/).fill('100');
  await form.getByLabel(/^TVA/).fill('20');
  await form.getByLabel(/^Montant TTC/).fill('125');
  // Leaving the field shows its error (the form grows); the submit then puts the focus back on it.
  await form.getByLabel(/^Montant TTC/).press('Tab');
  await expect(form.getByLabel(/^Montant TTC/)).not.toBeFocused();
  await form.getByRole('button', { name: 'Enregistrer la dépense' }).click();
  await expect(
    form.getByText(/HT \+ TVA = 120,00\s€, différent du TTC saisi \(125,00\s€\) : écart de 5,00\s€\./),
  ).toBeVisible();
  await expect(form.getByLabel(/^Montant TTC/)).toBeFocused();

  // A program renamed or not, refused next to the field; the rest of the form is kept.
  await form.getByLabel(/^Justificatif/).setInputFiles({
    name: 'facture.exe',
    mimeType: 'application/x-msdownload',
    buffer: Buffer.from('MZ'),
  });
  await expect(form.getByText(/« facture.exe » n’est pas accepté comme justificatif/)).toBeVisible();
  await expect(form.getByLabel(/^Fournisseur/)).toHaveValue(supplier);
  await expect(form.getByLabel(/^Montant HT/)).toHaveValue('100');

  await form.getByLabel(/^Montant TTC/).fill('');
  await expect(form.getByText(/Laissé vide : HT \+ TVA = 120,00\s€/)).toBeVisible();
  await form.getByLabel(/^Justificatif/).setInputFiles({
    name: 'facture-papeterie.pdf',
    mimeType: 'application/pdf',
    buffer: receiptPdf(),
  });
  await form.getByRole('button', { name: 'Enregistrer la dépense' }).click();
  await expect(page.getByRole('form', { name: 'Nouvelle dépense' })).toHaveCount(0);

  await expect(page.getByTestId('period-depenses')).toHaveText(new RegExp(formatted(before + 10_000)));
  await expect(page.getByTestId('period-tva-deductible')).toHaveText(new RegExp(formatted(deductibleBefore + 2_000)));
  const table = main(page).getByRole('table', { name: /^Dépenses — / });
  await expect(table.getByText(supplier)).toBeVisible();
  await expectOpensPdf(page, () =>
    table.getByRole('button', { name: `Ouvrir le justificatif de ${supplier}` }).click(),
  );
}

/** "1 234,56" for a regex on a formatted amount (any space). */
function formatted(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const units = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '\\s');
  return `${sign}${units},${String(abs % 100).padStart(2, '0')}`;
}

/** Downloads this year's FEC and reads it back: every rule of the format holds; its lines. */
export async function downloadFec(page: Page, base: string): Promise<FecLine[]> {
  const year = today().slice(0, 4);
  await openAccounting(page, base, '?onglet=fec');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    main(page)
      .getByRole('button', { name: `Télécharger le FEC ${year}` })
      .click(),
  ]);
  const fileName = download.suggestedFilename();
  expect(fileName).toMatch(new RegExp(`^\\d{9}FEC${year}1231\\.txt$`));
  const content = fs.readFileSync((await download.path())!, 'utf8');
  expect(checkFec({ fileName, content })).toEqual([]);
  await expect(main(page).getByText(new RegExp(`${fileName} : \\d+ écritures`))).toBeVisible();
  return parseFec(content).lines;
}

/** Exports this year's FEC, then reads it back: every rule of the format holds. */
export async function exportFecAndParse(page: Page, base: string): Promise<void> {
  const lines = await downloadFec(page, base);
  expect(lines.length).toBeGreaterThan(10);
  expect(new Set(lines.map((line) => line.JournalCode))).toEqual(new Set(['RE', 'DE']));

  // A year without entries: a French message, no file.
  await openAccounting(page, base, '?onglet=fec&annee=2019');
  let downloaded = false;
  page.on('download', () => {
    downloaded = true;
  });
  await main(page).getByRole('button', { name: 'Télécharger le FEC 2019' }).click();
  await expect(main(page).getByText(/Aucune écriture pour l’exercice 2019/)).toBeVisible();
  expect(downloaded).toBe(false);
}

/**
 * CARPA on a dossier without movements: funds received, a payout above the balance refused with
 * the balance shown, a fee withdrawal refused without the written authorisation, then accepted
 * with it. `ledger` is the dossier's CARPA block (the widget on the page).
 */
export async function carpaJourney(page: Page): Promise<void> {
  const ledger = page.locator('[data-carpa-ledger]').first();
  await expect(ledger.getByRole('heading', { name: 'Compte CARPA du dossier' })).toBeVisible({ timeout: 20_000 });
  const form = ledger.getByRole('form', { name: 'Enregistrer un mouvement CARPA' });
  const balance = ledger.getByTestId('carpa-balance');
  const start = centsOf((await balance.textContent()) ?? '0');

  await form.getByLabel(/^Type de mouvement/).selectOption('depot');
  await form.getByLabel(/^Montant/).fill('1500');
  await form.getByLabel(/^Libellé/).fill('Indemnité versée par l’assureur');
  await form.getByLabel(/^Payé par/).fill('Assurances Mutuelles du Centre');
  await form.getByRole('button', { name: 'Enregistrer le mouvement' }).click();
  await expect(balance).toHaveText(new RegExp(formatted(start + 150_000)));

  // A payout above the balance: refused, with the balance.
  await form.getByLabel(/^Type de mouvement/).selectOption('versement');
  await form.getByLabel(/^Montant/).fill(String((start + 150_000) / 100 + 500));
  await form.getByLabel(/^Libellé/).fill('Reversement au client');
  await form.getByRole('button', { name: 'Enregistrer le mouvement' }).click();
  await expect(
    form.getByText(new RegExp(`Solde CARPA insuffisant : le solde du dossier est de ${formatted(start + 150_000)}`)),
  ).toBeVisible();
  await expect(balance).toHaveText(new RegExp(formatted(start + 150_000)));

  // Fees without the written authorisation: refused, with what is missing.
  await form.getByLabel(/^Type de mouvement/).selectOption('honoraires');
  await form.getByLabel(/^Montant/).fill('300');
  await form.getByLabel(/^Libellé/).fill('Honoraires de la procédure');
  await form.getByRole('button', { name: 'Enregistrer le mouvement' }).click();
  await expect(form.getByText('Saisissez la date de l’autorisation écrite du client.')).toBeVisible();
  await expect(form.getByText('Indiquez la référence de l’autorisation écrite ou joignez le document.')).toBeVisible();
  await expect(balance).toHaveText(new RegExp(formatted(start + 150_000)));

  // With it: accepted, and listed with its authorisation.
  await form.getByLabel(/^Date de l’autorisation/).fill(today());
  await form.getByLabel(/^Référence de l’autorisation/).fill('Courriel du client');
  await form.getByLabel(/^Document d’autorisation/).setInputFiles({
    name: 'autorisation.pdf',
    mimeType: 'application/pdf',
    buffer: receiptPdf(),
  });
  await form.getByRole('button', { name: 'Enregistrer le mouvement' }).click();
  await expect(balance).toHaveText(new RegExp(formatted(start + 120_000)));
  const table = ledger.getByRole('table', { name: 'Mouvements CARPA du dossier' });
  await expect(table.getByText(/Courriel du client/)).toBeVisible();
  await expect(table.getByRole('button', { name: 'Ouvrir le document' }).first()).toBeVisible();
}

/** axe on /app/accounting: the livre-journal (first tab), the expenses and the totals. */
export async function accountingAccessible(page: Page, base: string): Promise<void> {
  await openAccounting(page, base);
  await expectAccessible(page);
  for (const tab of ['Dépenses', 'Totaux et TVA']) {
    await main(page).getByRole('tab', { name: tab }).click();
    await expect(main(page).getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expectAccessible(page);
  }
}

/** The accounting journeys: the standalone page runs them all, the composed app those marked `composed`. */
export const accountingJourneys = defineJourneys([
  {
    title: 'dépense avec justificatif : erreurs en français, puis les totaux du mois changent',
    tag: '@autonome',
    composed: true,
    timeout: 60_000,
    run: recordExpenseWithReceipt,
  },
  {
    title: 'export FEC de l’exercice relu ligne à ligne ; année sans écriture refusée',
    composed: true,
    timeout: 60_000,
    run: exportFecAndParse,
  },
  {
    title: 'CARPA : dépôt, versement au-delà du solde refusé, prélèvement sans puis avec autorisation',
    composed: true,
    timeout: 60_000,
    run: async (page, base, app) => {
      if (app === 'composed') {
        // The dossier page's CARPA tab, through the cross-area slot.
        await page.goto(`${base}/app/cases/case-${new Date().getFullYear()}-0012?onglet=carpa`);
        await expect(main(page).getByRole('tab', { name: 'CARPA' })).toHaveAttribute('aria-selected', 'true', {
          timeout: 20_000,
        });
      } else {
        // The page's caseCarpa block shows a demo dossier without movements.
        await openAccounting(page, base);
      }
      await carpaJourney(page);
    },
  },
  {
    title: 'accessibilité (axe) de /app/accounting : recettes, dépenses, totaux',
    timeout: 60_000,
    run: accountingAccessible,
  },
]);
