/** The agenda journeys on this remote's standalone page (signed in as the demo owner by the page). */
import { test } from '@playwright/test';
import {
  answerBookingRequests,
  computeSaveAndMarkDone,
  createAudience,
  exportAndParse,
  fourRoutesAccessible,
  seeInViews,
  seeOnDossier,
  STANDALONE_URL,
} from './journeys.ts';

const base = STANDALONE_URL;

test('crée une audience pour un dossier : vues mois, semaine, liste, bloc du dossier et export .ics', {
  tag: '@autonome',
}, async ({ page }) => {
  test.setTimeout(90_000);
  const audience = await createAudience(page, base);
  await seeInViews(page, base, audience);
  await seeOnDossier(page, base, audience);
  await exportAndParse(page, base, audience);
});

test('calcule un délai, l’enregistre sur un dossier et le marque comme fait', async ({ page }) => {
  await computeSaveAndMarkDone(page, base);
});

test('confirme une demande de rendez-vous et en refuse une autre, avec un message', async ({ page }) => {
  await answerBookingRequests(page, base);
});

test('accessibilité (axe) des quatre écrans de l’agenda', async ({ page }) => {
  test.setTimeout(90_000);
  await fourRoutesAccessible(page, base);
});
