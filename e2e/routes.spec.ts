/**
 * Every seed route opened directly: its owner's content in the right layout, the title the route
 * table gives it, axe finds no serious or critical violation, on a phone (375 px) the page does
 * not scroll sideways, and the browser reports no Content-Security-Policy violation — as a
 * visitor for public routes, as the signed-in owner for the work area. One visit a route for all
 * of it: the page is narrowed once drawn, as every layout follows the window's width (media
 * queries, FullCalendar's own resize).
 */
import { expect, type Page } from '@playwright/test';
// The areas' names, without shared-ui's stylesheet (this test runs in Node).
import { AREA_LABELS } from '../shared-ui/src/areas.ts';
import { expectNoSidewaysScroll, main, OWNER_STATE, PHONE, test } from './fixtures.ts';
import { concretePath, inGroups, needsSignIn, ROUTES, type RouteEntry } from './routes.ts';
import { expectAccessible } from '../tooling/src/playwright/kit.ts';

const SHELL_HEADINGS: Record<string, RegExp> = { '/app': /^Bonjour/, '/app/help': /^Aide$/ };

async function expectOwnerContent(page: Page, route: RouteEntry) {
  await expect(page.locator(`[data-layout="${route.layout}"]`)).toHaveCount(1);
  if (route.owner === 'shell') {
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(SHELL_HEADINGS[route.path]!);
    return;
  }
  const slot = main(page).locator(`[data-parcel="${AREA_LABELS[route.owner]}"]`);
  await expect(slot.locator('[data-area-root]')).toBeVisible();
  await expect(page).toHaveTitle(`${route.title} — Prétoire`);
}

async function expectNoSeriousViolation(page: Page) {
  await expect(page.locator('.pt-parcel-loading')).toHaveCount(0);
  await expectAccessible(page);
}

/** Narrowed to a phone's width, the page ends up no wider than the window; then back. */
async function expectNoSidewaysScrollOnPhone(page: Page) {
  const desktop = page.viewportSize()!;
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
  await page.setViewportSize(desktop);
}

/** CSP violations the page reports (the browser's own event, recorded before any app code runs). */
async function watchCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ← ${event.blockedURI}`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

async function tour(page: Page, routes: RouteEntry[]) {
  const cspViolations = await watchCspViolations(page);
  for (const route of routes) {
    await test.step(`${route.path} → ${route.owner}, mise en page ${route.layout}`, async () => {
      await page.goto(concretePath(route));
      await expect(page).toHaveURL(new RegExp(`${concretePath(route)}$`));
      await expectOwnerContent(page, route);
      await expectNoSeriousViolation(page);
      await expectNoSidewaysScrollOnPhone(page);
      expect(await cspViolations(), 'violations de la CSP').toEqual([]);
    });
  }
}

test('la table des routes contient les 44 routes de la spécification', () => {
  expect(ROUTES).toHaveLength(44);
  expect(new Set(ROUTES.map((route) => route.path)).size).toBe(44);
});

test.describe('routes publiques ouvertes directement', () => {
  // /app/loader is no page: it hands over at once (its behaviour: shell-behaviours.spec.ts).
  inGroups(
    ROUTES.filter((route) => !needsSignIn(route) && route.path !== '/app/loader'),
    5,
  ).forEach((routes, index) => {
    test(`groupe ${index + 1} : ${routes.map((route) => route.path).join(', ')}`, async ({ page }) => {
      test.setTimeout(90_000);
      await tour(page, routes);
    });
  });
});

test.describe('routes de l’espace de travail ouvertes directement', () => {
  test.use({ storageState: OWNER_STATE });
  inGroups(ROUTES.filter(needsSignIn), 6).forEach((routes, index) => {
    test(`groupe ${index + 1} : ${routes.map((route) => route.path).join(', ')}`, async ({ page }) => {
      test.setTimeout(120_000);
      await tour(page, routes);
    });
  });
});
