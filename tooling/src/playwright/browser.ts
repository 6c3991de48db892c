/**
 * The browser the journeys run in: Debian's `chromium-headless-shell` — Chromium's own headless
 * build (the same Blink and V8 as the `chromium` package, without the desktop browser around
 * them), what Playwright itself runs headless tests in. Measured on two cores: a quarter less time
 * per journey than the full `chromium` in headless mode. CHROMIUM_PATH overrides it; without the
 * package (and no root to install it) the full `chromium` still runs them. The benches keep the
 * full browser: they measure what a visitor's Chromium does.
 */
import fs from 'node:fs';

export const TEST_BROWSER_PACKAGE = 'chromium-headless-shell';
export const HEADLESS_CHROMIUM = `/usr/bin/${TEST_BROWSER_PACKAGE}`;
const FULL_CHROMIUM = '/usr/bin/chromium';

export function testBrowserPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return fs.existsSync(HEADLESS_CHROMIUM) || !fs.existsSync(FULL_CHROMIUM) ? HEADLESS_CHROMIUM : FULL_CHROMIUM;
}
