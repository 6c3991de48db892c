import { createFederatedConfig } from 'tooling';

export default createFederatedConfig({
  dir: import.meta.dirname,
  name: 'mf_billing_accounting',
  exposes: {
    './app': './src/app.tsx',
    './widgets/unpaidInvoices': './src/widgets/unpaidInvoices.tsx',
    './widgets/caseInvoices': './src/widgets/caseInvoices.tsx',
    './widgets/clientInvoices': './src/widgets/clientInvoices.tsx',
    './widgets/caseCarpa': './src/widgets/caseCarpa.tsx',
  },
});
