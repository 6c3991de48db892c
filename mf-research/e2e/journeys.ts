/**
 * The research journeys, written once and listed once (`researchJourneys`): this remote's
 * standalone page runs them all (mf-research/e2e), the composed app those marked `composed`
 * (e2e/research.spec.ts).
 * `base` is the origin ('' for the page's baseURL, or http://localhost:3006).
 */
import fs from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { readPdf } from '../../tooling/src/testing/pdf.ts';
import { defineJourneys } from '../../tooling/src/playwright/journeys.ts';
import { expectAccessible, unique } from '../../tooling/src/playwright/kit.ts';
export { expectAccessible, unique };

export const STANDALONE_URL = process.env.RESEARCH_STANDALONE_URL ?? 'http://localhost:3006';

/** The demo dossier every model fills from (its client and fee arrangement are complete). */
export const DEMO_CASE_REFERENCE = `${new Date().getFullYear()}-0001`;

/** Opens a route and waits for its heading (the data are loaded). */
export async function open(page: Page, base: string, pathname: string, heading: string | RegExp): Promise<void> {
  await page.goto(`${base}${pathname}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 20_000 });
}

/** Finds a dossier by the start of its reference (the picker's search), then chooses it. */
async function chooseDossier(scope: Pick<Page, 'getByLabel'>, reference: string) {
  await scope.getByLabel(/^Rechercher un dossier/).fill(reference);
  const field = scope.getByLabel(/^Dossier/);
  const option = field.locator('option', { hasText: reference }).first();
  await expect(option).toBeAttached();
  await field.selectOption((await option.getAttribute('value'))!);
}

/** Creates a research file for the demo dossier; returns its path. */
export async function createResearchFile(page: Page, base: string, question: string): Promise<string> {
  await open(page, base, '/app/research', 'Fiches de recherche');
  await page.getByRole('button', { name: 'Nouvelle fiche' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle fiche de recherche' });
  await dialog.getByRole('button', { name: 'Créer la fiche' }).click();
  await expect(dialog.getByText(/question/i).first()).toBeVisible();
  await dialog.getByLabel(/^Question/).fill(question);
  await chooseDossier(dialog, DEMO_CASE_REFERENCE);
  await dialog.getByLabel(/^Étiquettes/).fill('vices cachés, prescription');
  await dialog.getByRole('button', { name: 'Créer la fiche' }).click();
  await expect(page.getByRole('heading', { level: 1, name: question })).toBeVisible();
  return new URL(page.url()).pathname;
}

/** Adds a code article, a decision and a doctrine source; checks their French citations. */
export async function addSourcesOfEachKind(page: Page): Promise<void> {
  const sources = page.getByRole('list', { name: 'Sources citées' });
  const add = async (fill: (form: ReturnType<Page['getByRole']>) => Promise<void>, citation: RegExp) => {
    await page.getByRole('button', { name: 'Ajouter une source' }).click();
    const form = page.getByRole('form', { name: 'Source' });
    await fill(form);
    await form.getByRole('button', { name: 'Enregistrer la source' }).click();
    await expect(sources.getByRole('listitem').filter({ hasText: citation })).toHaveCount(1);
  };
  await add(async (form) => {
    await form.getByLabel(/^Article/).fill('1648');
    await form.getByLabel(/^Code ou texte/).fill('Code civil');
  }, /C\. civ\., art\. 1648/);
  await add(async (form) => {
    await form.getByLabel(/^Type de source/).selectOption('jurisprudence');
    await form.getByLabel(/^Juridiction/).fill('Cour de cassation');
    await form.getByLabel(/^Chambre/).fill('3e civ.');
    await form.getByLabel(/^Date de la décision/).fill('2025-11-06');
    await form.getByLabel(/^Numéro de pourvoi/).fill('25-70.018');
    await form.getByLabel(/^Lien/).fill('pas un lien');
    await form.getByRole('button', { name: 'Enregistrer la source' }).click();
    await expect(form.getByText(/adresse|lien|URL/i).first()).toBeVisible();
    await form.getByLabel(/^Lien/).fill('https://www.legifrance.gouv.fr/');
  }, /Cass\. 3e civ\., 6 nov\. 2025, n° 25-70\.018/);
  await add(async (form) => {
    await form.getByLabel(/^Type de source/).selectOption('doctrine');
    await form.getByLabel(/^Auteur/).fill('P. Malaurie');
    await form.getByLabel(/^Titre/).fill('La garantie des vices cachés');
    await form.getByLabel(/^Revue/).fill('D.');
    await form.getByLabel(/^Année/).fill('2024');
    await form.getByLabel(/^Page/).fill('112');
  }, /P\. Malaurie, « La garantie des vices cachés »/);
  await expect(sources.getByRole('listitem')).toHaveCount(3);
  await expect(sources.getByRole('link', { name: /Consulter la source/ })).toHaveAttribute('target', '_blank');
}

/** Writes the note (pasted HTML is sanitized), saves it, and exports it in PDF and DOCX to the dossier. */
export async function writeNoteAndExport(page: Page): Promise<void> {
  const note = page.getByRole('form', { name: 'Note de recherche' });
  const area = note.getByRole('textbox', { name: /^Note \(Markdown/ });
  await area.fill('## Réponse\n\nLe délai de **deux ans** court à compter de la découverte du vice.\n');
  await note.getByRole('button', { name: 'Enregistrer la note' }).click();
  await expect(note.getByRole('button', { name: 'Enregistrer la note' })).toBeDisabled();
  for (const format of ['PDF', 'DOCX']) {
    await page.getByRole('button', { name: `Exporter en ${format}` }).click();
    await expect(page.getByTestId('export-done')).toContainText(`.${format.toLowerCase()}`, { timeout: 30_000 });
  }
}

/** Deletes the current research file through the confirmation dialog (Escape cancels first). */
export async function deleteResearchFile(page: Page, question: string): Promise<void> {
  await page.getByRole('button', { name: 'Supprimer' }).click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { level: 1, name: question })).toBeVisible();
  await page.getByRole('button', { name: 'Supprimer' }).click();
  await dialog.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fiches de recherche' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Rechercher', exact: true }).fill(question);
  await expect(page.getByTestId('research-count')).toHaveText(/^0 fiche/);
}

/** Fills the convention d'honoraires from the demo dossier; refuses success-fee-only; generates DOCX + PDF. */
export async function fillFeeAgreement(page: Page, base: string): Promise<void> {
  await open(page, base, '/app/research/doc', 'Modèles de documents');
  await page.getByRole('button', { name: 'Utiliser le modèle Convention d’honoraires' }).click();
  await chooseDossier(page, DEMO_CASE_REFERENCE);
  const form = page.getByRole('form', { name: /Remplir : Convention d’honoraires/ });
  await expect(form.getByLabel(/^Nom du client/)).not.toHaveValue('');
  // A success fee alone is refused, in French, next to the field.
  await form.getByLabel('Mode de rémunération').selectOption('resultat');
  await form.getByLabel(/^Forfait/).fill('');
  await form.getByLabel(/^Taux horaire/).fill('');
  await form.getByLabel(/^Honoraire de résultat/).fill('20');
  await expect(form.getByText(/honoraire de résultat seul est interdit/).first()).toBeVisible();
  await form.getByLabel('Mode de rémunération').selectOption('forfait');
  await form.getByLabel(/^Forfait/).fill('2 400');
  await expect(form.getByTestId('fee-terms')).toContainText('Honoraire forfaitaire de 2 400,00');
  // Every own field without default must be filled before generating.
  const empty = form.locator('input[aria-invalid=true], textarea[aria-invalid=true]');
  for (const field of await empty.all()) await field.fill('Précisé par l’avocat');
  await form.getByRole('button', { name: 'Générer en DOCX et PDF' }).click();
  const errors = form.getByRole('alert');
  if (await errors.count()) {
    for (const field of await form.locator('input[aria-invalid=true], textarea[aria-invalid=true]').all())
      await field.fill('Précisé par l’avocat');
    await form.getByRole('button', { name: 'Générer en DOCX et PDF' }).click();
  }
  await expect(page.getByTestId('export-done')).toContainText('.pdf', { timeout: 45_000 });
  await expect(page.getByTestId('export-done')).toContainText('.docx');
}

/** (composed app) Opens the dossier's documents, downloads the DOCX and PDF and reads them. */
export async function openGeneratedInDossier(page: Page): Promise<void> {
  const clientName = await page.getByLabel(/^Nom du client/).inputValue();
  await page.getByRole('link', { name: 'Voir les documents du dossier' }).click();
  const documents = page.getByRole('list', { name: 'Documents' });
  const item = (ext: string) =>
    documents
      .getByRole('listitem')
      .filter({ hasText: new RegExp(`Convention d’honoraires.*\\.${ext}`) })
      .first();
  await expect(item('docx')).toBeVisible({ timeout: 20_000 });
  const read = async (ext: string) => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      item(ext)
        .getByRole('button', { name: /^Télécharger/ })
        .click(),
    ]);
    return fs.readFileSync((await download.path())!);
  };
  const docx = await read('docx');
  const xml = strFromU8(unzipSync(new Uint8Array(docx))['word/document.xml']!);
  expect(xml).toContain(clientName.split(' ')[0]!);
  const pdf = await readPdf(await read('pdf'));
  // Any run of spaces (line ends, no-break spaces in amounts) as one space.
  expect(pdf.text.replace(/\s+/g, ' ')).toContain('Honoraire forfaitaire de 2 400,00');
}

/** An accent-less, misspelt query lands on the right article. */
export async function searchArticles(page: Page, base: string): Promise<void> {
  await open(page, base, '/app/research/articles', 'Articles');
  await page.getByRole('searchbox', { name: 'Rechercher', exact: true }).fill('delai dappel matiere civle');
  const first = page.getByRole('list', { name: 'Articles' }).getByRole('listitem').first();
  await expect(first.getByRole('link')).toHaveText("Le délai d'appel en matière civile");
  await expect(first.locator('mark').first()).toBeVisible();
  expect(new URL(page.url()).searchParams.get('q')).toBe('delai dappel matiere civle');
  await first.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: "Le délai d'appel en matière civile" })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
}

export async function unknownArticleIs404(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/app/research/articles/article-qui-n-existe-pas`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Page Not Found: /app/research/articles/article-qui-n-existe-pas' }),
  ).toBeVisible({ timeout: 20_000 });
}

/** axe on the five routes (a research file of the demo is opened from the list). */
export async function fiveRoutesAccessible(page: Page, base: string): Promise<void> {
  await open(page, base, '/app/research', 'Fiches de recherche');
  await expectAccessible(page);
  const firstFile = page.getByRole('table').getByRole('link').first();
  await expect(firstFile).toBeVisible();
  await firstFile.click();
  await expect(page.getByRole('heading', { name: /^Sources/ })).toBeVisible();
  await expectAccessible(page);
  await open(page, base, '/app/research/doc', 'Modèles de documents');
  await expectAccessible(page);
  await open(page, base, '/app/research/articles', 'Articles');
  await expectAccessible(page);
  await open(page, base, '/app/research/articles/convention-honoraires', /convention d.honoraires/i);
  await expectAccessible(page);
}

/** The cabinet writes its own article, publishes it to the team, and finds it by search. */
export async function writeCabinetArticle(page: Page, base: string): Promise<void> {
  const title = unique('Procédure de référé-provision au tribunal de commerce');
  await open(page, base, '/app/research/articles', 'Articles');
  await page.getByRole('button', { name: 'Nouvel article' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvel article du cabinet' });
  await dialog.getByRole('button', { name: 'Enregistrer l’article' }).click();
  await expect(dialog.getByText('Donnez un titre (3 caractères au moins).')).toBeVisible();
  await expect(dialog.getByLabel(/^Titre/)).toBeFocused();
  await dialog.getByLabel(/^Titre/).fill(title);
  await dialog.getByLabel(/^Domaine/).fill('Procédure commerciale');
  await dialog.getByLabel(/^Étiquettes/).fill('référé, provision');
  await dialog.getByLabel(/^Résumé/).fill('Notre pratique du référé-provision.');
  await dialog
    .getByLabel(/^Corps de l’article/)
    .fill('## Conditions\n\nUne obligation **non sérieusement contestable**. <img src=x onerror="window.__pwned=1">');
  await dialog.getByLabel('Publier pour l’équipe').check();
  await dialog.getByRole('button', { name: 'Enregistrer l’article' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Conditions' })).toBeVisible();
  await expect(page.locator('main img, [data-area-root] img')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await page.getByRole('link', { name: 'Articles', exact: true }).first().click();
  await page.getByRole('searchbox', { name: 'Rechercher', exact: true }).fill('refere provisions');
  await expect(page.getByRole('list', { name: 'Articles' }).getByRole('link', { name: title })).toBeVisible();
}

/** The cabinet adds its own model: unknown field names are listed before saving; then deletes it. */
export async function customModel(page: Page, base: string): Promise<void> {
  const name = unique('Convocation au rendez-vous');
  await open(page, base, '/app/research/doc', 'Modèles de documents');
  await page.getByRole('button', { name: 'Nouveau modèle du cabinet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouveau modèle du cabinet' });
  await dialog.getByLabel(/^Nom du modèle/).fill(name);
  await dialog
    .getByLabel(/^Texte du modèle/)
    .fill('Cher {{client.nom}}, rendez-vous le {{rdv.date}} ({{dossier.refrence}}).');
  await dialog.getByRole('button', { name: 'Enregistrer le modèle' }).click();
  await expect(dialog.getByTestId('unknown-fields')).toContainText('{{rdv.date}}, {{dossier.refrence}}');
  await dialog
    .getByLabel(/^Texte du modèle/)
    .fill('Cher {{client.nom}}, rendez-vous le {{rdv.date}} ({{dossier.reference}}).');
  await dialog.getByRole('button', { name: 'Enregistrer le modèle' }).click();
  await expect(dialog.getByTestId('unknown-fields')).toHaveText(/\{\{rdv\.date\}\}\./);
  await dialog.getByRole('button', { name: 'Enregistrer avec ces champs' }).click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await page.getByRole('button', { name: `Supprimer le modèle ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByRole('heading', { name })).toHaveCount(0);
}

/** The research journeys: the standalone page runs them all, the composed app those marked `composed`. */
export const researchJourneys = defineJourneys([
  {
    title: 'fiche de recherche : dossier, une source de chaque type, note exportée en PDF et DOCX, suppression',
    composed: true,
    timeout: 90_000,
    run: async (page, base) => {
      const question = unique('Point de départ du délai de l’action en garantie des vices cachés');
      await createResearchFile(page, base, question);
      await addSourcesOfEachKind(page);
      await writeNoteAndExport(page);
      await deleteResearchFile(page, question);
    },
  },
  {
    title: 'convention d’honoraires remplie depuis un dossier, résultat seul refusé, DOCX et PDF générés',
    composed: true,
    timeout: 90_000,
    run: async (page, base, app) => {
      await fillFeeAgreement(page, base);
      // Only the composed app has the dossier's documents: both files are there and open.
      if (app === 'composed') await openGeneratedInDossier(page);
    },
  },
  {
    title: 'articles : requête sans accents et mal orthographiée, article ouvert ; slug inconnu → 404',
    tag: '@autonome',
    composed: true,
    run: async (page, base, app) => {
      await searchArticles(page, base);
      // The standalone page checks this screen with its other four (fiveRoutesAccessible).
      if (app === 'composed') await expectAccessible(page);
      await unknownArticleIs404(page, base);
    },
  },
  {
    title: 'axe sur les cinq écrans',
    timeout: 90_000,
    run: fiveRoutesAccessible,
  },
  {
    title: 'article du cabinet : titre exigé, publié pour l’équipe, HTML neutralisé, retrouvé par la recherche',
    run: writeCabinetArticle,
  },
  {
    title: 'modèle du cabinet : champs inconnus listés avant l’enregistrement, puis supprimé',
    run: customModel,
  },
]);
