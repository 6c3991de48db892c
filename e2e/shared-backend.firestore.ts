/**
 * Between people, on the one shared backend (the Firestore emulator with the generated rules):
 * two browser contexts are two people. What one writes, the other sees without reloading.
 * Runs on the Firestore build (`npm run e2e:firestore`): a per-browser IndexedDB build shares nothing.
 */
import { createCase } from '../mf-cases-clients/e2e/journeys.ts';
import { prepareBooking } from '../mf-marketing/e2e/journeys.ts';
import { type Browser, devices, expect, type Page } from '@playwright/test';
import { demoMember, demoOwner, login, test } from './fixtures.ts';

const unique = (label: string) => `${label} ${Date.now().toString(36).slice(-5)}`;

/** A browser context of its own: another person, on another computer (a desktop browser, not a bot). */
async function person(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    ...devices['Desktop Chrome'],
    baseURL: test.info().project.use.baseURL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
  });
  return context.newPage();
}

test('une demande de rendez-vous d’un visiteur apparaît, sans recharger, dans l’agenda de l’avocate', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const lawyer = await person(browser);
  const visitor = await person(browser);
  await login(lawyer, demoOwner, '/app/calendar/meetings');
  const requests = lawyer.getByRole('list', { name: 'Demandes à confirmer' });
  await expect(requests.getByRole('listitem').first()).toBeVisible({ timeout: 20_000 });

  const name = unique('Visiteur');
  await prepareBooking(visitor, '', demoOwner.uid, { name });
  await visitor.getByRole('button', { name: 'Envoyer la demande de rendez-vous' }).click();
  await expect(visitor.getByRole('heading', { name: 'Demande de rendez-vous envoyée' })).toBeVisible();

  // The lawyer's page was open all along: the request arrives live.
  await expect(requests.getByText(name)).toBeVisible();
  await requests.getByRole('button', { name: `Confirmer la demande de ${name}` }).click();
  const answer = lawyer.getByRole('form', { name: 'Réponse au demandeur' });
  await answer.getByRole('textbox').fill('Bonjour, c’est confirmé.');
  await answer.getByRole('button', { name: /Confirmer/ }).click();
  await expect(requests.getByText(name)).toHaveCount(0);
  await expect(
    lawyer.getByRole('table', { name: 'Rendez-vous à venir' }).getByText(`Rendez-vous – ${name}`),
  ).toBeVisible();
});

test('un dossier créé par un collaborateur apparaît, sans recharger, dans la liste de la titulaire', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const claire = await person(browser);
  const julien = await person(browser);
  await login(claire, demoOwner, '/app/cases');
  await expect(claire.getByRole('heading', { level: 1, name: 'Dossiers' })).toBeVisible();
  await login(julien, demoMember, '/app/cases');
  const title = unique('Bail commercial');
  const { reference } = await createCase(julien, '', title);
  await expect(claire.getByRole('main').getByText(title)).toBeVisible();
  await expect(claire.getByRole('main').getByText(reference)).toBeVisible();
});
