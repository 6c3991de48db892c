/**
 * The e-invoicing reform between two cabinets, on the shared backend with the server side and the
 * local stand-in plateforme agréée (tooling/src/platform, http://127.0.0.1:8090): two browser
 * contexts are Cabinet Leroy and Cabinet Durand on their own computers. Leroy invoices Durand (a
 * postulation, Durand's SIREN) → the server deposits the sealed Factur-X on the platform → Durand
 * receives it as an expense prefilled, its PDF kept → Leroy follows it to « Mise à disposition »,
 * records Durand's transfer → « Encaissée ». Then a flow the platform rejects shows why on the
 * invoice, with the way to correct it.
 */
import { expect, type Page } from '@playwright/test';
import { PLATFORM_URL } from '../tooling/src/platform/local.ts';
import { expectAccessible, unique } from '../tooling/src/playwright/kit.ts';
import { demoOwner, login, main, otherCabinetOwner, person, test } from './fixtures.ts';

/** Leroy's client « Cabinet Durand & Associés » (shared-data/src/demo/einvoicing.ts). */
const DURAND_AS_CLIENT = 'leroy-client-durand';
const LEROY_SIREN = '908765431';

/** Leroy drafts and issues an invoice of one fee line to Durand; returns its number. */
async function invoiceDurand(leroy: Page, designation: string, euros: string): Promise<string> {
  await leroy.goto(`/app/billing/new?client=${DURAND_AS_CLIENT}`);
  await expect(leroy.getByRole('heading', { level: 1, name: 'Nouvelle facture' })).toBeVisible({ timeout: 20_000 });
  const form = main(leroy);
  await form.getByRole('button', { name: 'Ajouter une ligne d’honoraires' }).click();
  const line = form.getByRole('group', { name: /^Ligne \d+$/ }).last();
  await line.getByLabel(/^Désignation/).fill(designation);
  await line.getByLabel('Quantité').fill('1');
  await line.getByLabel('Prix unitaire HT (€)').fill(euros);
  // Cabinet Leroy is under the VAT franchise (art. 293 B du CGI).
  await line.getByLabel('TVA').selectOption({ label: 'Exonéré / hors TVA' });
  await form.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
  await expect(leroy.getByRole('heading', { level: 1, name: 'Brouillon de facture' })).toBeVisible();
  await form.getByRole('button', { name: 'Émettre la facture' }).click();
  await leroy
    .getByRole('alertdialog', { name: 'Émettre la facture ?' })
    .getByRole('button', { name: 'Émettre' })
    .click();
  const heading = leroy.getByRole('heading', { level: 1, name: /^Facture [A-Z-]*\d{4}-\d{4}$/ });
  await expect(heading).toBeVisible();
  return ((await heading.textContent()) ?? '').replace('Facture ', '');
}

const status = (page: Page) => main(page).getByTestId('einvoice-status');

test('Leroy facture Durand par la plateforme agréée : déposée, reçue chez Durand en dépense avec son PDF, encaissée ; un flux rejeté dit pourquoi', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const leroy = await person(browser);
  const durand = await person(browser);
  await login(leroy, otherCabinetOwner);
  await login(durand, demoOwner);

  // Leroy invoices Durand: the server deposits it; the platform delivers it to Durand's platform account.
  const designation = unique('Postulation devant le tribunal judiciaire de Lyon');
  const number = await invoiceDurand(leroy, designation, '450');
  // Deposited once the browser has stored the sealed PDF and the local sync (every 2 s after an invoice is issued) runs: seen
  // over 30 s once on a loaded 2-core machine, while the other worker generated PDFs too.
  await expect(status(leroy)).toHaveText('Mise à disposition', { timeout: 60_000 });
  const history = main(leroy).getByRole('list', { name: 'Historique de la transmission' });
  await expect(history).toContainText('Déposée');
  await expect(history).toContainText('Mise à disposition');
  await expectAccessible(leroy);

  // Durand: received, an expense prefilled from the invoice, its PDF kept as the receipt.
  await durand.goto('/app/accounting?onglet=depenses');
  const expense = main(durand).getByRole('row', { name: /Cabinet Leroy Reçue par la plateforme .*450,00\s€/ });
  await expect(expense).toBeVisible({ timeout: 30_000 });
  await expect(expense.getByRole('button', { name: 'Ouvrir le justificatif de Cabinet Leroy' })).toBeVisible();

  // Durand pays by transfer; Leroy records it: the platform is told « Encaissée ».
  await main(leroy).getByRole('button', { name: 'Enregistrer un paiement' }).click();
  const dialog = leroy.getByRole('dialog', { name: 'Enregistrer un paiement' });
  await dialog.getByLabel('Mode de paiement').selectOption({ label: 'Virement' });
  await dialog.getByLabel(/^Référence/).fill(`Virement Cabinet Durand ${number}`);
  await dialog.getByRole('button', { name: 'Enregistrer le paiement' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(status(leroy)).toHaveText('Encaissée', { timeout: 30_000 });

  // A flow the platform rejects: the reason on the invoice, and how to correct it (never an edit).
  const rule = await fetch(`${PLATFORM_URL}/stand-in/rules`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ status: '213', reasonCode: 'REJ_SEMAN', sellerSiren: LEROY_SIREN }),
  });
  expect(rule.status).toBe(201);
  try {
    await invoiceDurand(leroy, unique('Frais de postulation'), '120');
    await expect(status(leroy)).toHaveText('Rejetée', { timeout: 30_000 });
    await expect(main(leroy).getByText(/^Motif du refus : .+/)).toBeVisible();
    await expect(main(leroy).getByText(/émettez un avoir, puis une nouvelle facture/)).toBeVisible();
    await expect(main(leroy).getByRole('button', { name: 'Corriger par un avoir' })).toBeVisible();
  } finally {
    await fetch(`${PLATFORM_URL}/stand-in/rules`, { method: 'DELETE' });
  }
});
