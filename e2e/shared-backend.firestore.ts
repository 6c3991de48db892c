/**
 * Between people, on the one shared backend (the Firestore emulator with the generated rules):
 * two browser contexts are two people on two computers. What one writes, the other sees without
 * reloading; what both try at once, one gets. Runs on the Firestore build (`npm run e2e:firestore`):
 * a per-browser IndexedDB build shares nothing.
 */
import { createCase } from '../mf-cases-clients/e2e/journeys.ts';
import { prepareBooking, raceForOneSlot } from '../mf-marketing/e2e/journeys.ts';
import { inviteAndCopyLink, joinByInvitation, open, uniqueEmail } from '../mf-team-settings/e2e/journeys.ts';
import { type Browser, expect } from '@playwright/test';
import ICAL from 'ical.js';
import { type CaughtEmail, caughtAttachment, caughtEmails } from '../tooling/src/mailCatcher.ts';
import { demoMember, demoOwner, login, person, test, untilAppTookOver } from './fixtures.ts';
import { unique } from '../tooling/src/playwright/kit.ts';

/** The email with this subject sent to `address`, once the local mail catcher has it. */
async function inbox(address: string, subject: string): Promise<CaughtEmail> {
  let found: CaughtEmail | undefined;
  await expect
    .poll(
      async () => {
        found = (await caughtEmails()).find(
          (email) => email.subject === subject && email.to.some((to) => to.address === address),
        );
        return found !== undefined;
      },
      { message: `« ${subject} » à ${address}`, timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

/** A visitor's address from their (unique) name. */
const emailOf = (name: string) => `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@example.fr`;

/** Claire on her meetings page (her pending requests shown), and a visitor in another browser. */
async function lawyerAndVisitor(browser: Browser) {
  const lawyer = await person(browser);
  const visitor = await person(browser);
  await login(lawyer, demoOwner, '/app/calendar/meetings');
  const requests = lawyer.getByRole('list', { name: 'Demandes à confirmer' });
  await expect(requests.getByRole('listitem').first()).toBeVisible({ timeout: 20_000 });
  return { lawyer, visitor, requests };
}

test('une demande de rendez-vous apparaît en direct chez l’avocate ; accusé, confirmation avec .ics et refus arrivent par e-mail au visiteur', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { lawyer, visitor, requests } = await lawyerAndVisitor(browser);

  // Two requests from the visitor: the first free slot, then the next one.
  const book = async (name: string) => {
    const start = await prepareBooking(visitor, '', demoOwner.uid, { name, email: emailOf(name) });
    await visitor.getByRole('button', { name: 'Envoyer la demande de rendez-vous' }).click();
    await expect(visitor.getByRole('heading', { name: 'Demande de rendez-vous envoyée' })).toBeVisible();
    return start;
  };
  const confirmed = unique('Visiteur confirmé');
  const declined = unique('Visiteur refusé');
  const confirmedStart = await book(confirmed);
  const declinedStart = await book(declined);
  expect(declinedStart).not.toBe(confirmedStart);

  // The server side acknowledged at once, in French, with nothing of the matter in the subject.
  const received = await inbox(emailOf(confirmed), 'Votre demande de rendez-vous est bien reçue');
  expect(received.text).toContain('Claire Durand');
  expect(received.text).toContain('à confirmer');
  expect(received.subject).not.toContain(confirmed);

  // The lawyer's page was open all along: both requests arrive live.
  await expect(requests.getByText(confirmed)).toBeVisible();
  await expect(requests.getByText(declined)).toBeVisible();
  const decide = async (name: string, action: 'Confirmer' | 'Refuser', message: string) => {
    await requests.getByRole('button', { name: `${action} la demande de ${name}` }).click();
    const answer = lawyer.getByRole('form', { name: 'Réponse au demandeur' });
    await answer.getByRole('textbox').fill(message);
    await answer.getByRole('button', { name: new RegExp(`^${action}`) }).click();
    await expect(requests.getByText(name)).toHaveCount(0);
  };
  await decide(confirmed, 'Confirmer', 'Bonjour, c’est confirmé.');
  await expect(
    lawyer.getByRole('table', { name: 'Rendez-vous à venir' }).getByText(`Rendez-vous – ${confirmed}`),
  ).toBeVisible();
  await decide(declined, 'Refuser', 'Je ne suis pas disponible, choisissez un autre créneau.');

  // The visitor's inbox: the confirmation with the lawyer's message and an .ics at the booked time.
  const confirmation = await inbox(emailOf(confirmed), 'Votre rendez-vous est confirmé');
  expect(confirmation.text).toContain('« Bonjour, c’est confirmé. »');
  const ics = ICAL.parse(await caughtAttachment(confirmation, 'text/calendar'));
  const event = new ICAL.Event(new ICAL.Component(ics).getFirstSubcomponent('vevent')!);
  expect(event.startDate.toJSDate().toISOString()).toBe(confirmedStart);
  const refusal = await inbox(emailOf(declined), 'Votre demande de rendez-vous n’a pas pu être acceptée');
  expect(refusal.text).toContain('Je ne suis pas disponible, choisissez un autre créneau.');

  // The visitor's side: the confirmed slot stays taken, the declined one is offered again.
  await visitor.goto(`/book?pro=${demoOwner.uid}`);
  await untilAppTookOver(visitor);
  await visitor.getByRole('radio', { name: 'Au cabinet' }).check({ timeout: 20_000 });
  const slot = (start: string) => visitor.locator(`input[name="slot"][value="${start}"]`);
  await expect(slot(declinedStart)).toHaveCount(1);
  await expect(slot(confirmedStart)).toHaveCount(0);
});

test('un autre horaire proposé par l’avocate : le lien reçu par e-mail l’accepte, le rendez-vous arrive en direct dans son agenda', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { lawyer, visitor, requests } = await lawyerAndVisitor(browser);

  // The visitor asks for the last time of the first day shown (apart from the other journeys' first slots).
  const name = unique('Visiteur reporté');
  const address = emailOf(name);
  await prepareBooking(visitor, '', demoOwner.uid, { name, email: address });
  const times = visitor.getByRole('group', { name: /^Heure/ }).getByRole('radio');
  await times.last().check();
  await visitor.getByRole('button', { name: 'Envoyer la demande de rendez-vous' }).click();
  await expect(visitor.getByRole('heading', { name: 'Demande de rendez-vous envoyée' })).toBeVisible();

  // The lawyer proposes another time: the last free one offered.
  await requests.getByRole('button', { name: `Proposer un autre horaire à ${name}` }).click();
  const answer = lawyer.getByRole('form', { name: 'Réponse au demandeur' });
  const choice = answer.getByLabel(/^Nouvel horaire/);
  await expect(choice.locator('option').nth(1)).toBeAttached({ timeout: 20_000 });
  const proposedStart = await choice.locator('option').last().getAttribute('value');
  await choice.selectOption(proposedStart!);
  await answer.getByRole('textbox', { name: /^Message au demandeur/ }).fill('Ce jour-là vous conviendrait-il ?');
  await answer.getByRole('button', { name: 'Proposer cet horaire' }).click();
  const proposals = lawyer.getByRole('list', { name: 'Horaires proposés, en attente du demandeur' });
  await expect(proposals.getByText(name)).toBeVisible();

  // The visitor's inbox: the proposal and its link; accepted from the page it opens.
  const proposal = await inbox(address, 'Un autre horaire vous est proposé');
  expect(proposal.text).toContain('« Ce jour-là vous conviendrait-il ? »');
  const link = /href="(http:\/\/localhost:3000\/book\?[^"]*proposition=[^"]*)"/.exec(proposal.html)?.[1];
  expect(link).toBeTruthy();
  await visitor.goto(link!.replace(/&amp;/g, '&'));
  await untilAppTookOver(visitor);
  const panel = visitor.getByTestId('booking-proposal');
  await panel.getByRole('button', { name: 'Accepter ce nouvel horaire' }).click();
  await expect(panel.getByRole('status')).toContainText('votre accord est transmis');

  // The server confirmed it: the meeting is in the lawyer's open agenda, and the visitor has the .ics.
  await expect(
    lawyer.getByRole('table', { name: 'Rendez-vous à venir' }).getByText(`Rendez-vous – ${name}`),
  ).toBeVisible({ timeout: 20_000 });
  await expect(proposals.getByText(name)).toHaveCount(0);
  const confirmation = await inbox(address, 'Votre rendez-vous est confirmé');
  const ics = ICAL.parse(await caughtAttachment(confirmation, 'text/calendar'));
  const event = new ICAL.Event(new ICAL.Component(ics).getFirstSubcomponent('vevent')!);
  expect(event.startDate.toJSDate().toISOString()).toBe(proposedStart);
});

test('deux visiteurs, deux navigateurs, un même créneau : une demande acceptée, l’autre refusée en français', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  await raceForOneSlot(await person(browser), await person(browser), '', 'demo-pro-07');
});

test('invitation reçue par e-mail et acceptée dans un autre navigateur : le nouveau membre apparaît, sans recharger, dans l’équipe', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const claire = await person(browser);
  const paul = await person(browser);
  await login(claire, demoOwner, '/app/teammates');
  const email = uniqueEmail('paul.invite');
  const link = await inviteAndCopyLink(claire, '', email);
  await open(claire, '', '/app/teammates', 'Équipe');
  await expect(claire.locator(`[data-invitation="${email}"]`)).toBeVisible();

  // The server side emailed the link: Paul opens it from his inbox, not from a copy Claire made.
  const invitation = await inbox(email, 'Invitation à rejoindre Cabinet Durand & Associés sur Prétoire');
  const emailed = /http:\/\/localhost:3000\/pro\/accept-invite\?token=[\w-]+/.exec(invitation.html)?.[0];
  expect(emailed).toBe(link);
  await joinByInvitation(paul, emailed!, email);
  await expect(paul.getByRole('heading', { level: 1 })).toBeVisible();

  // Claire's team page was open all along.
  await expect(claire.locator(`[data-member="${email}"]`)).toContainText('Paul Invité');
  await expect(claire.locator(`[data-invitation="${email}"]`)).toHaveCount(0);
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
  // The cabinet's documents live in memory only: nothing of them in the browser's storage, which
  // a shared computer would keep after sign-out (only Firebase Auth's session is stored).
  const databases = await claire.evaluate(async () => (await indexedDB.databases()).map((database) => database.name));
  expect(databases.filter((name) => name?.startsWith('firestore/'))).toEqual([]);
});

test('un rendez-vous qu’un collaborateur met à l’agenda de la titulaire : le créneau quitte sa page publique, sans que personne n’ouvre son agenda', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const visitor = await person(browser);
  const julien = await person(browser);
  // A time the visitor is offered on the third day shown (apart from the other journeys' slots).
  const showDay = async (day?: string) => {
    await visitor.goto(`/book?pro=${demoOwner.uid}`);
    await untilAppTookOver(visitor);
    await visitor.getByRole('radio', { name: 'Au cabinet' }).check({ timeout: 20_000 });
    const days = visitor.locator('input[name="day"]');
    const chosen = day ? visitor.locator(`input[name="day"][value="${day}"]`) : days.nth(2);
    await chosen.check();
    await expect(visitor.locator('input[name="slot"]').first()).toBeAttached();
    return (await chosen.getAttribute('value'))!;
  };
  const day = await showDay();
  const start = (await visitor.locator('input[name="slot"]').nth(1).getAttribute('value'))!;
  const [date, time] = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Paris',
    dateStyle: 'short',
    timeStyle: 'short',
  })
    .format(new Date(start))
    .split(' ');
  const end = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Paris', timeStyle: 'short' }).format(
    new Date(Date.parse(start) + 30 * 60_000),
  );

  // Julien, in his own browser, puts a meeting at that time in Claire's agenda (and his own).
  await login(julien, demoMember, '/app/calendar');
  await julien.getByRole('main').getByRole('button', { name: 'Nouvel événement' }).click();
  const form = julien.getByRole('form', { name: 'Nouvel événement' });
  await form.getByLabel(/^Intitulé/).fill(unique('Réunion associés'));
  await form.getByLabel(/^Début — date/).fill(date!);
  await form.getByLabel(/^Début — heure/).fill(time!);
  await form.getByLabel(/^Fin — date/).fill(date!);
  await form.getByLabel(/^Fin — heure/).fill(end);
  await form.getByRole('checkbox', { name: 'Claire Durand' }).check();
  await form.getByRole('button', { name: 'Ajouter à l’agenda' }).click();
  await expect(form).toHaveCount(0);

  // The server kept Claire's free/busy projection: the time is no longer offered, the others still are.
  await expect(async () => {
    await showDay(day);
    await expect(visitor.locator(`input[name="slot"][value="${start}"]`)).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(visitor.locator('input[name="slot"]').first()).toBeAttached();
});
