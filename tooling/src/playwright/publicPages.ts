import type { Page } from '@playwright/test';

/**
 * A public page arrives prerendered and the app takes it over once it has rendered the same page
 * (shell/src/platform/prerendered.ts). Journeys act on the live page: they wait for the hand-over
 * (immediate on any page that was not prerendered).
 */
export async function untilAppTookOver(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.getElementById('prerendered'), undefined, { timeout: 20_000 });
}
