/** The public side's journeys on this remote's standalone page (:3001), as a visitor. */
import { test } from '@playwright/test';
import {
  axeOnPublicPages,
  bookEndToEnd,
  guideTableOfContents,
  openProfile,
  pilotApplication,
  searchWithFilters,
  STANDALONE_URL,
  twoTabsRace,
  unknownProfessional,
} from './journeys.ts';

const base = STANDALONE_URL;

test('annuaire : filtres dans l’adresse, rechargement et retour arrière', { tag: '@autonome' }, async ({ page }) => {
  await searchWithFilters(page, base);
});

test('fiche d’un professionnel depuis les résultats, filtres conservés', async ({ page }) => {
  await openProfile(page, base);
});

test('prise de rendez-vous de bout en bout, avec le fichier .ics', async ({ page }) => {
  await bookEndToEnd(page, base, 'demo-pro-05');
});

test('professionnel inconnu : message et lien vers l’annuaire', async ({ page }) => {
  await unknownProfessional(page, base);
});

test('deux onglets pour le même créneau : une confirmation, un refus en français', async ({ context }) => {
  await twoTabsRace(context, base, 'demo-pro-07');
});

test('candidature au programme pilote, puis « déjà reçue »', async ({ page }) => {
  await pilotApplication(page, base);
});

test('le sommaire du guide mène à chaque section', async ({ page }) => {
  await guideTableOfContents(page, base);
});

test('axe : aucune violation grave sur les six pages', async ({ page }) => {
  test.setTimeout(60_000);
  await axeOnPublicPages(page, base);
});
