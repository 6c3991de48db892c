import { createFederatedConfig } from 'tooling';

export default createFederatedConfig({
  dir: import.meta.dirname,
  name: 'mf_research',
  exposes: {
    './app': './src/app.tsx',
  },
});
