/**
 * Shared helpers of the end-to-end journeys: the demo accounts and a login through the real
 * login screen against the Auth emulator.
 */
import { test as base, type Browser, devices, expect, type Page } from '@playwright/test';
import { DEMO, type DemoAccount } from '../tooling/src/emulator.ts';
import { expectNoSidewaysScroll } from '../tooling/src/playwright/kit.ts';
import { untilAppTookOver } from '../tooling/src/playwright/publicPages.ts';

export { DEMO, expectNoSidewaysScroll, untilAppTookOver };

/**
 * The composed app's test: `page.goto` and `page.reload` return once the app has taken over a
 * prerendered public page, as a visitor would wait for it (`waitUntil: 'commit'` does not wait).
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (options?.waitUntil !== 'commit') await untilAppTookOver(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      if (options?.waitUntil !== 'commit') await untilAppTookOver(page);
      return response;
    };
    await use(page);
  },
});

/** Browser state of the signed-in demo owner, written by auth.setup.ts. */
export const OWNER_STATE = 'node_modules/.cache/pretoire-e2e/owner.json';

export const demoOwner: DemoAccount = DEMO.accounts.find((account) => account.uid === 'demo-owner')!;
export const demoMember: DemoAccount = DEMO.accounts.find((account) => account.uid === 'demo-member-1')!;
export const otherCabinetOwner: DemoAccount = DEMO.accounts.find((account) => account.uid === 'demo-other-owner')!;

/** Signs in through /pro/login and waits for the work area. */
export async function login(page: Page, account: DemoAccount = demoOwner, redirect?: string): Promise<void> {
  await page.goto(redirect ? `/pro/login?redirect=${encodeURIComponent(redirect)}` : '/pro/login');
  await page.getByLabel('Adresse email').fill(account.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(redirect ? new RegExp(`${redirect.replace(/[/?]/g, '\\$&')}$`) : /\/app$/);
}

/** The content of the page's <main>. */
export const main = (page: Page) => page.locator('main#main-content');

/** A phone's window, for the checks at 375 px. */
export const PHONE = { width: 375, height: 740 };

/** Holds Firebase Auth's code until `release()` is called: the app sits in "not initialised". */
export async function holdFirebase(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*.js', async (route) => {
    try {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('identitytoolkit.googleapis.com')) await released;
      await route.fulfill({ response, body });
    } catch {
      // The page moved on or closed while this script was in flight: nothing left to serve.
    }
  });
  return release;
}

/** A browser context of its own: another person, on another computer (a desktop browser, not a bot). */
export async function person(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    ...devices['Desktop Chrome'],
    baseURL: test.info().project.use.baseURL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
  });
  return context.newPage();
}
