/**
 * The public side's journeys, written once and listed once (`marketingJourneys`): this remote's
 * standalone page runs them all (mf-marketing/e2e, a visitor on :3001), the composed app those
 * marked `composed` (e2e/marketing.spec.ts).
 * `base` is the origin ('' for the page's baseURL, or http://localhost:3001).
 */
import fs from 'node:fs';
import { type BrowserContext, expect, type Page } from '@playwright/test';
import { untilAppTookOver } from '../../tooling/src/playwright/publicPages.ts';
import { defineJourneys } from '../../tooling/src/playwright/journeys.ts';
import { expectAccessible, unique } from '../../tooling/src/playwright/kit.ts';
export { expectAccessible, unique };

export const STANDALONE_URL = process.env.MARKETING_STANDALONE_URL ?? 'http://localhost:3001';

export const PUBLIC_PAGES = [
  ['/', /Trouvez un professionnel du droit/],
  ['/search', 'Trouver un professionnel du droit'],
  ['/book', 'Prendre rendez-vous'],
  ['/guide', 'Le guide du justiciable'],
  ['/pilot', 'Programme pilote Prétoire'],
  ['/pro', /Prétoire, la gestion de cabinet/],
] as const;

export async function open(page: Page, base: string, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(`${base}${path}`);
  await untilAppTookOver(page);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 20_000 });
}

/** Every public page: its heading, then axe (no serious or critical violation). */
export async function axeOnPublicPages(page: Page, base: string): Promise<void> {
  for (const [path, heading] of PUBLIC_PAGES) {
    await open(page, base, path, heading);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
    await expectAccessible(page);
  }
}

const resultCount = (page: Page) => page.getByTestId('result-count');
const cards = (page: Page) => page.locator('article[data-profile]');

/** Filters live in the URL: they survive a reload, and Back restores the previous ones. */
export async function searchWithFilters(page: Page, base: string): Promise<void> {
  await open(page, base, '/search', 'Trouver un professionnel du droit');
  await expect(resultCount(page)).toHaveText(/\d+ professionnels? trouvés?/, { timeout: 20_000 });
  await page.getByLabel('Ville ou code postal').fill('69002');
  await expect(page).toHaveURL(/lieu=69002/);
  await expect(cards(page).first()).toContainText('Lyon');
  await page.getByLabel('Langue parlée').selectOption('Anglais');
  await expect(page).toHaveURL(/langue=Anglais/);
  const withLanguage = await resultCount(page).textContent();
  for (const card of await cards(page).all()) await expect(card).toContainText('Anglais');

  await page.reload();
  await expect(page.getByLabel('Ville ou code postal')).toHaveValue('69002', { timeout: 20_000 });
  await expect(page.getByLabel('Langue parlée')).toHaveValue('Anglais');
  await expect(resultCount(page)).toHaveText(withLanguage!);

  // The box follows the address (filters live in the URL): click, then wait for both.
  await page.getByLabel('Disponible cette semaine').click();
  await expect(page).toHaveURL(/semaine=1/);
  await expect(page.getByLabel('Disponible cette semaine')).toBeChecked();
  await page.goBack();
  await expect(page).not.toHaveURL(/semaine=1/);
  await expect(page.getByLabel('Disponible cette semaine')).not.toBeChecked();
  await expect(page.getByLabel('Langue parlée')).toHaveValue('Anglais');

  // Nothing matches: say so and offer to widen.
  await page.getByLabel('Nom ou cabinet').fill('zzzz introuvable');
  await expect(resultCount(page)).toHaveText('Aucun professionnel ne correspond à ces critères.');
  await page.getByRole('button', { name: /Retirer « Nom : zzzz introuvable »/ }).click();
  await expect(cards(page).first()).toBeVisible();
  // Deontology: "spécialiste" only next to a certified specialisation.
  for (const text of await cards(page).allTextContents())
    if (/spécialiste/i.test(text)) expect(text).toMatch(/Spécialiste en /);
}

/** A name in the results opens the profile page (filters kept); Back returns to the same results. */
export async function openProfile(page: Page, base: string): Promise<void> {
  await open(page, base, '/search?lieu=69002', 'Trouver un professionnel du droit');
  const first = cards(page).first();
  await expect(first).toBeVisible({ timeout: 20_000 });
  const name = (await first.getByRole('heading').textContent())!.trim();
  await first.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(/lieu=69002&profil=/);
  const profile = page.getByTestId('profile-detail');
  await expect(profile.getByRole('heading', { level: 2, name })).toBeFocused();
  await expect(profile).toContainText('Langues parlées');
  await expect(profile.getByRole('heading', { name: 'Créneaux libres des deux prochaines semaines' })).toBeVisible();
  await page.goBack();
  await expect(page.getByLabel('Ville ou code postal')).toHaveValue('69002');
  await page.goForward();
  await profile.getByRole('link', { name: 'Prendre rendez-vous' }).click();
  await expect(page).toHaveURL(/\/book\?pro=/);
  await expect(page.getByRole('region', { name: 'Professionnel choisi' })).toContainText(name, { timeout: 20_000 });
  // An unknown profile: a French message and the way back to the directory.
  await open(page, base, '/search?profil=inconnu-42', 'Trouver un professionnel du droit');
  await expect(page.getByRole('heading', { name: 'Profil introuvable' })).toBeVisible({ timeout: 20_000 });
}

export type Booked = { name: string; motif: string };

type Details = { name: string; email?: string; motif?: string };

/** Chooses "Au cabinet" and the first free slot, fills the details and the consent. */
export async function prepareBooking(page: Page, base: string, proUid: string, details: Details): Promise<string> {
  await open(page, base, `/book?pro=${proUid}`, 'Prendre rendez-vous');
  await page.getByRole('radio', { name: 'Au cabinet' }).check({ timeout: 20_000 });
  const firstTime = page
    .getByRole('group', { name: /^Heure/ })
    .getByRole('radio')
    .first();
  await firstTime.check();
  const start = (await firstTime.getAttribute('value'))!;
  await page.getByLabel(/^Nom et prénom/).fill(details.name);
  await page.getByLabel(/^Adresse email/).fill(details.email ?? 'visiteur@example.fr');
  await page.getByLabel(/^Téléphone/).fill('06 12 34 56 78');
  await page.getByLabel('Objet du rendez-vous').fill(details.motif ?? 'Litige avec mon propriétaire');
  await page.getByLabel(/J’accepte que ces informations soient transmises/).check();
  return start;
}

const submitBooking = (page: Page) => page.getByRole('button', { name: 'Envoyer la demande de rendez-vous' });

/** Books the first free slot of `proUid`; checks the confirmation and the .ics file. */
export async function bookEndToEnd(page: Page, base: string, proUid: string): Promise<Booked> {
  const name = unique('Nadia Benali');
  const motif = 'Dépôt de garantie non restitué';
  // Bad input first: French messages, nothing sent.
  await open(page, base, `/book?pro=${proUid}`, 'Prendre rendez-vous');
  await page.getByRole('radio', { name: 'Au cabinet' }).check({ timeout: 20_000 });
  await page.getByLabel(/^Téléphone/).fill('12');
  // Leave the field first: its message appears on blur and moves the button down.
  await page.getByLabel(/^Téléphone/).blur();
  await expect(page.getByText(/téléphone invalide/i)).toBeVisible();
  await submitBooking(page).click();
  await expect(page.getByText('Indiquez votre nom et votre prénom.')).toBeVisible();
  await expect(page.getByText(/Votre accord est nécessaire/)).toBeVisible();
  await expect(page.getByLabel(/^Nom et prénom/)).toBeFocused();

  await prepareBooking(page, base, proUid, { name, motif });
  await submitBooking(page).click();
  const confirmation = page.getByTestId('booking-confirmation');
  await expect(confirmation.getByRole('heading', { name: 'Demande de rendez-vous envoyée' })).toBeVisible();
  await expect(confirmation).toContainText('à confirmer');
  await expect(confirmation).toContainText(motif);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Ajouter à mon agenda (.ics)' }).click();
  const ics = fs.readFileSync(await (await download).path(), 'utf8');
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics).toMatch(/DTSTART:\d{8}T\d{6}Z/);
  return { name, motif };
}

/** An unknown professional: a French message and the way to the directory. */
export async function unknownProfessional(page: Page, base: string): Promise<void> {
  await open(page, base, '/book?pro=inconnu-42', 'Prendre rendez-vous');
  await expect(page.getByRole('heading', { name: 'Professionnel introuvable' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('link', { name: 'Consulter l’annuaire' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Trouver un professionnel du droit' })).toBeVisible();
}

/** Two tabs race for the same slot: one confirmation, one French refusal; the loser keeps what was typed. */
export async function twoTabsRace(context: BrowserContext, base: string, proUid: string): Promise<void> {
  await raceForOneSlot(await context.newPage(), await context.newPage(), base, proUid);
}

/**
 * Two visitors (two tabs, or two browsers on the shared backend) send a request for the same slot
 * at the same moment: one confirmation, one French refusal; the loser keeps what was typed.
 */
export async function raceForOneSlot(first: Page, second: Page, base: string, proUid: string): Promise<void> {
  const startA = await prepareBooking(first, base, proUid, { name: 'Premier Visiteur', email: 'premier@example.fr' });
  const startB = await prepareBooking(second, base, proUid, { name: 'Second Visiteur', email: 'second@example.fr' });
  expect(startB).toBe(startA);
  await Promise.all([submitBooking(first).click(), submitBooking(second).click()]);
  const confirmed = async (page: Page) => page.getByTestId('booking-confirmation').isVisible();
  await expect.poll(async () => (await confirmed(first)) || (await confirmed(second)), { timeout: 20_000 }).toBe(true);
  const [winner, loser] = (await confirmed(first)) ? [first, second] : [second, first];
  await expect(loser.getByText(/Ce créneau vient d’être réservé par une autre personne/)).toBeVisible();
  await expect(winner.getByTestId('booking-confirmation')).toBeVisible();
  // The loser keeps everything typed; the taken slot is gone from its fresh list.
  await expect(loser.getByLabel(/^Nom et prénom/)).toHaveValue(/Visiteur/);
  await expect(loser.getByLabel('Objet du rendez-vous')).toHaveValue('Litige avec mon propriétaire');
  await expect(loser.locator(`input[name="slot"][value="${startA}"]`)).toHaveCount(0);
  await loser
    .getByRole('group', { name: /^Heure/ })
    .getByRole('radio')
    .first()
    .check();
  await submitBooking(loser).click();
  await expect(loser.getByTestId('booking-confirmation')).toBeVisible();
}

/** Applies to the pilot programme; the same email again is "already received". */
export async function pilotApplication(page: Page, base: string): Promise<void> {
  const email = `${unique('candidat').replace(' ', '.')}@cabinet.fr`;
  const fill = async () => {
    await open(page, base, '/pilot', 'Programme pilote Prétoire');
    await page.getByLabel(/^Nom et prénom/).fill('Hélène Garnier');
    await page.getByLabel(/^Adresse email professionnelle/).fill(email);
    await page.getByLabel(/^Cabinet/).fill('Cabinet Garnier');
    await page.getByLabel(/^Barreau/).fill('Barreau de Lille');
    await page.getByLabel(/^Taille du cabinet/).selectOption('2-5');
    await page.getByRole('checkbox', { name: 'Droit du travail' }).check();
    await page.getByLabel(/^Votre message/).fill('Nous cherchons un outil pour la facturation et les délais.');
    await page.getByLabel(/J’accepte que Prétoire conserve ces informations/).check();
    await page.getByRole('button', { name: 'Envoyer ma candidature' }).click();
  };
  await open(page, base, '/pilot', 'Programme pilote Prétoire');
  await page.getByRole('button', { name: 'Envoyer ma candidature' }).click();
  await expect(page.getByText('Choisissez au moins un domaine.')).toBeVisible();
  await expect(page.getByLabel(/^Nom et prénom/)).toBeFocused();
  await fill();
  await expect(page.getByText('Candidature reçue')).toBeVisible({ timeout: 20_000 });
  await fill();
  await expect(page.getByText('Candidature déjà reçue')).toBeVisible({ timeout: 20_000 });
}

/** Each link of the guide's table of contents scrolls to its section. */
export async function guideTableOfContents(page: Page, base: string): Promise<void> {
  await open(page, base, '/guide', 'Le guide du justiciable');
  const toc = page.getByRole('navigation', { name: 'Sommaire' });
  const links = await toc.getByRole('link').all();
  expect(links.length).toBeGreaterThanOrEqual(8);
  for (const link of [...links].reverse()) {
    const hash = new URL((await link.getAttribute('href'))!, 'http://localhost').hash;
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${hash}$`));
    await expect(page.locator(hash).getByRole('heading', { level: 2 })).toBeInViewport();
  }
  // A section's address opens on that section (a fresh page load, not a same-document hash change).
  await page.goto(`${base}/pilot`);
  await page.goto(`${base}/guide#aide-juridictionnelle`);
  await untilAppTookOver(page);
  await expect(page.locator('#aide-juridictionnelle').getByRole('heading', { level: 2 })).toBeInViewport();
}

/** The public side's journeys: the standalone page runs them all, the composed app those marked `composed`. */
export const marketingJourneys = defineJourneys([
  {
    title: 'annuaire : filtres dans l’adresse, rechargement et retour arrière',
    tag: '@autonome',
    composed: true,
    timeout: 60_000,
    run: searchWithFilters,
  },
  {
    title: 'fiche d’un professionnel depuis les résultats, filtres conservés',
    composed: true,
    timeout: 60_000,
    run: openProfile,
  },
  {
    // The composed app books with the demo owner and finds the request in the agenda (e2e/marketing.spec.ts).
    title: 'prise de rendez-vous de bout en bout, avec le fichier .ics',
    run: async (page, base) => {
      await bookEndToEnd(page, base, 'demo-pro-05');
    },
  },
  {
    title: 'professionnel inconnu : message et lien vers l’annuaire',
    run: unknownProfessional,
  },
  {
    title: 'deux onglets pour le même créneau : une confirmation, un refus en français',
    run: (page, base) => twoTabsRace(page.context(), base, 'demo-pro-07'),
  },
  {
    title: 'candidature au programme pilote, puis « déjà reçue »',
    run: pilotApplication,
  },
  {
    title: 'le sommaire du guide mène à chaque section',
    composed: true,
    timeout: 60_000,
    run: guideTableOfContents,
  },
  {
    title: 'axe : aucune violation grave sur les six pages',
    timeout: 60_000,
    run: axeOnPublicPages,
  },
]);
