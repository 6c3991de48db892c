import { createFederatedConfig } from 'tooling';

export default createFederatedConfig({
  dir: import.meta.dirname,
  name: 'mf_calendar',
  exposes: {
    './app': './src/app.tsx',
    './widgets/today': './src/widgets/today.tsx',
    './widgets/deadlines': './src/widgets/deadlines.tsx',
    './widgets/bookingRequests': './src/widgets/bookingRequests.tsx',
    './widgets/caseAgenda': './src/widgets/caseAgenda.tsx',
  },
});
