import type { AreaRoute } from 'shared-ui';
import { CaseDetailPage } from './routes/CaseDetailPage.tsx';
import { CasesPage } from './routes/CasesPage.tsx';
import { ClientDetailPage } from './routes/ClientDetailPage.tsx';
import { ClientsPage } from './routes/ClientsPage.tsx';

/** The routes this remote owns, as in the shell's route table: one file per route. */
export const ROUTES: AreaRoute[] = [
  { path: '/app/cases', title: 'Dossiers', element: <CasesPage />, navLabel: 'Dossiers' },
  { path: '/app/cases/:id', title: 'Dossier', element: <CaseDetailPage /> },
  { path: '/app/clients', title: 'Clients', element: <ClientsPage />, navLabel: 'Clients' },
  { path: '/app/clients/:id', title: 'Client', element: <ClientDetailPage /> },
];
