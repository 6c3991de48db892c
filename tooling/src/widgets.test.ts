import path from 'node:path';
import { staticImportGraph } from './importGraph.ts';

// The first screen after login mounts these at once (the dashboard and the header's bell): they
// read through shared-data/store and load no form library, or that screen carries zod,
// libphonenumber and react-hook-form. A form a widget opens comes with a dynamic import;
// a toast, through shared-ui's showToast (sonner comes with it: the dashboard's toaster waits for an action).
const FIRST_SCREEN_WIDGETS = [
  'mf-cases-clients/src/widgets/recentCases.tsx',
  'mf-calendar/src/widgets/today.tsx',
  'mf-calendar/src/widgets/deadlines.tsx',
  'mf-calendar/src/widgets/bookingRequests.tsx',
  'mf-billing-accounting/src/widgets/unpaidInvoices.tsx',
  'mf-team-settings/src/widgets/notificationsBell.tsx',
];
const HEAVY = [
  'shared-data',
  'zod',
  'zod/mini',
  'react-hook-form',
  '@hookform/resolvers/zod',
  'libphonenumber-js',
  'sonner',
];

describe('widgets du premier écran après connexion', () => {
  it.each(FIRST_SCREEN_WIDGETS)('%s lit par shared-data/store, sans zod, formulaire ni sonner', (widget) => {
    const { files, packages } = staticImportGraph(path.resolve(__dirname, '../..', widget));
    expect(files.size).toBeGreaterThan(1);
    expect(packages).toContain('shared-data/store');
    for (const heavy of HEAVY) expect([...packages]).not.toContain(heavy);
  });
});
