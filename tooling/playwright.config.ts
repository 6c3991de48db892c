/**
 * End-to-end tests in Debian's headless Chromium (src/playwright/browser.ts) against the built
 * apps served as deployed (`pretoire-serve`) and the Auth emulator with the demo accounts
 * (`pretoire-emulator`).
 * Composed-app journeys live in e2e/, each remote's standalone journeys in <remote>/e2e/.
 */
import { defineConfig, devices } from '@playwright/test';
import { APPS, repoRoot, SHELL_URL } from './src/apps.ts';
import { STARTUP_TIMEOUT_MS } from './src/emulator.ts';
import { BACKEND_READY_URL } from './src/localBackend.ts';
import { testBrowserPath } from './src/playwright/browser.ts';

/**
 * PRETOIRE_E2E_APP=mf-calendar: that remote's own pipeline — its standalone journeys alone,
 * against its own build (the standalone page signs its demo user in: no shared sign-in step).
 */
const onlyApp = APPS.find((app) => app.dir === process.env.PRETOIRE_E2E_APP);
const waitForApp = onlyApp ?? APPS[APPS.length - 1]!;

/**
 * PRETOIRE_DATA_BACKEND=firestore (`npm run e2e:firestore`: the build's pages set on Firestore by
 * pretoire-e2e — what production ships): the journeys between people (`e2e/*.firestore.ts`), the
 * faults (offline, reconnect, two sessions on one record) and the byte budgets. The other journeys
 * run on the same build set on the per-browser database; the faults run on both.
 */
const sharedBackend = process.env.PRETOIRE_DATA_BACKEND === 'firestore';
const STANDALONE_SPECS = 'mf-*/e2e/**/*.standalone.spec.ts';
const FIRESTORE_ONLY = ['e2e/budgets.spec.ts'];
const ON_BOTH_BACKENDS = ['e2e/faults.spec.ts'];

export default defineConfig({
  testDir: repoRoot,
  outputDir: `${repoRoot}test-results`,
  fullyParallel: true,
  // One worker per core. Measured on two cores: four workers made every test twice as slow
  // (CPU-bound); one (Playwright's default, half the cores) took 104 s where two took 85 s.
  workers: '100%',
  retries: 0,
  forbidOnly: true,
  reporter: [['list'], ['./src/playwright/summaryReporter.ts']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: SHELL_URL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    // A failed test keeps a screenshot. No trace: recording one for every test (to keep the failed
    // ones) cost a seventh of the journeys' time on two cores (36 journeys: 89 s with, 76 s without).
    // To investigate a failure: `npx pretoire-e2e e2e/x.spec.ts --trace retain-on-failure`.
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: testBrowserPath(),
      // Nothing may reach the network: no background services, no component updates.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: onlyApp
    ? [{ name: 'chromium', testMatch: [`${onlyApp.dir}/e2e/**/*.spec.ts`] }]
    : sharedBackend
      ? [
          { name: 'setup', testMatch: ['e2e/**/*.setup.ts'] },
          {
            name: 'shared-backend',
            testMatch: ['e2e/**/*.firestore.ts', ...FIRESTORE_ONLY, ...ON_BOTH_BACKENDS],
            dependencies: ['setup'],
          },
        ]
      : [
          { name: 'setup', testMatch: ['e2e/**/*.setup.ts'] },
          {
            name: 'chromium',
            testMatch: ['e2e/**/*.spec.ts', 'mf-*/e2e/**/*.spec.ts'],
            testIgnore: [...FIRESTORE_ONLY, STANDALONE_SPECS],
            dependencies: ['setup'],
          },
          // The composed journeys above already run every remote's journeys: here each remote's
          // standalone page is checked by one of them (`@autonome`); its own pipeline runs them all.
          { name: 'standalone', testMatch: [STANDALONE_SPECS], grep: /@autonome/ },
        ],
  webServer: [
    {
      // Auth and Firestore emulators, generated rules, demo accounts and cabinet: ready once seeded.
      // The per-browser build's journeys keep their data in the browser: Auth alone for them.
      command: sharedBackend ? 'npx pretoire-emulator --fresh' : 'npx pretoire-emulator --auth-only',
      url: sharedBackend ? `${BACKEND_READY_URL}/firestore` : BACKEND_READY_URL,
      // SIGTERM, not Playwright's default SIGKILL: the backend then stops the Firestore JVM, which
      // runs in its own process group and would otherwise outlive the tests.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      reuseExistingServer: !process.env.CI,
      timeout: STARTUP_TIMEOUT_MS,
      cwd: repoRoot,
      stdout: 'pipe',
    },
    {
      command: 'npx pretoire-serve',
      url: `http://localhost:${waitForApp.port}/mf-manifest.json`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      cwd: repoRoot,
    },
  ],
});
