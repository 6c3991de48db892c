import { createFederatedConfig } from 'tooling';

export default createFederatedConfig({
  dir: import.meta.dirname,
  name: 'mf_team_settings',
  exposes: {
    './app': './src/app.tsx',
    './widgets/notificationsBell': './src/widgets/notificationsBell.tsx',
  },
});
