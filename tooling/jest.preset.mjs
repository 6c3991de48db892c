// The jest preset of every package: TypeScript and JSX through @swc/jest, a jsdom browser,
// TextEncoder / structuredClone / IndexedDB available as in a real browser.
import path from 'node:path';

const here = import.meta.dirname;

/** @param {string} packageDir */
export function jestProject(packageDir) {
  const name = path.basename(packageDir);
  return {
    displayName: name,
    rootDir: packageDir,
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    // Suites against the Firestore emulator run in their own project (emulatorProject).
    testPathIgnorePatterns: ['/node_modules/', '\\.emulator\\.test\\.ts$'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
        },
      ],
    },
    // dexie, firebase and a few others ship ESM only.
    transformIgnorePatterns: ['/node_modules/(?!(dexie|fake-indexeddb|marked)/)'],
    moduleNameMapper: { '\\.css$': path.join(here, 'src', 'jest', 'styleMock.cjs') },
    setupFiles: [path.join(here, 'src', 'jest', 'setup.cjs')],
    setupFilesAfterEnv: [path.join(here, 'src', 'jest', 'setupAfterEnv.cjs')],
  };
}

/**
 * The production path: `*.emulator.test.ts` suites in Node against the Firestore emulator with
 * the rules generated from the policy (started once by the global setup).
 * @param {string[]} packageDirs
 */
export function emulatorProject(packageDirs) {
  const base = jestProject(packageDirs[0]);
  return {
    ...base,
    displayName: 'firestore (émulateur)',
    rootDir: path.join(here, '..'),
    roots: packageDirs,
    testEnvironment: 'node',
    testMatch: ['**/src/**/*.emulator.test.ts'],
    testPathIgnorePatterns: ['/node_modules/'],
    setupFiles: [],
    setupFilesAfterEnv: [path.join(here, 'src', 'jest', 'emulatorSetup.cjs')],
    globalSetup: path.join(here, 'src', 'jest', 'firestoreEmulator.cjs'),
    globalTeardown: path.join(here, 'src', 'jest', 'firestoreEmulatorTeardown.cjs'),
  };
}
