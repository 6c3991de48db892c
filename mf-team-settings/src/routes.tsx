import { PlannedPage, type AreaRoute } from 'shared-ui';
import { NotificationsPage } from './routes/NotificationsPage.tsx';
import { ProfilePage } from './routes/ProfilePage.tsx';

/** The routes this remote owns, as in the shell's route table. */
export const ROUTES: AreaRoute[] = [
  {
    path: '/app/teammates',
    title: 'Équipe',
    element: (
      <PlannedPage
        area="Équipe et paramètres"
        title="Équipe"
        path="/app/teammates"
        purpose="Les membres du cabinet et les invitations en attente."
      />
    ),
    navLabel: 'Membres',
  },
  {
    path: '/app/teammates/new',
    title: 'Inviter un collaborateur',
    element: (
      <PlannedPage
        area="Équipe et paramètres"
        title="Inviter un collaborateur"
        path="/app/teammates/new"
        purpose="Inviter un collaborateur par email et copier le lien d’invitation."
      />
    ),
    navLabel: 'Inviter',
  },
  {
    path: '/app/teammates/board',
    title: 'Tableau des tâches',
    element: (
      <PlannedPage
        area="Équipe et paramètres"
        title="Tableau des tâches"
        path="/app/teammates/board"
        purpose="Les tâches de l’équipe en colonnes (À faire, En cours, En revue, Terminé), utilisables au clavier."
      />
    ),
    navLabel: 'Tâches',
  },
  {
    path: '/app/teammates/planner',
    title: 'Planning de l’équipe',
    element: (
      <PlannedPage
        area="Équipe et paramètres"
        title="Planning de l’équipe"
        path="/app/teammates/planner"
        purpose="La semaine de chaque membre de l’équipe."
      />
    ),
    navLabel: 'Planning',
  },
  {
    path: '/app/settings',
    title: 'Paramètres',
    element: (
      <PlannedPage
        area="Équipe et paramètres"
        title="Paramètres"
        path="/app/settings"
        purpose="Les réglages du cabinet et de votre compte."
      />
    ),
    navLabel: 'Paramètres',
  },
  {
    path: '/app/settings/team',
    title: 'Cabinet et membres',
    element: (
      <PlannedPage
        area="Équipe et paramètres"
        title="Cabinet et membres"
        path="/app/settings/team"
        purpose="L’identité du cabinet et la gestion des membres."
      />
    ),
    navLabel: 'Cabinet',
  },
  {
    path: '/app/settings/billing',
    title: 'Paramètres de facturation',
    element: (
      <PlannedPage
        area="Équipe et paramètres"
        title="Paramètres de facturation"
        path="/app/settings/billing"
        purpose="L’identité de facturation : SIRET, numéro de TVA, IBAN, numérotation, conditions de paiement, mentions et logo."
      />
    ),
    navLabel: 'Facturation',
  },
  {
    path: '/app/settings/profile',
    title: 'Profil',
    element: <ProfilePage />,
    navLabel: 'Profil',
  },
  {
    path: '/app/settings/availability',
    title: 'Disponibilités',
    element: (
      <PlannedPage
        area="Équipe et paramètres"
        title="Disponibilités"
        path="/app/settings/availability"
        purpose="Vos horaires de la semaine, la durée des créneaux, la marge entre rendez-vous et les exceptions."
      />
    ),
    navLabel: 'Disponibilités',
  },
  {
    path: '/app/settings/subscription',
    title: 'Abonnement',
    element: (
      <PlannedPage
        area="Équipe et paramètres"
        title="Abonnement"
        path="/app/settings/subscription"
        purpose="Votre formule, le nombre de places et la fin de l’essai."
      />
    ),
    navLabel: 'Abonnement',
  },
  {
    path: '/app/settings/notifications',
    title: 'Notifications',
    element: <NotificationsPage />,
    navLabel: 'Notifications',
  },
];
