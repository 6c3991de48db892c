/**
 * Issue 16's byte budgets, enforced in `npm test`: the gzip bytes of all the JavaScript a route
 * loads until the network is idle (tooling/src/playwright/jsBytes.ts gzips each script itself, at
 * level 9: the figure depends on the code only, not on the machine or the server).
 *
 * `ceiling` is what the route weighs today, rounded up: no change may make a page heavier. `goal`
 * is the issue's budget; each ceiling comes down to its goal as the work of issue 16 lands. Done:
 * the router trimmed inside shared-ui, one federation runtime, Firebase Auth trimmed, sonner and the
 * data layer off the pages that do not use them, CSS in stylesheets, zod no longer shared (each
 * bundle keeps what it uses; the public forms use none), dialogs fetched at the first interaction,
 * shared-data/store (the store without zod and libphonenumber) for the first screen's widgets;
 * the password-reset page without zod or the data layer, sign-up with shared-data's pure entries
 * and the data layer at its submission; the public pages without the router and single-spa (plain
 * components, shared-ui/public), the sign-in pages too; the directory, /book and the invitation
 * read through shared-data/public (no adapter, no store, no demo seeding); the local database
 * without Dexie (the browser's IndexedDB API). Left: see the README
 * § Mesures.
 */
import { type BrowserContext, expect } from '@playwright/test';
import { kib, measureJs } from '../tooling/src/playwright/jsBytes.ts';
import { OWNER_STATE, test } from './fixtures.ts';

type Budget = { route: string; ceilingKiB: number; goalKiB: number };

const VISITOR: Budget[] = [
  { route: '/', ceilingKiB: 129, goalKiB: 150 },
  { route: '/search', ceilingKiB: 138, goalKiB: 150 },
  { route: '/book', ceilingKiB: 136, goalKiB: 150 },
  // A professional chosen: their slots and the booking form.
  { route: '/book?pro=demo-pro-05', ceilingKiB: 140, goalKiB: 150 },
  { route: '/guide', ceilingKiB: 133, goalKiB: 150 },
  { route: '/pilot', ceilingKiB: 142, goalKiB: 150 },
  { route: '/pro', ceilingKiB: 129, goalKiB: 150 },
  { route: '/pro/login', ceilingKiB: 171, goalKiB: 200 },
  { route: '/pro/forgot', ceilingKiB: 172, goalKiB: 200 },
  { route: '/pro/signup', ceilingKiB: 177, goalKiB: 200 },
  { route: '/pro/accept-invite?token=inconnu', ceilingKiB: 176, goalKiB: 200 },
];
const SIGNED_IN: Budget[] = [{ route: '/app', ceilingKiB: 236, goalKiB: 250 }];

async function check(context: BrowserContext, budget: Budget, publicPage: boolean) {
  const page = await context.newPage();
  const cost = await measureJs(page, budget.route);
  await page.close();
  test.info().annotations.push({
    type: 'JavaScript (gzip)',
    description: `${budget.route} : ${kib(cost.totalGzipBytes)} (plafond ${budget.ceilingKiB} KiB, objectif ${budget.goalKiB} KiB)`,
  });
  expect(cost.totalGzipBytes, `${budget.route} : ${kib(cost.totalGzipBytes)}`).toBeLessThanOrEqual(
    budget.ceilingKiB * 1024,
  );
  // The public pages never load Firebase (ARCHITECTURE § Public pages).
  if (publicPage) expect(cost.firebase, `${budget.route} charge Firebase`).toBe(false);
}

test('pages publiques et connexion : JavaScript total sous le plafond, sans Firebase sur les pages publiques', async ({
  context,
}) => {
  for (const budget of VISITOR) await check(context, budget, !budget.route.startsWith('/pro/'));
});

test.describe('connecté', () => {
  test.use({ storageState: OWNER_STATE });

  test('premier écran de l’espace de travail : JavaScript total sous le plafond', async ({ context }) => {
    for (const budget of SIGNED_IN) await check(context, budget, false);
  });
});
