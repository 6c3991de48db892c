import { createFederatedConfig } from 'tooling';

export default createFederatedConfig({
  dir: import.meta.dirname,
  name: 'mf_marketing',
  exposes: {
    './app': './src/app.tsx',
  },
});
