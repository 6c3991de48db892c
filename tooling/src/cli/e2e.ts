/**
 * `pretoire-e2e`: makes sure Debian's headless Chromium is there (installs it when we are root)
 * and, on Firestore (PRETOIRE_DATA_BACKEND=firestore), the Firestore emulator; sets the built
 * pages on that backend (as pretoire-compose does); then runs the Playwright journeys. Extra
 * arguments go to `playwright test`.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { APPS, repoRoot } from '../apps.ts';
import { firestoreEmulatorUnavailable } from '../emulator.ts';
import { dataBackendOf } from '../env.ts';
import { HEADLESS_CHROMIUM, TEST_BROWSER_PACKAGE, testBrowserPath } from '../playwright/browser.ts';
import { setBuiltPagesDataBackend } from '../prerender/index.ts';

// Debian's headless Chromium (src/playwright/browser.ts), installed when we are root.
if (!process.env.CHROMIUM_PATH && !fs.existsSync(HEADLESS_CHROMIUM) && process.getuid?.() === 0) {
  console.log(
    `Installation du paquet Debian « ${TEST_BROWSER_PACKAGE} » (Chromium sans interface, pour les parcours)…`,
  );
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', TEST_BROWSER_PACKAGE], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
const chromiumPath = testBrowserPath();
if (!fs.existsSync(chromiumPath)) {
  console.error(
    `Chromium est introuvable (${chromiumPath}). Installez-le : sudo apt-get install ${TEST_BROWSER_PACKAGE}, ou indiquez CHROMIUM_PATH.`,
  );
  process.exit(1);
}

// The journeys between people need the shared backend: no silent fallback to one browser.
const backend = dataBackendOf();
const unavailable = backend === 'firestore' ? firestoreEmulatorUnavailable() : null;
if (unavailable) {
  console.error(`Les parcours sur Firestore ne peuvent pas tourner : ${unavailable}`);
  process.exit(1);
}

// The same build runs the per-browser journeys, then the Firestore ones: its pages name the backend.
// A remote's own pipeline (PRETOIRE_E2E_APP) serves its build alone.
const served = APPS.filter((app) => !process.env.PRETOIRE_E2E_APP || app.dir === process.env.PRETOIRE_E2E_APP);
setBuiltPagesDataBackend(served, backend);

const result = spawnSync(
  path.join(repoRoot, 'node_modules', '.bin', 'playwright'),
  ['test', '--config', path.join(repoRoot, 'tooling', 'playwright.config.ts'), ...process.argv.slice(2)],
  { stdio: 'inherit', cwd: repoRoot },
);
process.exit(result.status ?? 1);
