/**
 * The byte budgets, enforced in `npm test` on the Firestore build — what production ships: the gzip
 * bytes of all the JavaScript a route loads until the network is idle (tooling/src/playwright/jsBytes.ts
 * gzips each script itself, at level 9: the figure depends on the code only, not on the machine or
 * the server). `npm test` builds every app with one fixed build id (PRETOIRE_BUILD_ID=npm-test): a
 * build's own random id, in the name of every chunk's registry, moved /app by ±200 bytes from one
 * build of the same code to the next. `ceiling` is what the route weighs today, rounded up: no
 * change may make a page heavier; `goal` is the budget it must stay under. What each page carries:
 * README § Mesures.
 */
import { type BrowserContext, expect } from '@playwright/test';
import { type JsCost, kib, measureJs } from '../tooling/src/playwright/jsBytes.ts';
import { OWNER_STATE, test } from './fixtures.ts';

type Budget = { route: string; ceilingKiB: number; goalKiB: number };

const VISITOR: Budget[] = [
  { route: '/', ceilingKiB: 130, goalKiB: 150 },
  { route: '/search', ceilingKiB: 138, goalKiB: 150 },
  { route: '/book', ceilingKiB: 136, goalKiB: 150 },
  // A professional chosen: their slots and the booking form.
  { route: '/book?pro=demo-pro-05', ceilingKiB: 140, goalKiB: 150 },
  { route: '/guide', ceilingKiB: 134, goalKiB: 150 },
  { route: '/pilot', ceilingKiB: 143, goalKiB: 150 },
  { route: '/pro', ceilingKiB: 130, goalKiB: 150 },
  { route: '/pro/login', ceilingKiB: 172, goalKiB: 200 },
  { route: '/pro/forgot', ceilingKiB: 174, goalKiB: 200 },
  { route: '/pro/signup', ceilingKiB: 179, goalKiB: 200 },
  { route: '/pro/accept-invite?token=inconnu', ceilingKiB: 178, goalKiB: 200 },
];
// The work area carries the Firestore SDK (live queries and its cache) and the adapters' read
// counting (benches): over its goal on the production build — README § Mesures says where the
// bytes go and what would bring them down. The ceiling stops any change from making /app heavier
// unnoticed; raising it is a decision, said in its commit.
const SIGNED_IN: Budget[] = [{ route: '/app', ceilingKiB: 395, goalKiB: 250 }];

async function check(context: BrowserContext, budget: Budget, publicPage: boolean): Promise<JsCost> {
  const page = await context.newPage();
  const cost = await measureJs(page, budget.route);
  await page.close();
  test.info().annotations.push({
    type: 'JavaScript (gzip)',
    description: `${budget.route} : ${kib(cost.totalGzipBytes)} (plafond ${budget.ceilingKiB} KiB, objectif ${budget.goalKiB} KiB)`,
  });
  expect(cost.developmentBuilds, `${budget.route} : build de développement`).toEqual([]);
  expect(cost.totalGzipBytes, `${budget.route} : ${kib(cost.totalGzipBytes)}`).toBeLessThanOrEqual(
    budget.ceilingKiB * 1024,
  );
  // The public pages never load Firebase (ARCHITECTURE § Public pages).
  if (publicPage) expect(cost.firebase || cost.firestore, `${budget.route} charge Firebase`).toBe(false);
  return cost;
}

test('pages publiques et connexion : JavaScript total sous le plafond, sans Firebase sur les pages publiques', async ({
  context,
}) => {
  for (const budget of VISITOR) await check(context, budget, !budget.route.startsWith('/pro/'));
});

test.describe('connecté', () => {
  test.use({ storageState: OWNER_STATE });

  test('premier écran de l’espace de travail : JavaScript total sous le plafond', async ({ context }) => {
    for (const budget of SIGNED_IN) {
      // What production ships: the work area on Firestore (this spec runs on the Firestore build).
      expect((await check(context, budget, false)).firestore, `${budget.route} sans Firestore`).toBe(true);
    }
  });
});
