/**
 * The agenda journeys, written once and listed once (`calendarJourneys`): this remote's standalone
 * page runs them all (mf-calendar/e2e), the composed app those marked `composed` (e2e/calendar.spec.ts).
 * `base` is the origin ('' for the page's baseURL, or http://localhost:3005). Every test runs in a
 * fresh browser context, so the demo cabinet's data (booking requests included) is fresh each time.
 */
import fs from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { defineJourneys } from '../../tooling/src/playwright/journeys.ts';
import { expectAccessible, unique } from '../../tooling/src/playwright/kit.ts';
export { expectAccessible, unique };

export const STANDALONE_URL = process.env.CALENDAR_STANDALONE_URL ?? 'http://localhost:3005';

/** `YYYY-MM-DD` of today + `days` in Paris. */
export function parisDay(days = 0): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(date);
}

/** Opens a route and waits for its heading (the data are loaded). */
export async function open(page: Page, base: string, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(`${base}${path}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 20_000 });
}

/** The route's own content: on the standalone page, <main> also holds this remote's widgets (left out). */
export const screen = (page: Page): Locator =>
  page.locator('main#main-content > :not(section[aria-label="Blocs de ce module"])');

export type CreatedAudience = { title: string; day: string; caseId: string };

/**
 * Creates an audience for a dossier from /app/calendar/court (keyboard-usable form), first
 * trying it without juridiction and with an end before the start: French messages, nothing lost;
 * the dossier, chosen then, fills the empty juridiction and RG.
 */
export async function createAudience(page: Page, base: string): Promise<CreatedAudience> {
  const title = unique('Plaidoiries e2e');
  const day = parisDay(9);
  await open(page, base, '/app/calendar/court', 'Audiences');
  await screen(page).getByRole('button', { name: 'Nouvelle audience' }).click();
  const form = page.getByRole('form', { name: 'Nouvel événement' });
  await form.getByLabel(/^Intitulé/).fill(title);
  await form.getByLabel(/^Début — date/).fill(day);
  await form.getByLabel(/^Début — heure/).fill('08:15');
  await form.getByLabel(/^Fin — date/).fill(day);
  await form.getByLabel(/^Fin — heure/).fill('07:45');
  await form.getByRole('button', { name: 'Ajouter à l’agenda' }).click();
  await expect(form.getByText('Indiquez la juridiction de l’audience.')).toBeVisible();
  // The demo dossiers all have a juridiction and an RG: choosing one fills the empty fields.
  const dossier = form.getByLabel(/^Dossier/);
  const caseId = (await dossier.locator('option').nth(1).getAttribute('value')) ?? '';
  await dossier.selectOption(caseId);
  await expect(form.getByLabel(/^Juridiction/)).not.toHaveValue('');
  await expect(form.getByLabel(/^Numéro RG/)).not.toHaveValue('');
  await form.getByLabel(/^Juridiction/).fill('Tribunal judiciaire de Lyon');
  await form.getByRole('button', { name: 'Ajouter à l’agenda' }).click();
  await expect(form.getByText('La fin doit être après le début.')).toBeVisible();
  await expect(form.getByLabel(/^Intitulé/)).toHaveValue(title);
  await form.getByLabel(/^Fin — heure/).fill('09:00');
  await form.getByLabel(/^Chambre/).fill('4e chambre civile');
  await form.getByLabel(/^Numéro RG/).fill('26/04242');
  await form.getByRole('button', { name: 'Ajouter à l’agenda' }).click();
  await expect(form).toHaveCount(0);
  const row = screen(page)
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: `Modifier : ${title}` }) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('26/04242');
  await expect(row).toContainText('Tribunal judiciaire de Lyon');
  return { title, day, caseId };
}

/** The audience shows in the month, week and list views of /app/calendar. */
export async function seeInViews(page: Page, base: string, audience: CreatedAudience): Promise<void> {
  const calendar = page.getByTestId('agenda-calendar');
  for (const view of ['dayGridMonth', 'timeGridWeek', 'listWeek']) {
    await open(page, base, `/app/calendar?vue=${view}&date=${audience.day}`, 'Agenda du cabinet');
    await expect(calendar.getByText(audience.title).first()).toBeVisible({ timeout: 15_000 });
  }
  // List view: 24-hour times.
  await expect(calendar.getByText('08:15').first()).toBeVisible();
}

/** The dossier page's block (standalone: `?case=ID` renders the caseAgenda slot on the page). */
export async function seeOnDossier(page: Page, base: string, audience: CreatedAudience): Promise<void> {
  if (base) {
    await open(page, base, `/app/calendar/court?case=${audience.caseId}`, 'Audiences');
  } else {
    await page.goto(`/app/cases/${audience.caseId}`);
    await page.getByRole('tab', { name: 'Audiences et délais' }).click();
  }
  const block = page.getByTestId('case-agenda');
  await expect(block.getByText(audience.title)).toBeVisible({ timeout: 20_000 });
}

/** Exports the agenda and parses the file back with ical.js: the audience is there at 08:15 Paris. */
export async function exportAndParse(page: Page, base: string, audience: CreatedAudience): Promise<void> {
  await open(page, base, `/app/calendar?vue=listWeek&date=${audience.day}`, 'Agenda du cabinet');
  await expect(page.getByTestId('agenda-calendar').getByText(audience.title).first()).toBeVisible();
  const downloading = page.waitForEvent('download');
  await screen(page)
    .getByRole('button', { name: /^Exporter l’agenda \(\.ics/ })
    .click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.ics$/);
  const text = fs.readFileSync((await download.path())!, 'utf8');
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zone = calendar.getFirstSubcomponent('vtimezone');
  if (zone) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  expect(events.length).toBeGreaterThan(1);
  expect(new Set(events.map((event) => event.uid)).size).toBe(events.length);
  const mine = events.find((event) => event.summary === audience.title);
  expect(mine).toBeDefined();
  const paris = (date: Date) =>
    new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit' }).format(date);
  expect(paris(mine!.startDate.toJSDate())).toBe('08:15');
  expect(paris(mine!.endDate.toJSDate())).toBe('09:00');
  expect(mine!.location).toContain('Tribunal judiciaire de Lyon');
}

/** Computes a délai (1 month from a fixed date), saves it on a dossier, marks it done. */
export async function computeSaveAndMarkDone(page: Page, base: string): Promise<void> {
  await open(page, base, '/app/calendar/deadlines', 'Délais');
  const calculator = page.getByRole('form', { name: 'Calculateur de délai' });
  await calculator.getByRole('button', { name: 'Calculer' }).click();
  await expect(calculator.getByLabel(/^Date de départ/)).toBeFocused();
  // 31 January 2027 + 1 month → 28 February 2027, a Sunday → Monday 1 March 2027 (art. 641, 642).
  await calculator.getByLabel(/^Date de départ/).fill('2027-01-31');
  await calculator.getByLabel(/^Durée/).fill('1');
  await calculator.getByLabel(/^Unité/).selectOption('mois');
  await calculator.getByRole('button', { name: 'Calculer' }).click();
  const result = page.getByTestId('deadline-result');
  await expect(result).toContainText(/lundi 1(er)? mars 2027/);
  await expect(result).toContainText('642');
  const title = unique('Délai d’appel e2e');
  const save = page.getByRole('form', { name: 'Enregistrer le délai' });
  await save.getByLabel(/^Intitulé/).fill(title);
  const dossier = save.getByLabel(/^Dossier/);
  await dossier.selectOption((await dossier.locator('option').nth(1).getAttribute('value')) ?? '');
  await save.getByRole('button', { name: /Enregistrer/ }).click();
  const row = screen(page).getByRole('row').filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(row).toContainText(/1(er)? mars 2027/);
  await row.getByRole('button', { name: `Voir le calcul : ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Calcul : ${title}` });
  await expect(dialog).toContainText('642');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await row.getByRole('button', { name: `Marquer comme fait : ${title}` }).click();
  // "À faire" is the default filter: a done délai leaves the list; "Tous" shows it, reopenable.
  await expect(screen(page).getByRole('row').filter({ hasText: title })).toHaveCount(0);
  await screen(page).getByLabel('État').selectOption({ label: 'Tous' });
  await expect(screen(page).getByRole('button', { name: `Rouvrir : ${title}` })).toBeVisible();
}

/** Confirms one pending booking request and declines another, each with a message. */
export async function answerBookingRequests(page: Page, base: string): Promise<void> {
  await open(page, base, '/app/calendar/meetings', 'Rendez-vous');
  const list = screen(page).getByRole('list', { name: 'Demandes à confirmer' });
  const items = list.getByRole('listitem');
  await expect(items.first()).toBeVisible();
  const before = await items.count();
  expect(before).toBeGreaterThanOrEqual(2);
  const firstName = (await items.nth(0).locator('strong').first().textContent())!.trim();
  const secondName = (await items.nth(1).locator('strong').first().textContent())!.trim();

  await list.getByRole('button', { name: `Confirmer la demande de ${firstName}` }).click();
  let answer = page.getByRole('form', { name: 'Réponse au demandeur' });
  await answer.getByRole('textbox').fill('Bonjour, c’est confirmé. Apportez les pièces du dossier.');
  await answer.getByRole('button', { name: /Confirmer/ }).click();
  await expect(answer).toHaveCount(0);
  await expect(list.getByText(firstName)).toHaveCount(0);
  const meetings = screen(page).getByRole('table', { name: 'Rendez-vous à venir' });
  await expect(meetings.getByText(`Rendez-vous – ${firstName}`)).toBeVisible();

  await list.getByRole('button', { name: `Refuser la demande de ${secondName}` }).click();
  answer = page.getByRole('form', { name: 'Réponse au demandeur' });
  await answer.getByRole('textbox').fill('');
  await answer.getByRole('button', { name: /Refuser/ }).click();
  await expect(answer.getByText(/message au demandeur/)).toBeVisible();
  await answer.getByRole('textbox').fill('Je ne suis pas disponible, merci de choisir un autre créneau.');
  await answer.getByRole('button', { name: /Refuser/ }).click();
  await expect(answer).toHaveCount(0);
  await expect(list.getByText(secondName)).toHaveCount(0);
  await expect(meetings.getByText(`Rendez-vous – ${secondName}`)).toHaveCount(0);
}

/** axe on the four agenda routes. */
export async function fourRoutesAccessible(page: Page, base: string): Promise<void> {
  await open(page, base, '/app/calendar', 'Agenda du cabinet');
  await expect(page.locator('.fc')).toBeVisible();
  await expectAccessible(page);
  await open(page, base, '/app/calendar/court', 'Audiences');
  await expectAccessible(page);
  await open(page, base, '/app/calendar/meetings', 'Rendez-vous');
  await expectAccessible(page);
  await open(page, base, '/app/calendar/deadlines', 'Délais');
  await expectAccessible(page);
}

/** The agenda's journeys: the standalone page runs them all, the composed app those marked `composed`. */
export const calendarJourneys = defineJourneys([
  {
    title: 'crée une audience pour un dossier : vues mois, semaine, liste, bloc du dossier et export .ics',
    composed: true,
    timeout: 90_000,
    run: async (page, base) => {
      const audience = await createAudience(page, base);
      await seeInViews(page, base, audience);
      await seeOnDossier(page, base, audience);
      await exportAndParse(page, base, audience);
    },
  },
  {
    title: 'calcule un délai, l’enregistre sur un dossier et le marque comme fait',
    tag: '@autonome',
    run: computeSaveAndMarkDone,
  },
  {
    title: 'confirme une demande de rendez-vous et en refuse une autre, avec un message',
    composed: true,
    run: answerBookingRequests,
  },
  {
    title: 'accessibilité (axe) des quatre écrans de l’agenda',
    timeout: 90_000,
    run: fourRoutesAccessible,
  },
]);
