/**
 * A lawyer's everyday work, from a visitor's booking to the books, on the shared backend (the
 * Firestore build): the visitor books in one browser; Claire, in another, confirms the request and
 * creates its client and dossier without retyping (prefilled, the conflict check run), issues a
 * demande de provision and records its receipt, logs her time with the timer and corrects it, then
 * issues the final invoice, which deducts the provision with its VAT — and the livre-journal and
 * the year's FEC show the provision's VAT once: on its own receipt, the final payment carrying only
 * the rest.
 */
import { expect, type Page } from '@playwright/test';
import { downloadFec, openAccounting } from '../mf-billing-accounting/e2e/accounting.journeys.ts';
import { issueShownDraft } from '../mf-billing-accounting/e2e/billing.journeys.ts';
import { ACCOUNTS } from '../mf-billing-accounting/src/features/accounting/model/pcg.ts';
import { prepareBooking } from '../mf-marketing/e2e/journeys.ts';
import { buildDemoData } from '../shared-data/src/demo.ts';
import { DEMO_IDS } from '../shared-data/src/demoIds.ts';
import { expectAccessible, unique, uniqueEmail } from '../tooling/src/playwright/kit.ts';
import { demoOwner, login, main, person, test } from './fixtures.ts';

/** « M. Gérard Fontaine »: a person the demo cabinet acts against in one of its dossiers (as seeded today). */
function demoAdverseParty(): string {
  const prefix = `firms/${DEMO_IDS.firmId}/cases/`;
  for (const [path, data] of buildDemoData()) {
    if (!path.startsWith(prefix) || path.slice(prefix.length).includes('/')) continue;
    const parties = (data as { opposingParties?: { name: string; kind: string }[] }).opposingParties ?? [];
    const person = parties.find((party) => party.kind === 'physique' && /^(M\.|Mme) \S+ \S+$/.test(party.name));
    if (person) return person.name;
  }
  throw new Error('The demo cabinet has no adverse party who is a person.');
}

/** « Reçue sur le compte du cabinet » / « Enregistrer un paiement »: the whole amount due, by transfer. */
async function receiveInFull(page: Page, button: string, amount: string, reference: string): Promise<void> {
  await main(page).getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: 'Enregistrer un paiement' });
  await expect(dialog.getByLabel('Montant (€)')).toHaveValue(amount);
  await dialog.getByLabel(/^Référence/).fill(reference);
  await dialog.getByRole('button', { name: 'Enregistrer le paiement' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(main(page).getByTestId('invoice-remaining')).toHaveText(/^0,00\s€$/);
}

test('une demande de rendez-vous devient client et dossier, provision reçue, temps chronométré puis corrigé, facture qui déduit la provision : sa TVA une seule fois, au livre-journal comme au FEC', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const lawyer = await person(browser);
  const visitor = await person(browser);

  // A namesake of an adverse party books: the conflict check must say so before the client is saved.
  const adverse = demoAdverseParty();
  const name = unique(adverse);
  const suffix = name.slice(adverse.length + 1);
  const [civilite, prenom, ...surname] = adverse.split(' ');
  const nom = `${surname.join(' ')} ${suffix}`;
  const email = uniqueEmail('gerard.fontaine');
  const motif = 'Dépôt de garantie non restitué par le bailleur';

  // The visitor asks for the last time of the last day shown (the other journeys book the first ones).
  await Promise.all([
    login(lawyer, demoOwner, '/app/calendar/meetings'),
    (async () => {
      await prepareBooking(visitor, '', demoOwner.uid, { name, email, motif });
      await visitor.getByRole('group', { name: 'Jour', exact: true }).getByRole('radio').last().check();
      await visitor
        .getByRole('group', { name: /^Heure/ })
        .getByRole('radio')
        .last()
        .check();
      await visitor.getByRole('button', { name: 'Envoyer la demande de rendez-vous' }).click();
      await expect(visitor.getByRole('heading', { name: 'Demande de rendez-vous envoyée' })).toBeVisible();
    })(),
  ]);

  // The request arrives live; Claire confirms it, then « Créer le client et le dossier ».
  const requests = lawyer.getByRole('list', { name: 'Demandes à confirmer' });
  await requests.getByRole('button', { name: `Confirmer la demande de ${name}` }).click({ timeout: 20_000 });
  const answer = lawyer.getByRole('form', { name: 'Réponse au demandeur' });
  await answer.getByRole('textbox', { name: /^Message au demandeur/ }).fill('Bonjour, c’est confirmé.');
  await answer.getByRole('button', { name: /^Confirmer/ }).click();
  await expect(requests.getByText(name)).toHaveCount(0);
  await lawyer
    .getByRole('list', { name: 'Demandes confirmées' })
    .getByRole('link', { name: `Créer le client et le dossier — ${name}` })
    .click();

  // Step 1, the client: prefilled from the request, nothing retyped.
  await expect(lawyer.getByRole('heading', { name: 'Nouveau client depuis une demande de rendez-vous' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(lawyer.locator('[data-booking-origin]')).toContainText(`demande de rendez-vous de ${name}`);
  const clientForm = lawyer.getByRole('form', { name: 'Enregistrer le client et passer au dossier' });
  await expect(clientForm.getByRole('radio', { name: 'Personne physique' })).toBeChecked();
  await expect(clientForm.getByLabel(/^Civilité/)).toHaveValue(civilite!);
  await expect(clientForm.getByLabel(/^Nom/)).toHaveValue(nom);
  await expect(clientForm.getByLabel(/^Prénom/)).toHaveValue(prenom!);
  await expect(clientForm.getByLabel(/^Email/)).toHaveValue(email);
  await expect(clientForm.getByLabel(/^Téléphone/)).toHaveValue('06 12 34 56 78');
  await expectAccessible(lawyer, { within: 'main#main-content' });
  const saveClient = clientForm.getByRole('button', { name: 'Enregistrer le client et passer au dossier' });
  await expect(saveClient).toBeEnabled();
  await saveClient.click();
  // The conflict check ran before saving: the adverse party, its dossier; Claire proceeds knowingly.
  const warning = clientForm.locator('[data-conflict-warning]');
  await expect(warning.getByRole('heading', { name: 'Conflit d’intérêts possible' })).toBeVisible();
  await expect(warning.getByRole('listitem').filter({ hasText: adverse }).first()).toContainText('partie adverse');
  await expect(warning.getByRole('link', { name: /^\d{4}-\d{4} / }).first()).toBeVisible();
  await warning.getByRole('button', { name: 'Enregistrer malgré l’alerte' }).click();

  // Step 2, the dossier: its title from the motif, the new client chosen.
  await expect(lawyer).toHaveURL(/\/app\/cases\?nouveau=1&client=/);
  const clientId = new URL(lawyer.url()).searchParams.get('client')!;
  const caseForm = lawyer.getByRole('form', { name: 'Créer le dossier' });
  await expect(caseForm.getByLabel(/^Intitulé/)).toHaveValue(motif);
  await expect(caseForm.getByRole('list', { name: 'Clients choisis' })).toContainText(`${nom.toUpperCase()} ${prenom}`);
  await caseForm.getByLabel(/^Taux horaire/).fill('200');
  await caseForm.getByRole('button', { name: 'Créer le dossier' }).click();
  await expect(lawyer.getByRole('heading', { level: 1, name: new RegExp(motif) })).toBeVisible();
  const caseId = /\/app\/cases\/([^/?#]+)/.exec(lawyer.url())![1]!;

  // A demande de provision of 300 € HT + 60 € TVA, issued (its own DP- number), then received.
  await lawyer.goto(`/app/billing/new?provision=1&client=${clientId}&dossier=${caseId}`);
  await expect(lawyer.getByRole('heading', { level: 1, name: 'Nouvelle demande de provision' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(main(lawyer).getByRole('combobox', { name: /^Client/ })).toHaveValue(clientId);
  await expect(main(lawyer).getByRole('combobox', { name: /^Dossier/ })).toHaveValue(caseId);
  await main(lawyer)
    .getByLabel(/^Honoraires HT/)
    .fill('300');
  await expect(main(lawyer).getByTestId('provision-vat')).toHaveText(/^60,00\s€$/);
  await expect(main(lawyer).getByTestId('provision-ttc')).toHaveText(/^360,00\s€$/);
  await main(lawyer).getByRole('button', { name: 'Enregistrer le brouillon' }).click();
  await expect(lawyer.getByRole('heading', { level: 1, name: 'Brouillon de demande de provision' })).toBeVisible();
  await main(lawyer).getByRole('button', { name: 'Émettre la demande de provision' }).click();
  await lawyer
    .getByRole('alertdialog', { name: 'Émettre la demande de provision ?' })
    .getByRole('button', { name: 'Émettre' })
    .click();
  const provisionHeading = lawyer.getByRole('heading', { level: 1, name: /^Demande de provision DP-\d{4}-\d{4}$/ });
  await expect(provisionHeading).toBeVisible();
  const provisionNumber = ((await provisionHeading.textContent()) ?? '').replace('Demande de provision ', '');
  await receiveInFull(lawyer, 'Reçue sur le compte du cabinet', '360', `Virement provision ${suffix}`);
  await expect(main(lawyer).getByRole('list', { name: 'Suivi de la provision' })).toContainText(
    /Reçue par le cabinet.*360,00\s€/,
  );

  // The timer, started 90 s ago: the page's clock is set back while it starts (a real minute,
  // without waiting one), then back to now. It survives a reload, and stops into the entry form.
  await lawyer.goto('about:blank');
  const timerStartedAt = Date.now() - 90_000;
  await lawyer.clock.install({ time: timerStartedAt });
  await lawyer.goto(`/app/cases/${caseId}?onglet=temps`);
  const timerBar = lawyer.getByTestId('timer-bar');
  await timerBar.getByLabel('Libellé du chronomètre (facultatif)').fill('Étude du bail et des pièces', {
    timeout: 20_000,
  });
  await timerBar.getByRole('button', { name: 'Démarrer le chronomètre' }).click();
  // Said once the server has the timer (the reload below must find it there, not in this tab's memory).
  await expect(lawyer.getByText('Chronomètre démarré.')).toBeVisible();
  await expect(timerBar.getByTestId('running-timer')).toBeVisible();
  const timerStoppedAt = Date.now();
  await lawyer.clock.setSystemTime(timerStoppedAt);
  await lawyer.reload();
  await expect(lawyer.getByTestId('timer-elapsed')).toHaveText(/^00:0[1-9]$/, { timeout: 20_000 });
  await lawyer.getByTestId('running-timer').getByRole('button', { name: 'Arrêter', exact: true }).click();
  const stop = lawyer.getByRole('dialog', { name: 'Enregistrer le temps du chronomètre' });
  await expect(stop.getByLabel(/^Description/)).toHaveValue('Étude du bail et des pièces');
  // The minutes run, rounded up; the lawyer types what she really worked. A timer that ran across
  // midnight in Paris (a run at that hour) asks for the real duration of its first day instead.
  const parisDay = (ms: number) => new Intl.DateTimeFormat('fr-CA', { timeZone: 'Europe/Paris' }).format(ms);
  await expect(stop.getByLabel(/^Durée/)).toHaveValue(
    parisDay(timerStartedAt) === parisDay(timerStoppedAt) ? /^0:0[2-9]$/ : '',
  );
  await stop.getByLabel(/^Durée/).fill('1:30');
  await stop.getByRole('button', { name: 'Enregistrer le temps' }).click();
  await expect(stop).toHaveCount(0);
  await expect(lawyer.getByTestId('running-timer')).toHaveCount(0);
  const entry = lawyer
    .getByRole('table', { name: 'Temps passés sur le dossier' })
    .getByRole('row')
    .filter({ hasText: 'Étude du bail et des pièces' });
  await expect(entry.locator('td[data-label="Durée"]')).toHaveText('1:30');
  await expect(entry.locator('td[data-label="Montant"]')).toHaveText(/^300,00\s€$/);

  // Corrected before it is billed: « Modifier ».
  await entry.getByRole('button', { name: /^Modifier le temps du / }).click();
  const edit = lawyer.getByRole('dialog', { name: 'Modifier ce temps' });
  await edit.getByLabel(/^Durée/).fill('2:00');
  await edit.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(edit).toHaveCount(0);
  await expect(entry.locator('td[data-label="Durée"]')).toHaveText('2:00');
  await expect(lawyer.getByTestId('total-unbilled')).toHaveText(/^400,00\s€$/);

  // The final invoice: 400 € HT + 80 € TVA, the provision received deducted with its 60 € of VAT.
  await lawyer.goto(`/app/billing/new?client=${clientId}&dossier=${caseId}`);
  await expect(lawyer.getByRole('heading', { level: 1, name: 'Nouvelle facture' })).toBeVisible({ timeout: 20_000 });
  const editor = main(lawyer);
  await expect(editor.getByTestId('unbilled-time')).toContainText(/1 temps passé non facturé .*400,00\s€ HT/);
  await editor.getByRole('button', { name: 'Reprendre le temps non facturé' }).click();
  await expect(editor.getByTestId('total-ht')).toHaveText(/^400,00\s€$/);
  await editor
    .getByTestId('provision-requests')
    .getByRole('checkbox', { name: new RegExp(`^${provisionNumber} du .*reçu 360,00\\s€ \\(dont TVA 60,00\\s€\\)$`) })
    .check();
  await expect(editor.getByTestId('total-ttc')).toHaveText(/^480,00\s€$/);
  await expect(editor.getByTestId('total-provision')).toHaveText(/^360,00\s€$/);
  await expect(editor.getByTestId('total-provision-vat')).toHaveText(/^60,00\s€$/);
  await expect(editor.getByTestId('total-net')).toHaveText(/^120,00\s€$/);
  await editor.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
  await expect(lawyer.getByRole('heading', { level: 1, name: 'Brouillon de facture' })).toBeVisible();
  const invoiceNumber = await issueShownDraft(lawyer);
  await expect(main(lawyer).getByTestId('provision-deducted')).toHaveText(/^360,00\s€$/);
  await expect(main(lawyer).getByTestId('provision-deducted-vat')).toHaveText(/^60,00\s€$/);
  await expect(main(lawyer).getByTestId('vat-to-collect')).toHaveText(/^20,00\s€$/);
  await receiveInFull(lawyer, 'Enregistrer un paiement', '120', `Virement solde ${suffix}`);
  await expect(lawyer.locator('section[data-invoice-state]')).toHaveAttribute('data-invoice-state', 'paid');

  // The livre-journal, searched by the client: two receipts whose VAT adds up to the 80 € invoiced —
  // the provision's 60 € on its own receipt, the balance carrying only the remaining 20 €.
  await openAccounting(lawyer, '', `?onglet=recettes&q=${encodeURIComponent(suffix)}`);
  const journal = main(lawyer).getByRole('table', { name: /^Livre-journal des recettes/ });
  const rows = journal.getByRole('row').filter({ has: lawyer.getByRole('cell') });
  await expect(rows).toHaveCount(2, { timeout: 20_000 });
  const receiptOf = (number: string) =>
    rows.filter({ has: lawyer.locator('td[data-label="Facture"]', { hasText: new RegExp(`^${number}$`) }) });
  const provisionReceipt = receiptOf(provisionNumber);
  await expect(provisionReceipt.locator('td[data-label="Montant"]')).toHaveText(/^360,00\s€$/);
  await expect(provisionReceipt.locator('td[data-label="dont honoraires HT"]')).toHaveText(/^300,00\s€$/);
  await expect(provisionReceipt.locator('td[data-label="dont TVA"]')).toHaveText(/^60,00\s€$/);
  const balanceReceipt = receiptOf(invoiceNumber);
  await expect(balanceReceipt.locator('td[data-label="Montant"]')).toHaveText(/^120,00\s€$/);
  await expect(balanceReceipt.locator('td[data-label="dont honoraires HT"]')).toHaveText(/^100,00\s€$/);
  await expect(balanceReceipt.locator('td[data-label="dont TVA"]')).toHaveText(/^20,00\s€$/);
  await expect(main(lawyer).getByTestId('receipts-total')).toHaveText(/^480,00\s€$/);

  // The year's FEC, read in pages as every export is (Firestore Lite on this build) and read back:
  // the same two receipts, the same VAT collected (445710) on each.
  const fec = await downloadFec(lawyer, '');
  const vatCollected = (number: string) =>
    fec
      .filter((line) => line.PieceRef === number && line.CompteNum === ACCOUNTS.tvaCollectee.number)
      .map((line) => line.Credit);
  expect(vatCollected(provisionNumber)).toEqual(['60,00']);
  expect(vatCollected(invoiceNumber)).toEqual(['20,00']);
});
