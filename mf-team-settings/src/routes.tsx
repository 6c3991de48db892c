import { lazy } from 'react';
import { type AreaRoute, LazyPage } from 'shared-ui';
import { AvailabilityPage } from './routes/AvailabilityPage.tsx';
import { InvitePage } from './routes/InvitePage.tsx';
import { NotificationsPage } from './routes/NotificationsPage.tsx';
import { PlannerPage } from './routes/PlannerPage.tsx';
import { ProfilePage } from './routes/ProfilePage.tsx';
import { SettingsIndexPage } from './routes/SettingsIndexPage.tsx';
import { SubscriptionPage } from './routes/SubscriptionPage.tsx';
import { TeammatesPage } from './routes/TeammatesPage.tsx';
import { TeamSettingsPage } from './routes/TeamSettingsPage.tsx';

// Heavy libraries only where they are used: @dnd-kit on the board, DOMPurify on billing.
const BoardPage = lazy(() => import('./routes/BoardPage.tsx'));
const BillingSettingsPage = lazy(() => import('./routes/BillingSettingsPage.tsx'));

/** The routes this remote owns, as in the shell's route table. */
export const ROUTES: AreaRoute[] = [
  { path: '/app/teammates', title: 'Équipe', element: <TeammatesPage />, navLabel: 'Membres' },
  { path: '/app/teammates/new', title: 'Inviter un collaborateur', element: <InvitePage />, navLabel: 'Inviter' },
  {
    path: '/app/teammates/board',
    title: 'Tableau des tâches',
    element: (
      <LazyPage>
        <BoardPage />
      </LazyPage>
    ),
    navLabel: 'Tâches',
  },
  { path: '/app/teammates/planner', title: 'Planning de l’équipe', element: <PlannerPage />, navLabel: 'Planning' },
  { path: '/app/settings', title: 'Paramètres', element: <SettingsIndexPage />, navLabel: 'Paramètres' },
  { path: '/app/settings/team', title: 'Cabinet et membres', element: <TeamSettingsPage />, navLabel: 'Cabinet' },
  {
    path: '/app/settings/billing',
    title: 'Paramètres de facturation',
    element: (
      <LazyPage>
        <BillingSettingsPage />
      </LazyPage>
    ),
    navLabel: 'Facturation',
  },
  { path: '/app/settings/profile', title: 'Profil', element: <ProfilePage />, navLabel: 'Profil' },
  {
    path: '/app/settings/availability',
    title: 'Disponibilités',
    element: <AvailabilityPage />,
    navLabel: 'Disponibilités',
  },
  { path: '/app/settings/subscription', title: 'Abonnement', element: <SubscriptionPage />, navLabel: 'Abonnement' },
  {
    path: '/app/settings/notifications',
    title: 'Notifications',
    element: <NotificationsPage />,
    navLabel: 'Notifications',
  },
];
