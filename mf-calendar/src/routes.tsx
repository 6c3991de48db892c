import { PlannedPage, type AreaRoute } from 'shared-ui';

/** The routes this remote owns, as in the shell's route table. */
export const ROUTES: AreaRoute[] = [
  {
    path: '/app/calendar',
    title: 'Agenda',
    element: (
      <PlannedPage
        area="Agenda"
        title="Agenda"
        path="/app/calendar"
        purpose="Tous les événements du cabinet en vue mois, semaine, jour ou liste, et l’export au format iCalendar."
      />
    ),
    navLabel: 'Agenda',
  },
  {
    path: '/app/calendar/court',
    title: 'Audiences',
    element: (
      <PlannedPage
        area="Agenda"
        title="Audiences"
        path="/app/calendar/court"
        purpose="Les audiences : juridiction, chambre, type, dossier et numéro RG."
      />
    ),
    navLabel: 'Audiences',
  },
  {
    path: '/app/calendar/meetings',
    title: 'Rendez-vous',
    element: (
      <PlannedPage
        area="Agenda"
        title="Rendez-vous"
        path="/app/calendar/meetings"
        purpose="Les rendez-vous, dont les demandes reçues en ligne à confirmer ou refuser."
      />
    ),
    navLabel: 'Rendez-vous',
  },
  {
    path: '/app/calendar/deadlines',
    title: 'Délais',
    element: (
      <PlannedPage
        area="Agenda"
        title="Délais"
        path="/app/calendar/deadlines"
        purpose="Les délais de procédure calculés selon le Code de procédure civile (art. 641 à 644), jours fériés compris."
      />
    ),
    navLabel: 'Délais',
  },
];
