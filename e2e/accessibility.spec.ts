/** axe on every route of the seed, as a visitor and as the signed-in owner: no serious violation. */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ROUTES, type RouteEntry } from '../shell/src/routing/routeTable.ts';
import { main, OWNER_STATE } from './fixtures.ts';

const SAMPLE: Record<string, string> = { ':id': 'exemple-1', ':slug': 'exemple-d-article' };
const concrete = (route: RouteEntry) => route.path.replace(/:[a-z]+/g, (param) => SAMPLE[param] ?? param);
const signedIn = (route: RouteEntry) => route.path.startsWith('/app') && route.path !== '/app/loader';

async function expectNoSeriousViolation(page: Page) {
  await expect(main(page)).toBeVisible();
  await expect(page.locator('.pt-parcel-loading')).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

test.describe('accessibilité des pages publiques', () => {
  for (const route of ROUTES.filter((candidate) => !signedIn(candidate) && candidate.path !== '/app/loader')) {
    test(`axe : ${route.path}`, async ({ page }) => {
      await page.goto(concrete(route));
      await expectNoSeriousViolation(page);
    });
  }
});

test.describe('accessibilité de l’espace de travail', () => {
  test.use({ storageState: OWNER_STATE });
  for (const route of ROUTES.filter(signedIn)) {
    test(`axe : ${route.path}`, async ({ page }) => {
      await page.goto(concrete(route));
      await expect(page).toHaveURL(concrete(route));
      await expectNoSeriousViolation(page);
    });
  }
});
