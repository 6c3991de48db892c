/**
 * The team and settings journeys, written once and listed once (`teamSettingsJourneys`): this
 * remote's standalone page runs them all (mf-team-settings/e2e), the composed app those marked
 * `composed` (e2e/team-settings.spec.ts).
 * `base` is the origin ('' for the page's baseURL, or http://localhost:3007).
 */
import fs from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import Papa from 'papaparse';
import { defineJourneys } from '../../tooling/src/playwright/journeys.ts';
import { expectAccessible, expectNoSidewaysScroll, unique, uniqueEmail } from '../../tooling/src/playwright/kit.ts';
export { expectAccessible, unique, uniqueEmail };

export const STANDALONE_URL = process.env.TEAM_STANDALONE_URL ?? 'http://localhost:3007';

/** Every route of the area with its heading. */
export const AREA_ROUTES: [string, string][] = [
  ['/app/teammates', 'Équipe'],
  ['/app/teammates/new', 'Inviter un collaborateur'],
  ['/app/teammates/board', 'Tableau des tâches'],
  ['/app/teammates/planner', 'Planning de l’équipe'],
  ['/app/settings', 'Paramètres'],
  ['/app/settings/team', 'Cabinet et membres'],
  ['/app/settings/billing', 'Paramètres de facturation'],
  ['/app/settings/profile', 'Profil'],
  ['/app/settings/availability', 'Disponibilités'],
  ['/app/settings/subscription', 'Abonnement'],
  ['/app/settings/notifications', 'Notifications'],
];

/** Opens a route and waits for its heading (the data are loaded). */
export async function open(page: Page, base: string, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(`${base}${path}`);
  const name = typeof heading === 'string' ? new RegExp(`^${heading}$`) : heading;
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 20_000 });
}

/**
 * The owner invites `email`: bad input first, then the link to copy (checked in the clipboard),
 * then "already invited" and "already a member". Returns the invitation link.
 */
export async function inviteAndCopyLink(page: Page, base: string, email: string): Promise<string> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page, base, '/app/teammates/new', 'Inviter un collaborateur');
  const emailField = page.getByLabel(/^Email du collaborateur/);
  const submit = page.getByRole('button', { name: 'Créer l’invitation' });
  await submit.click();
  await expect(page.getByText('Saisissez l’adresse email du collaborateur.')).toBeVisible();
  await expect(emailField).toBeFocused();
  await emailField.fill('pas-une-adresse');
  await submit.click();
  await expect(page.getByText(/Adresse email invalide/)).toBeVisible();
  await emailField.fill(email);
  await page.getByLabel('Nom (facultatif)').fill('Paul Invité');
  await submit.click();

  const linkField = page.getByLabel('Lien d’invitation');
  await expect(linkField).toHaveValue(/\/pro\/accept-invite\?token=[\w-]+$/);
  const link = await linkField.inputValue();
  await page.getByRole('button', { name: 'Copier le lien' }).click();
  await expect(page.getByText('Lien d’invitation copié.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  // The same address again: already invited; a member's address: already a member.
  await emailField.fill(email.toUpperCase());
  await submit.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Une invitation est déjà en attente' })).toBeVisible();
  await emailField.fill('julien.martin@cabinet-durand.fr');
  await submit.click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Cette personne fait déjà partie du cabinet.' }),
  ).toBeVisible();
  return link;
}

/** The pending invitation is listed with its link to copy again; revoking it removes it. */
export async function pendingInvitationThenRevoke(page: Page, base: string, email: string): Promise<void> {
  await open(page, base, '/app/teammates', 'Équipe');
  const row = page.locator(`[data-invitation="${email}"]`);
  await expect(row).toContainText('en attente');
  await expect(row).toContainText('par Claire Durand');
  await row.getByRole('button', { name: `Copier le lien d’invitation de ${email}` }).click();
  await expect(page.getByText('Lien d’invitation copié.').first()).toBeVisible();
  await row.getByRole('button', { name: `Révoquer l’invitation de ${email}` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Révoquer l’invitation de ${email} ?` });
  await dialog.getByRole('button', { name: 'Révoquer' }).click();
  await expect(row).toHaveCount(0);
}

/**
 * The only owner cannot demote themself; promoting Sophie Bernard then setting her back is
 * written to the team's journal (audit trail).
 */
export async function roleChangeAudited(page: Page, base: string): Promise<void> {
  await open(page, base, '/app/teammates', 'Équipe');
  const confirm = async (title: string, choice: 'Changer le rôle' | 'Annuler') => {
    const dialog = page.getByRole('alertdialog', { name: title });
    await dialog.getByRole('button', { name: choice }).click();
    await expect(dialog).toBeHidden();
  };
  await page.getByLabel('Rôle de Claire Durand').selectOption('member');
  await confirm('Rôle de Claire Durand : « Collaborateur » ?', 'Changer le rôle');
  await expect(page.getByRole('alert')).toContainText('Le cabinet doit garder au moins un titulaire');
  await expect(page.getByLabel('Rôle de Claire Durand')).toHaveValue('owner');

  // Cancelled: nothing changes.
  await page.getByLabel('Rôle de Sophie Bernard').selectOption('owner');
  await confirm('Rôle de Sophie Bernard : « Titulaire » ?', 'Annuler');
  await expect(page.getByLabel('Rôle de Sophie Bernard')).toHaveValue('member');

  await page.getByLabel('Rôle de Sophie Bernard').selectOption('owner');
  await confirm('Rôle de Sophie Bernard : « Titulaire » ?', 'Changer le rôle');
  const journal = page.locator('[data-team-history]');
  await expect(journal).toContainText('Claire Durand a changé le rôle de Sophie Bernard : Collaborateur → Titulaire.');
  await page.getByLabel('Rôle de Sophie Bernard').selectOption('member');
  await confirm('Rôle de Sophie Bernard : « Collaborateur » ?', 'Changer le rôle');
  await expect(journal).toContainText('Claire Durand a changé le rôle de Sophie Bernard : Titulaire → Collaborateur.');
}

/** Creates a task in « À faire » through the dialog; returns its card. */
export async function createTask(page: Page, base: string, title: string): Promise<Locator> {
  await open(page, base, '/app/teammates/board', 'Tableau des tâches');
  await page.getByRole('button', { name: 'Nouvelle tâche' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle tâche' });
  await dialog.getByRole('button', { name: 'Créer la tâche' }).click();
  await expect(dialog.getByText('Donnez un titre à la tâche.')).toBeVisible();
  await dialog.getByLabel(/^Titre/).fill(title);
  await dialog.getByLabel('Attribuée à').selectOption({ label: 'Julien Martin' });
  await dialog.getByRole('button', { name: 'Créer la tâche' }).click();
  await expect(dialog).toBeHidden();
  const card = page.locator(`[data-column="À faire"] [data-task="${title}"]`);
  await expect(card).toBeVisible();
  await expect(card).toContainText('Julien Martin');
  return card;
}

const handleOf = (page: Page, title: string) =>
  page.getByRole('button', { name: new RegExp(`^Déplacer « ${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} »`) });

/**
 * Keyboard only: Space picks the card up, → moves it one column, Space drops it; three times,
 * across the four columns, with dnd-kit's French announcements. Escape cancels a move.
 */
/**
 * dnd-kit announces the pick-up at once but listens to the arrows from a zero-delay timer it sets
 * then (so the Space that picked the card up does not drop it): a key pressed within that same
 * millisecond — no person does, a test can — is not heard. A zero-delay timer of ours runs after
 * dnd-kit's (timers of equal delay run in order): an ordering barrier, not a wait.
 */
async function untilArrowsListened(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}

export async function moveTaskWithKeyboard(page: Page, base: string): Promise<void> {
  const title = unique('Relire les conclusions');
  await createTask(page, base, title);
  const handle = handleOf(page, title);
  await handle.focus();
  await expect(handle).toBeFocused();
  const live = page.locator('[id^="DndLiveRegion"]');

  // Escape cancels: the card stays in « À faire ».
  await page.keyboard.press('Space');
  await expect(live).toContainText(`Tâche « ${title} » au-dessus de la colonne À faire.`);
  await untilArrowsListened(page);
  await page.keyboard.press('ArrowRight');
  await expect(live).toContainText('au-dessus de la colonne En cours');
  await page.keyboard.press('Escape');
  await expect(live).toContainText(`Déplacement annulé : la tâche « ${title} » reste à sa place.`);
  await expect(page.locator(`[data-column="À faire"] [data-task="${title}"]`)).toBeVisible();

  let previous = 'À faire';
  for (const column of ['En cours', 'En revue', 'Terminé']) {
    await expect(handle).toBeFocused();
    await page.keyboard.press('Space');
    // Picked up (dnd-kit listens to the arrows from then on): over its own column first.
    await expect(live).toContainText(`Tâche « ${title} » au-dessus de la colonne ${previous}.`);
    await untilArrowsListened(page);
    previous = column;
    await page.keyboard.press('ArrowRight');
    await expect(live).toContainText(`au-dessus de la colonne ${column}`);
    await page.keyboard.press('Space');
    await expect(live).toContainText(`Tâche « ${title} » déposée dans la colonne ${column}.`);
    await expect(page.locator(`[data-column="${column}"] [data-task="${title}"]`)).toBeVisible();
    await expect(handle).toHaveAccessibleName(`Déplacer « ${title} » (colonne ${column})`);
  }
  // Saved: still in « Terminé » after a reload.
  await page.reload();
  await expect(page.locator(`[data-column="Terminé"] [data-task="${title}"]`)).toBeVisible({ timeout: 20_000 });
}

/** Billing settings: SIRET and IBAN keys refused next to their fields, nothing typed lost; saved values stay. */
export async function editBillingSettings(page: Page, base: string): Promise<void> {
  await open(page, base, '/app/settings/billing', 'Paramètres de facturation');
  const siret = page.getByLabel(/^SIRET/);
  const iban = page.getByLabel(/^IBAN/);
  const terms = page.getByLabel('Délai de paiement (jours)');
  const name = page.getByLabel(/^Dénomination/);
  const legalName = unique('Cabinet Durand');
  await name.fill(legalName);
  await siret.fill('81234567600018');
  await iban.fill('FR76 3000 4000 0312 3456 7890 144');
  await terms.fill('45');
  await page.getByRole('button', { name: 'Enregistrer les paramètres de facturation' }).click();
  await expect(page.getByText('SIRET invalide : la clé de contrôle ne correspond pas.')).toBeVisible();
  await expect(page.getByText(/IBAN invalide/)).toBeVisible();
  await expect(siret).toBeFocused();
  await expect(name).toHaveValue(legalName);
  await siret.fill('81234567600017');
  await iban.fill('FR76 3000 4000 0312 3456 7890 143');
  await page.getByRole('button', { name: 'Enregistrer les paramètres de facturation' }).click();
  await expect(page.getByText(/^Paramètres de facturation enregistrés/)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(/^Dénomination/)).toHaveValue(legalName, { timeout: 20_000 });
  await expect(page.getByLabel('Délai de paiement (jours)')).toHaveValue('45');
}

/** Availability: the preview of free slots follows the form; a negative buffer is refused by its field. */
export async function availabilityPreview(page: Page, base: string): Promise<void> {
  await open(page, base, '/app/settings/availability', 'Disponibilités');
  const preview = page.getByRole('list', { name: 'Prochains créneaux libres' });
  await expect(preview.getByRole('listitem').first()).toBeVisible();
  const before = await preview.textContent();
  const buffer = page.getByLabel('Marge entre rendez-vous (minutes)');
  await buffer.fill('-5');
  await buffer.blur();
  await expect(page.getByText('La marge entre rendez-vous ne peut pas être négative.')).toBeVisible();
  await expect(page.getByText('Corrigez les erreurs du formulaire pour voir l’aperçu.')).toBeVisible();
  await buffer.fill('0');
  await expect(preview.getByRole('listitem').first()).toBeVisible();
  await expect.poll(() => preview.textContent()).not.toBe(before);
  const slot = page.getByLabel('Durée d’un créneau (minutes)');
  await slot.fill('45');
  await page.getByRole('button', { name: 'Enregistrer les disponibilités' }).click();
  await expect(page.getByText(/n’est pas un multiple de la durée d’un créneau \(45 min\)/).first()).toBeVisible();
  await slot.fill('30');
  await page.getByRole('button', { name: 'Enregistrer les disponibilités' }).click();
  await expect(page.getByText('Disponibilités enregistrées.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Marge entre rendez-vous (minutes)')).toHaveValue('0', { timeout: 20_000 });
}

/** The planner: the week per teammate, previous/next week and back to today. */
export async function plannerWeeks(page: Page, base: string): Promise<void> {
  await open(page, base, '/app/teammates/planner', 'Planning de l’équipe');
  const week = page.getByText(/^Semaine du /);
  const current = (await week.textContent()) ?? '';
  await expect(page.getByRole('rowheader', { name: /Claire Durand/ })).toBeVisible();
  await page.getByRole('button', { name: 'Semaine suivante' }).click();
  await expect(week).not.toHaveText(current);
  await page.getByRole('button', { name: 'Aujourd’hui' }).click();
  await expect(week).toHaveText(current);
}

/** The bell (on the page already open): unread count, opening the panel, mark all read, Escape. */
export async function notificationsBell(page: Page): Promise<void> {
  const bell = page.getByRole('button', { name: /^Notifications, \d+ non lues?$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  const panel = page.getByRole('region', { name: 'Notifications', exact: true });
  await expect(panel.getByText('Nouvelle demande de rendez-vous').first()).toBeVisible();
  await panel.getByRole('button', { name: 'Tout marquer comme lu' }).click();
  await expect(page.getByRole('button', { name: 'Notifications, aucune non lue' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: 'Notifications, aucune non lue' })).toBeFocused();
}

/**
 * Composed app only (the link opens mf-auth's page): signs the owner out, opens the copied link,
 * joins as the invited person and signs out again.
 */
export async function acceptInvitation(page: Page, link: string, email: string): Promise<void> {
  await open(page, '', '/app/teammates', 'Équipe');
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/pro\/login/);
  await joinByInvitation(page, link, email);
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/pro\/login/);
}

/** Signed out, the invited person opens the link and joins: their account is created, they land in /app. */
export async function joinByInvitation(page: Page, link: string, email: string): Promise<void> {
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Rejoindre /, { timeout: 20_000 });
  await expect(page.getByLabel('Adresse email')).toHaveValue(email);
  await page.getByLabel(/^Nom et prénom/).fill('Paul Invité');
  await page.getByLabel(/^Mot de passe/).fill('Invite-mot-de-passe-1');
  await page.getByRole('button', { name: 'Rejoindre le cabinet' }).click();
  await expect(page).toHaveURL(/\/app$/, { timeout: 20_000 });
}

/** The new member is listed on the team, and no longer among the pending invitations. */
export async function newMemberListed(page: Page, base: string, email: string): Promise<void> {
  await open(page, base, '/app/teammates', 'Équipe');
  await expect(page.locator(`[data-member="${email}"]`)).toContainText('Paul Invité');
  await expect(page.locator(`[data-invitation="${email}"]`)).toHaveCount(0);
}

/**
 * Composed app only (the directory is mf-marketing's /search): the owner withdraws the public
 * profile — gone from the directory — then publishes it again — listed again.
 */
export async function profilePublishedThenWithdrawn(page: Page): Promise<void> {
  const profile = async (publish: boolean) => {
    await open(page, '', '/app/settings/profile', 'Profil');
    await page.getByLabel('Profil public').setChecked(publish);
    await page.getByRole('button', { name: 'Enregistrer le profil' }).click();
    await expect(
      page.getByText(publish ? 'Profil enregistré et publié dans l’annuaire.' : 'Profil enregistré (non publié).'),
    ).toBeVisible();
  };
  const search = async () => {
    await open(page, '', '/search', 'Trouver un professionnel du droit');
    await page.getByLabel('Nom ou cabinet').fill('Claire Durand');
  };
  await profile(false);
  await search();
  await expect(page.getByTestId('result-count')).toHaveText('Aucun professionnel ne correspond à ces critères.');
  await profile(true);
  await search();
  await expect(page.locator('article[data-profile]').filter({ hasText: 'Claire Durand' })).toBeVisible();
}

/** Sets the invoice numbering prefix and the payment terms (billing settings read by every new invoice). */
export async function setNumberingPrefix(page: Page, base: string, prefix: string): Promise<void> {
  await open(page, base, '/app/settings/billing', 'Paramètres de facturation');
  await page.getByLabel('Préfixe de numérotation').fill(prefix);
  await page.getByRole('button', { name: 'Enregistrer les paramètres de facturation' }).click();
  await expect(page.getByText(/^Paramètres de facturation enregistrés/)).toBeVisible();
}

/** axe on some routes of the area (the list is split so each test stays short). */
export async function routesAccessible(page: Page, base: string, routes: [string, string][]): Promise<void> {
  for (const [path, heading] of routes) {
    await open(page, base, path, heading);
    await expectAccessible(page);
  }
}

/** The journal of sensitive changes on /app/settings/team (owner). */
export const journalRegion = (page: Page) => page.getByRole('region', { name: 'Journal des modifications sensibles' });

/** Downloads the journal's CSV and parses it back (BOM, `;`, French headers). */
export async function downloadJournalCsv(page: Page): Promise<string[][]> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    journalRegion(page).getByRole('button', { name: 'Exporter en CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^journal-modifications-\d{4}-\d{2}-\d{2}\.csv$/);
  const content = fs.readFileSync((await download.path())!, 'utf8');
  expect(content.charCodeAt(0)).toBe(0xfeff);
  const parsed = Papa.parse<string[]>(content.slice(1), { delimiter: ';', skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  expect(parsed.data[0]).toEqual([
    'Date',
    'Heure',
    'Auteur',
    'Action',
    'Objet',
    'Modifications (avant → après)',
    'Détails',
  ]);
  return parsed.data;
}

/**
 * The owner changes the cabinet's barreau: the journal shows who, the action and the field
 * before → after; filtered by action (in the URL), exported as CSV and parsed back; axe clean.
 */
export async function settingChangeJournaled(page: Page, base: string): Promise<void> {
  await open(page, base, '/app/settings/team', 'Cabinet et membres');
  const field = page.getByLabel(/^Barreau/);
  const before = (await field.inputValue()).trim();
  const after = unique('Barreau');
  await field.fill(after);
  await page.getByRole('button', { name: 'Enregistrer l’identité du cabinet' }).click();
  await expect(page.getByText('Identité du cabinet enregistrée.')).toBeVisible();

  const journal = journalRegion(page);
  const change = `Barreau : ${before || '—'} → ${after}`;
  await expect(journal.getByText(change)).toBeVisible();

  await journal.getByLabel('Action', { exact: true }).selectOption({ label: 'Identité du cabinet modifiée' });
  await expect(page).toHaveURL(/[?&]action=settings\.team/);
  await expect(journal.getByTestId('journal-count')).toContainText('(filtrées)');
  await expect(journal.getByText(change)).toBeVisible();
  await expect(journal.getByRole('table').getByText('Rôle d’un membre changé')).toHaveCount(0);

  const rows = await downloadJournalCsv(page);
  expect(rows.length).toBeGreaterThan(1);
  for (const row of rows.slice(1)) expect(row[3]).toBe('Identité du cabinet modifiée');
  expect(rows[1]).toEqual([
    expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
    expect.stringMatching(/^\d{2}:\d{2}$/),
    'Claire Durand',
    'Identité du cabinet modifiée',
    'Identité du cabinet',
    change,
    '',
  ]);
  // The filter survives a reload (it lives in the URL); axe once no toast is fading in or out.
  await page.reload();
  await expect(journal.getByLabel('Action', { exact: true })).toHaveValue('settings.team');
  await expect(journal.getByText(change)).toBeVisible();
  await expectAccessible(page);

  // A phone: the journal's rows become cards, nothing scrolls sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(journal.getByText(change)).toBeVisible();
  await expectNoSidewaysScroll(page);
}

/** The journal lists a billing export (made before this step) under « Export des factures ». */
export async function exportJournaled(page: Page, base: string, fileName: string): Promise<void> {
  await open(page, base, '/app/settings/team?action=export.invoices', 'Cabinet et membres');
  const journal = journalRegion(page);
  await expect(journal.getByText(`Fichier ${fileName}`).first()).toBeVisible();
  await expect(journal.getByRole('table').getByText('Export des factures').first()).toBeVisible();
}

/** The team and settings journeys: the standalone page runs them all, the composed app those marked `composed`. */
export const teamSettingsJourneys = defineJourneys([
  {
    // The composed app has the invited person accept the link instead (e2e/team-settings.spec.ts).
    title: 'invitation : erreurs, lien copié, déjà invité, déjà membre ; listée puis révoquée',
    tag: '@autonome',
    run: async (page, base) => {
      const email = uniqueEmail('paul.invite');
      await inviteAndCopyLink(page, base, email);
      await pendingInvitationThenRevoke(page, base, email);
    },
  },
  {
    title: 'changement de rôle inscrit au journal ; le seul titulaire ne se rétrograde pas',
    composed: true,
    run: roleChangeAudited,
  },
  {
    title: 'journal des modifications sensibles : avant → après, filtre par action, export CSV',
    composed: true,
    timeout: 60_000,
    run: async (page, base, app) => {
      await settingChangeJournaled(page, base);
      // Only the composed app has the billing export: the journal lists it too.
      if (app === 'composed') {
        await page.setViewportSize({ width: 1280, height: 800 });
        await open(page, base, '/app/billing/export', 'Export de la facturation');
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: 'Télécharger les factures (CSV)' }).click(),
        ]);
        await exportJournaled(page, base, download.suggestedFilename());
      }
    },
  },
  {
    title: 'tableau : une tâche traverse les quatre colonnes au clavier seul',
    composed: true,
    run: moveTaskWithKeyboard,
  },
  {
    title: 'facturation : SIRET et IBAN vérifiés, saisie gardée, valeurs enregistrées',
    run: editBillingSettings,
  },
  {
    title: 'disponibilités : l’aperçu des créneaux suit le formulaire',
    run: availabilityPreview,
  },
  {
    // On the composed app, the bell is the one in the shell's header.
    title: 'planning de la semaine et cloche des notifications',
    composed: true,
    run: async (page, base) => {
      await plannerWeeks(page, base);
      await notificationsBell(page);
    },
  },
  {
    title: 'un collaborateur voit « Accès réservé au titulaire du compte » sur les écrans du titulaire',
    run: async (page, base) => {
      for (const path of [
        '/app/settings/billing',
        '/app/settings/team',
        '/app/settings/subscription',
        '/app/teammates/new',
      ]) {
        await open(page, base, `${path}?demo=julien`, 'Accès réservé au titulaire du compte');
      }
      await expect(page.getByText('Journal des modifications sensibles')).toHaveCount(0);
      await open(page, base, '/app/teammates?demo=julien', 'Équipe');
      await expect(page.getByRole('button', { name: /^Retirer / })).toHaveCount(0);
    },
  },
  ...(
    [
      ['équipe', AREA_ROUTES.slice(0, 4)],
      ['paramètres (1)', AREA_ROUTES.slice(4, 8)],
      ['paramètres (2)', AREA_ROUTES.slice(8)],
    ] as const
  ).map(([label, routes]) => ({
    title: `accessibilité (axe) des écrans : ${label}`,
    timeout: 60_000,
    run: (page: Page, base: string) => routesAccessible(page, base, [...routes]),
  })),
]);
