import { createFederatedConfig } from 'tooling';

export default createFederatedConfig({
  dir: import.meta.dirname,
  name: 'mf_cases_clients',
  exposes: {
    './app': './src/app.tsx',
    './widgets/recentCases': './src/widgets/recentCases.tsx',
  },
});
