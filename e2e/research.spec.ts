/**
 * Legal research on the composed app (shell + mf-research), signed in as the demo owner: a lean subset
 * of the journeys of mf-research/e2e/journeys.ts, plus what only the composed app can show (the
 * generated documents opened from the dossier's documents).
 */
import {
  addSourcesOfEachKind,
  createResearchFile,
  expectAccessible,
  fillFeeAgreement,
  openGeneratedInDossier,
  searchArticles,
  unique,
  unknownArticleIs404,
  writeNoteAndExport,
} from '../mf-research/e2e/journeys.ts';
import { OWNER_STATE, test } from './fixtures.ts';

test.describe('signé comme titulaire du cabinet Durand', () => {
  test.use({ storageState: OWNER_STATE });

  test('fiche de recherche pour un dossier : sources des trois types, note exportée', async ({ page }) => {
    test.setTimeout(90_000);
    await createResearchFile(page, '', unique('Délai de l’action en garantie des vices cachés'));
    await addSourcesOfEachKind(page);
    await writeNoteAndExport(page);
  });

  test('convention d’honoraires : DOCX et PDF retrouvés et ouverts dans les documents du dossier', async ({ page }) => {
    test.setTimeout(90_000);
    await fillFeeAgreement(page, '');
    await openGeneratedInDossier(page);
  });

  test('articles : recherche tolérante, article ouvert, 404 sur un slug inconnu, axe', async ({ page }) => {
    await searchArticles(page, '');
    await expectAccessible(page);
    await unknownArticleIs404(page, '');
  });
});
