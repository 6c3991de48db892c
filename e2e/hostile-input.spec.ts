/**
 * Hostile input: every free-text field of every area is fed HTML/script payloads, a
 * 10,000-character string, emoji, RTL text and surrounding spaces (three rounds a form). Nothing executes (no dialog,
 * `window.__pwned` stays undefined), nothing widens the page, the limit is stated before submit
 * and the over-long field says so in French next to it, while every value stays in its field.
 * Then a few records saved with such values are shown as literal text in their list and page.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { demoOwner, DEMO, main, OWNER_STATE, test } from './fixtures.ts';

const LONG = 'a'.repeat(10_000);
/**
 * Three rounds a form (each round fills every field and submits): the markup attacks together,
 * the over-long text, then emoji, right-to-left text and surrounding spaces together.
 */
const MARKUP = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>"><svg onload=window.__pwned=1>';
const SCRIPTS = '  👩‍⚖️⚖️📁 محامي שלום  ';
const PAYLOADS = [MARKUP, LONG, SCRIPTS] as const;

/** The editable free-text controls of a form (dates, times, passwords, checkboxes excluded). */
const TEXT_FIELDS = [
  'input:not([type])',
  'input[type=text]',
  'input[type=email]',
  'input[type=tel]',
  'input[type=url]',
  'textarea',
]
  .map((selector) => `${selector}:visible:not([readonly]):not([disabled])`)
  .join(', ');

type FormCase = {
  name: string;
  /** Opens the page and the form; returns the form (or its dialog). */
  open: (page: Page) => Promise<Locator>;
  /** The submit button's name. */
  submit: string | RegExp;
};

/** Records every dialog (alert, confirm, prompt) except the browser's "leave the page?" question. */
function watchDialogs(page: Page): string[] {
  const fired: string[] = [];
  page.on('dialog', async (dialog) => {
    if (dialog.type() === 'beforeunload') return dialog.accept();
    fired.push(`${dialog.type()}: ${dialog.message()}`);
    return dialog.dismiss();
  });
  return fired;
}

async function expectNothingExecutedNorWidened(page: Page, fired: string[], where: string): Promise<void> {
  expect(fired, `${where} : aucune boîte de dialogue`).toEqual([]);
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned), `${where} : rien d’exécuté`).toBe(
    undefined,
  );
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${where} : pas de défilement horizontal`).toBeLessThanOrEqual(0);
}

type FieldState = { label: string; limit: number | null; described: string; length: number };

/** Each filled field: its stated limit (the "-limit" hint), what describes it, and its length. */
async function fieldStates(form: Locator): Promise<FieldState[]> {
  return form.locator(TEXT_FIELDS).evaluateAll((elements) =>
    elements.map((element) => {
      const control = element as HTMLInputElement | HTMLTextAreaElement;
      const ids = (control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
      const parts = ids.map((id) => document.getElementById(id));
      const limitPart = parts.find((part) => part?.id.endsWith('-limit'));
      return {
        label: control.labels?.[0]?.textContent?.trim() ?? control.name,
        limit: limitPart ? Number((limitPart.textContent ?? '').replace(/\D/g, '')) : null,
        described: parts.map((part) => part?.textContent ?? '').join(' '),
        length: control.value.length,
      };
    }),
  );
}

/** Fills every free-text field with each payload in turn and submits; checks after each. */
async function hammer(page: Page, fired: string[], form: FormCase): Promise<void> {
  const open = async () => {
    const opened = await form.open(page);
    await expect(opened.locator(TEXT_FIELDS).first(), `${form.name} : des champs de texte`).toBeVisible({
      timeout: 20_000,
    });
    return opened;
  };
  let scope = await open();
  for (const payload of PAYLOADS) {
    const label = `${form.name} (${payload === LONG ? '10 000 × a' : payload})`;
    // A value that passes may have been saved and the form closed: open it again.
    if ((await scope.locator(TEXT_FIELDS).count()) === 0) scope = await open();
    const fields = scope.locator(TEXT_FIELDS);
    const count = await fields.count();
    expect(count, `${form.name} : des champs de texte`).toBeGreaterThan(0);
    for (let i = 0; i < count; i += 1) await fields.nth(i).fill(payload);
    const submit = scope.getByRole('button', { name: form.submit }).first();
    await submit.click();
    // Settled: refused (a field or the form in error), or saved (closed, emptied, nothing left to save).
    await expect
      .poll(
        async () => {
          const controls = scope.locator(TEXT_FIELDS);
          if ((await controls.count()) === 0) return true;
          if ((await scope.locator('[aria-invalid="true"], [role="alert"]').count()) > 0) return true;
          if (
            (await controls
              .first()
              .inputValue({ timeout: 500 })
              .catch(() => payload)) !== payload
          )
            return true;
          const idle = (await submit.getAttribute('aria-busy', { timeout: 500 }).catch(() => null)) !== 'true';
          return idle && !(await submit.isEnabled({ timeout: 500 }).catch(() => true));
        },
        { message: `${label} : réponse au clic`, timeout: 15_000 },
      )
      .toBe(true);
    await expectNothingExecutedNorWidened(page, fired, label);
    if (payload !== LONG) continue;
    // Every value still in its field; every field whose stated limit is passed says so next to it.
    const problems = (states: FieldState[]) =>
      states.flatMap((state) => [
        ...(state.length === LONG.length ? [] : [`${state.label} : texte perdu (${state.length} caractères restent)`]),
        ...(state.limit !== null &&
        state.limit < LONG.length &&
        !/caractères au maximum \(vous en avez saisi 10\s000\)/.test(state.described)
          ? [`${state.label} : pas de message de limite (${state.described.slice(0, 120)})`]
          : []),
      ]);
    await expect.poll(async () => problems(await fieldStates(scope)), { message: label }).toEqual([]);
    const states = await fieldStates(scope);
    expect(
      states.some((state) => state.limit !== null) || form.name.startsWith('Connexion'),
      `${form.name} : limite annoncée`,
    ).toBe(true);
  }
}

const inMain = (page: Page, submit: string | RegExp) =>
  main(page)
    .locator('form')
    .filter({ has: page.getByRole('button', { name: submit }) })
    .first();

async function goto(page: Page, path: string): Promise<void> {
  await page.goto(path);
}

/** The first open dossier of the demo cabinet, on the given tab. */
async function openDossierTab(page: Page, tab: string): Promise<void> {
  await goto(page, '/app/cases?statut=ouvert');
  await main(page).getByRole('table', { name: 'Liste des dossiers' }).getByRole('link').first().click();
  await page.getByRole('tab', { name: tab }).click();
}

const CASES_FORMS: FormCase[] = [
  {
    name: 'Nouveau client',
    submit: 'Enregistrer le client',
    open: async (page) => {
      await goto(page, '/app/clients');
      await main(page).getByRole('button', { name: 'Nouveau client' }).click();
      return page.getByRole('form', { name: 'Enregistrer le client' });
    },
  },
  {
    name: 'Nouveau dossier',
    submit: 'Créer le dossier',
    open: async (page) => {
      await goto(page, '/app/cases?nouveau=1');
      return page.getByRole('form', { name: 'Créer le dossier' });
    },
  },
  {
    name: 'Partie adverse',
    submit: 'Vérifier et ajouter',
    open: async (page) => {
      await openDossierTab(page, 'Parties');
      return inMain(page, 'Vérifier et ajouter');
    },
  },
  {
    name: 'Notes du dossier',
    submit: 'Enregistrer les notes',
    open: async (page) => {
      await openDossierTab(page, 'Notes');
      return page.getByRole('form', { name: 'Notes du dossier' });
    },
  },
  {
    name: 'Temps passé',
    submit: 'Ajouter le temps',
    open: async (page) => {
      await openDossierTab(page, 'Temps passés');
      return page.getByRole('form', { name: 'Ajouter du temps passé' });
    },
  },
];

const CALENDAR_AND_BILLING_FORMS: FormCase[] = [
  {
    name: 'Événement d’agenda',
    submit: 'Ajouter à l’agenda',
    open: async (page) => {
      await goto(page, '/app/calendar/court');
      await main(page).getByRole('button', { name: 'Nouvelle audience' }).click();
      return page.getByRole('form', { name: 'Nouvel événement' });
    },
  },
  {
    name: 'Réponse à une demande de rendez-vous',
    submit: /^Refuser la demande/,
    // The demo cabinet has three pending requests: each passing round answers one (two rounds pass).
    open: async (page) => {
      await goto(page, '/app/calendar/meetings');
      const list = main(page).getByRole('list', { name: 'Demandes à confirmer' });
      await list
        .getByRole('button', { name: /^Refuser la demande de/ })
        .first()
        .click();
      return page.getByRole('form', { name: 'Réponse au demandeur' });
    },
  },
  {
    name: 'Facture (brouillon)',
    submit: 'Enregistrer le brouillon',
    open: async (page) => {
      await goto(page, '/app/billing/new');
      await main(page).getByRole('button', { name: 'Ajouter une ligne d’honoraires' }).click();
      return inMain(page, 'Enregistrer le brouillon');
    },
  },
  {
    name: 'Dépense',
    submit: 'Enregistrer la dépense',
    open: async (page) => {
      await goto(page, '/app/accounting?onglet=depenses');
      await main(page).getByRole('button', { name: 'Nouvelle dépense' }).click();
      return page.getByRole('form', { name: 'Nouvelle dépense' });
    },
  },
  {
    name: 'Mouvement CARPA',
    submit: 'Enregistrer le mouvement',
    open: async (page) => {
      await openDossierTab(page, 'CARPA');
      return page.getByRole('form', { name: 'Enregistrer un mouvement CARPA' });
    },
  },
];

const RESEARCH_FORMS: FormCase[] = [
  {
    name: 'Fiche de recherche',
    submit: 'Créer la fiche',
    open: async (page) => {
      await goto(page, '/app/research');
      await main(page).getByRole('button', { name: 'Nouvelle fiche' }).click();
      return page.getByRole('dialog', { name: 'Nouvelle fiche de recherche' });
    },
  },
  {
    name: 'Source d’une fiche',
    submit: 'Enregistrer la source',
    open: async (page) => {
      await goto(page, '/app/research');
      await main(page).getByRole('table').getByRole('link').first().click();
      await page.getByRole('button', { name: 'Ajouter une source' }).click();
      const form = page.getByRole('form', { name: 'Source' });
      await form.getByLabel(/^Type de source/).selectOption('jurisprudence');
      return form;
    },
  },
  {
    name: 'Note de recherche',
    submit: 'Enregistrer la note',
    open: async (page) => {
      await goto(page, '/app/research');
      await main(page).getByRole('table').getByRole('link').first().click();
      return page.getByRole('form', { name: 'Note de recherche' });
    },
  },
  {
    name: 'Article du cabinet',
    submit: 'Enregistrer l’article',
    open: async (page) => {
      await goto(page, '/app/research/articles');
      await main(page).getByRole('button', { name: 'Nouvel article' }).click();
      return page.getByRole('dialog', { name: 'Nouvel article du cabinet' });
    },
  },
  {
    name: 'Modèle de document',
    submit: 'Enregistrer le modèle',
    open: async (page) => {
      await goto(page, '/app/research/doc');
      await main(page).getByRole('button', { name: 'Nouveau modèle du cabinet' }).click();
      return page.getByRole('dialog', { name: 'Nouveau modèle du cabinet' });
    },
  },
];

const TEAM_FORMS: FormCase[] = [
  {
    name: 'Invitation',
    submit: 'Créer l’invitation',
    open: async (page) => {
      await goto(page, '/app/teammates/new');
      return inMain(page, 'Créer l’invitation');
    },
  },
  {
    name: 'Tâche',
    submit: 'Créer la tâche',
    open: async (page) => {
      await goto(page, '/app/teammates/board');
      await main(page).getByRole('button', { name: 'Nouvelle tâche' }).click();
      return page.getByRole('dialog', { name: 'Nouvelle tâche' });
    },
  },
  {
    name: 'Identité du cabinet',
    submit: 'Enregistrer l’identité du cabinet',
    open: async (page) => {
      await goto(page, '/app/settings/team');
      return inMain(page, 'Enregistrer l’identité du cabinet');
    },
  },
  {
    name: 'Paramètres de facturation',
    submit: 'Enregistrer les paramètres de facturation',
    open: async (page) => {
      await goto(page, '/app/settings/billing');
      return inMain(page, 'Enregistrer les paramètres de facturation');
    },
  },
  {
    name: 'Profil',
    submit: 'Enregistrer le profil',
    open: async (page) => {
      await goto(page, '/app/settings/profile');
      return inMain(page, 'Enregistrer le profil');
    },
  },
];

const PUBLIC_FORMS: FormCase[] = [
  {
    name: 'Demande de rendez-vous (/book)',
    submit: 'Envoyer la demande de rendez-vous',
    open: async (page) => {
      await goto(page, `/book?pro=${demoOwner.uid}`);
      await page.getByRole('radio', { name: 'Au cabinet' }).check({ timeout: 20_000 });
      await page
        .getByRole('group', { name: /^Heure/ })
        .getByRole('radio')
        .first()
        .check();
      return inMain(page, 'Envoyer la demande de rendez-vous');
    },
  },
  {
    name: 'Candidature au programme pilote',
    submit: 'Envoyer ma candidature',
    open: async (page) => {
      await goto(page, '/pilot');
      return inMain(page, 'Envoyer ma candidature');
    },
  },
  {
    name: 'Inscription (compte)',
    submit: 'Continuer',
    open: async (page) => {
      await goto(page, '/pro/signup');
      await page.getByLabel('Exercice individuel', { exact: true }).check();
      await page.getByRole('button', { name: 'Continuer' }).click();
      await expect(page.getByRole('heading', { name: 'Votre compte' })).toBeVisible();
      return inMain(page, 'Continuer');
    },
  },
  {
    name: 'Connexion',
    submit: 'Se connecter',
    open: async (page) => {
      await goto(page, '/pro/login');
      return inMain(page, 'Se connecter');
    },
  },
];

test.describe('signé comme titulaire : chaque formulaire résiste aux saisies hostiles', () => {
  test.use({ storageState: OWNER_STATE });

  for (const [group, forms] of [
    ['clients et dossiers', CASES_FORMS.slice(0, 2)],
    ['parties, notes et temps d’un dossier', CASES_FORMS.slice(2)],
    ['agenda', CALENDAR_AND_BILLING_FORMS.slice(0, 2)],
    ['facturation et comptabilité', CALENDAR_AND_BILLING_FORMS.slice(2)],
    ['fiches de recherche', RESEARCH_FORMS.slice(0, 3)],
    ['articles et modèles', RESEARCH_FORMS.slice(3)],
    ['équipe et réglages', TEAM_FORMS],
  ] as const) {
    test(`formulaires : ${group}`, async ({ page }) => {
      test.setTimeout(180_000);
      const fired = watchDialogs(page);
      for (const form of forms) await hammer(page, fired, form);
    });
  }
});

test('déconnecté : /book, programme pilote, inscription et connexion résistent aux saisies hostiles', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const fired = watchDialogs(page);
  for (const form of PUBLIC_FORMS) await hammer(page, fired, form);
});

const HTML_NAME = '<img src=x onerror="window.__pwned=1"> محامي 👩‍⚖️';

/** The record's value is shown as text (never as markup) on the list and on its page. */
async function expectLiteral(page: Page, fired: string[], path: string, text: string): Promise<void> {
  await goto(page, path);
  await expect(main(page).getByText(text, { exact: false }).first()).toBeVisible({ timeout: 20_000 });
  expect(await main(page).locator('img[src="x"], svg[onload], script').count(), `${path} : aucune balise`).toBe(0);
  await expectNothingExecutedNorWidened(page, fired, path);
}

test.describe('enregistrés, ces textes s’affichent tels quels', () => {
  test.use({ storageState: OWNER_STATE });

  test('un client, un dossier et un événement au nom piégé', async ({ page }) => {
    test.setTimeout(90_000);
    const fired = watchDialogs(page);
    const tag = Date.now().toString(36).slice(-5);
    const title = `${HTML_NAME} ${tag}`;

    await goto(page, '/app/clients');
    await main(page).getByRole('button', { name: 'Nouveau client' }).click();
    const clientForm = page.getByRole('form', { name: 'Enregistrer le client' });
    await clientForm.getByLabel(/^Civilité/).selectOption('Mme');
    await clientForm.getByLabel(/^Nom/).fill(`  ${title}  `);
    await clientForm.getByLabel(/^Prénom/).fill('שלום');
    await clientForm.getByRole('button', { name: 'Enregistrer le client' }).click();
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(tag.toUpperCase()) })).toBeVisible();
    const clientPath = new URL(page.url()).pathname;
    await expectLiteral(page, fired, clientPath, title.toUpperCase());
    await expectLiteral(page, fired, `/app/clients?q=${tag}`, title.toUpperCase());

    await goto(page, '/app/cases?nouveau=1');
    const caseForm = page.getByRole('form', { name: 'Créer le dossier' });
    await caseForm.getByLabel(/^Intitulé/).fill(`  ${title}  `);
    await caseForm.getByLabel(/^Clients du dossier/).selectOption({ index: 1 });
    await caseForm.getByLabel(/^Matière/).selectOption({ index: 1 });
    await caseForm.getByLabel(/^Taux horaire/).fill('200');
    await caseForm.getByRole('button', { name: 'Créer le dossier' }).click();
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(tag) })).toBeVisible();
    const casePath = new URL(page.url()).pathname;
    await expectLiteral(page, fired, casePath, title);
    await expectLiteral(page, fired, `/app/cases?q=${tag}`, title);

    await goto(page, '/app/calendar/court');
    await main(page).getByRole('button', { name: 'Nouvelle audience' }).click();
    const eventForm = page.getByRole('form', { name: 'Nouvel événement' });
    const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    await eventForm.getByLabel(/^Intitulé/).fill(title);
    await eventForm.getByLabel(/^Début — date/).fill(day);
    await eventForm.getByLabel(/^Début — heure/).fill('09:00');
    await eventForm.getByLabel(/^Fin — date/).fill(day);
    await eventForm.getByLabel(/^Fin — heure/).fill('10:00');
    await eventForm.getByLabel(/^Dossier/).selectOption({ index: 1 });
    await eventForm.getByLabel(/^Juridiction/).fill(HTML_NAME);
    await eventForm.getByRole('button', { name: 'Ajouter à l’agenda' }).click();
    await expect(eventForm).toHaveCount(0);
    await expect(main(page).getByText(title).first()).toBeVisible();
    await expectNothingExecutedNorWidened(page, fired, 'liste des audiences');
  });

  test('à 375 px : un titre de 200 caractères sans espace ne fait pas défiler la page', async ({ page }) => {
    test.setTimeout(60_000);
    const fired = watchDialogs(page);
    const tag = Date.now().toString(36).slice(-5);
    const long = `${tag}${'x'.repeat(195)}`;
    await goto(page, '/app/cases?nouveau=1');
    const caseForm = page.getByRole('form', { name: 'Créer le dossier' });
    await caseForm.getByLabel(/^Intitulé/).fill(long);
    await caseForm.getByLabel(/^Clients du dossier/).selectOption({ index: 1 });
    await caseForm.getByLabel(/^Matière/).selectOption({ index: 1 });
    await caseForm.getByLabel(/^Taux horaire/).fill('200');
    await caseForm.getByRole('button', { name: 'Créer le dossier' }).click();
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(tag) })).toBeVisible();
    const casePath = new URL(page.url()).pathname;
    await page.setViewportSize({ width: 375, height: 800 });
    await expectLiteral(page, fired, casePath, long);
    await expectLiteral(page, fired, `/app/cases?q=${tag}`, long);
  });
});

test('une demande de rendez-vous au nom piégé : reçue telle quelle dans l’agenda du cabinet', async ({ page }) => {
  test.setTimeout(90_000);
  const fired = watchDialogs(page);
  const tag = Date.now().toString(36).slice(-5);
  const name = `${HTML_NAME} ${tag}`;
  await goto(page, `/book?pro=${demoOwner.uid}`);
  await page.getByRole('radio', { name: 'Au cabinet' }).check({ timeout: 20_000 });
  await page
    .getByRole('group', { name: /^Heure/ })
    .getByRole('radio')
    .first()
    .check();
  await page.getByLabel(/^Nom et prénom/).fill(`  ${name}  `);
  await page.getByLabel(/^Adresse email/).fill('  visiteur@example.fr  ');
  await page.getByLabel(/^Téléphone/).fill('06 12 34 56 78');
  await page.getByLabel('Objet du rendez-vous').fill('"><svg onload=window.__pwned=1> שלום');
  await page.getByLabel(/J’accepte que ces informations soient transmises/).check();
  await page.getByRole('button', { name: 'Envoyer la demande de rendez-vous' }).click();
  await expect(page.getByRole('heading', { name: 'Demande de rendez-vous envoyée' })).toBeVisible({ timeout: 20_000 });
  await expectNothingExecutedNorWidened(page, fired, 'confirmation de la demande');

  // The cabinet's side, in the same browser (the local data store lives in it).
  await goto(page, '/pro/login?redirect=%2Fapp%2Fcalendar%2Fmeetings');
  await page.getByLabel('Adresse email').fill(demoOwner.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/app\/calendar\/meetings$/);
  const list = main(page).getByRole('list', { name: 'Demandes à confirmer' });
  await expect(list.getByText(name).first()).toBeVisible({ timeout: 20_000 });
  expect(await main(page).locator('img[src="x"], svg[onload], script').count()).toBe(0);
  await expectNothingExecutedNorWidened(page, fired, 'demandes à confirmer');
});
