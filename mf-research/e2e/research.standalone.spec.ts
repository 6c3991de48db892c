/** The research journeys on this remote's standalone page (signed in as the demo owner by the page). */
import { test } from '@playwright/test';
import {
  addSourcesOfEachKind,
  createResearchFile,
  customModel,
  deleteResearchFile,
  fillFeeAgreement,
  fiveRoutesAccessible,
  searchArticles,
  STANDALONE_URL,
  unique,
  unknownArticleIs404,
  writeCabinetArticle,
  writeNoteAndExport,
} from './journeys.ts';

const base = STANDALONE_URL;

test('fiche de recherche : dossier, une source de chaque type, note exportée en PDF et DOCX, suppression', {
  tag: '@autonome',
}, async ({ page }) => {
  test.setTimeout(90_000);
  const question = unique('Point de départ du délai de l’action en garantie des vices cachés');
  await createResearchFile(page, base, question);
  await addSourcesOfEachKind(page);
  await writeNoteAndExport(page);
  await deleteResearchFile(page, question);
});

test('convention d’honoraires remplie depuis un dossier, résultat seul refusé, DOCX et PDF générés', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await fillFeeAgreement(page, base);
});

test('articles : requête sans accents et mal orthographiée, article ouvert ; slug inconnu → 404', async ({ page }) => {
  await searchArticles(page, base);
  await unknownArticleIs404(page, base);
});

test('axe sur les cinq écrans', async ({ page }) => {
  test.setTimeout(90_000);
  await fiveRoutesAccessible(page, base);
});

test('article du cabinet : titre exigé, publié pour l’équipe, HTML neutralisé, retrouvé par la recherche', async ({
  page,
}) => {
  await writeCabinetArticle(page, base);
});

test('modèle du cabinet : champs inconnus listés avant l’enregistrement, puis supprimé', async ({ page }) => {
  await customModel(page, base);
});
