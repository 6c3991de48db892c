import { createFederatedConfig } from 'tooling';

export default createFederatedConfig({
  dir: import.meta.dirname,
  name: 'mf_billing_accounting',
  exposes: {
    './app': './src/app.tsx',
    './widgets/unpaidInvoices': './src/widgets/unpaidInvoices.tsx',
  },
});
