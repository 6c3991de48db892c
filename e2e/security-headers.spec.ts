/**
 * Every page is served with the security headers (tooling/src/securityHeaders.ts) and no page of
 * the tour below logs a Content-Security-Policy violation, signed out and signed in.
 */
import { expect, type Page } from '@playwright/test';
import { OWNER_STATE, test } from './fixtures.ts';

const PUBLIC_PAGES = ['/', '/search', '/guide', '/pro', '/pro/login', '/pro/signup'];
const WORK_PAGES = [
  '/app',
  '/app/cases',
  '/app/clients',
  '/app/billing',
  '/app/accounting',
  '/app/calendar',
  '/app/research',
  '/app/teammates',
  '/app/settings',
];

/** Records CSP violations the page reports (the browser's own event, before any app code). */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ← ${event.blockedURI}`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

async function tour(page: Page, paths: string[]): Promise<string[]> {
  const violations = await watchViolations(page);
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await expect(page.locator('main#main-content')).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    found.push(...(await violations()).map((violation) => `${path} : ${violation}`));
  }
  return found;
}

test('les pages sont servies avec la CSP et les en-têtes de sécurité', async ({ request }) => {
  for (const path of ['/', '/pro/login', '/app/cases', '/remotes.json']) {
    const headers = (await request.get(path)).headers();
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy'], path).toContain("object-src 'none'");
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toContain('camera=()');
  }
});

test('aucune violation de CSP sur les pages publiques', async ({ page }) => {
  expect(await tour(page, PUBLIC_PAGES)).toEqual([]);
});

test.describe('connecté', () => {
  test.use({ storageState: OWNER_STATE });

  test('aucune violation de CSP dans l’espace de travail', async ({ page }) => {
    test.setTimeout(60_000);
    expect(await tour(page, WORK_PAGES)).toEqual([]);
  });
});
