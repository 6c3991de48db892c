import { createFederatedConfig } from 'tooling';

export default createFederatedConfig({
  dir: import.meta.dirname,
  name: 'mf_auth',
  exposes: {
    './pages': './src/pages.tsx',
  },
});
