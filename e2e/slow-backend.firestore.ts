/**
 * A data server that does not answer: the Firestore SDK, after it gave up waiting, answers live
 * reads from its cache — which, on a page just opened, holds nothing. Nothing it does not hold may
 * be taken for absent: the signed-in owner is not told « Aucun cabinet » (her membership not read
 * yet), the page waits and says in French that the server does not answer, and shows itself when
 * it answers again — at once with « Réessayer maintenant ».
 */
import { expect } from '@playwright/test';
import { main, OWNER_STATE, test } from './fixtures.ts';

test.use({ storageState: OWNER_STATE });

/** Firestore's live channel (the SDK's WebChannel): what serves every live read. */
const LISTEN_CHANNEL = '**/google.firestore.v1.Firestore/Listen/**';

test('un serveur de données injoignable : l’espace de travail le dit et attend sa réponse sans dire « Aucun cabinet », puis s’affiche à son retour', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.route(LISTEN_CHANNEL, (route) => route.abort('connectionrefused'));
  // The SDK says when it gives up on the server and answers from its cache.
  const cacheOnly = page.waitForEvent('console', {
    predicate: (message) => message.text().includes('Could not reach Cloud Firestore backend'),
    timeout: 30_000,
  });
  await page.goto('/app/teammates');
  await cacheOnly;
  // The cache's answers drawn (two frames): the page still waits for its cabinet.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(main(page).getByRole('heading', { name: 'Aucun cabinet' })).toHaveCount(0);
  await expect(main(page).getByRole('status').first()).toBeVisible();

  const notice = page.getByRole('alert').filter({ hasText: 'Le serveur de données ne répond pas.' });
  await expect(notice).toBeVisible({ timeout: 15_000 });

  await page.unroute(LISTEN_CHANNEL);
  // The SDK's next attempt could be a minute away: the notice's button reconnects now.
  await notice.getByRole('button', { name: 'Réessayer maintenant' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Équipe' })).toBeVisible({ timeout: 15_000 });
  await expect(main(page).getByRole('heading', { name: 'Aucun cabinet' })).toHaveCount(0);
  await expect(notice).toHaveCount(0);
});
