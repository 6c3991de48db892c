import { emulatorProject, jestProject } from './tooling/jest.preset.mjs';

const packages = [
  'shared-ui',
  'shared-auth',
  'shared-data',
  'shell',
  'tooling',
  'mf-marketing',
  'mf-auth',
  'mf-cases-clients',
  'mf-billing-accounting',
  'mf-calendar',
  'mf-research',
  'mf-team-settings',
  'functions',
];

export default {
  // Jest's default leaves one core idle on a two-core machine.
  maxWorkers: '100%',
  reporters: ['default', './tooling/src/jest/summaryReporter.cjs'],
  projects: [
    ...packages.map((name) => jestProject(new URL(`./${name}`, import.meta.url).pathname)),
    emulatorProject(packages.map((name) => new URL(`./${name}`, import.meta.url).pathname)),
  ],
};
