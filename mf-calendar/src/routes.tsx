import type { AreaRoute } from 'shared-ui';
import { AgendaPage } from './routes/AgendaPage.tsx';
import { CourtPage } from './routes/CourtPage.tsx';
import { DeadlinesPage } from './routes/DeadlinesPage.tsx';
import { MeetingsPage } from './routes/MeetingsPage.tsx';

/** The routes this remote owns, as in the shell's route table. */
export const ROUTES: AreaRoute[] = [
  { path: '/app/calendar', title: 'Agenda', element: <AgendaPage />, navLabel: 'Agenda' },
  { path: '/app/calendar/court', title: 'Audiences', element: <CourtPage />, navLabel: 'Audiences' },
  { path: '/app/calendar/meetings', title: 'Rendez-vous', element: <MeetingsPage />, navLabel: 'Rendez-vous' },
  { path: '/app/calendar/deadlines', title: 'Délais', element: <DeadlinesPage />, navLabel: 'Délais' },
];
