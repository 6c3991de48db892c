// The contract suite against the Firebase emulators (see README "Firestore contract run").
export default {
  displayName: 'shared-data (firestore)',
  rootDir: import.meta.dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.emulator.ts'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } }] },
  testTimeout: 60_000,
};
