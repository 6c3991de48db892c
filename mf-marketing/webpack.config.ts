import { createFederatedConfig } from 'tooling';

export default createFederatedConfig({
  dir: import.meta.dirname,
  prerender: './src/prerender.tsx',
  name: 'mf_marketing',
  exposes: {
    './pages': './src/pages.tsx',
  },
});
