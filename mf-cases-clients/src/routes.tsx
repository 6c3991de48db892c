import { PlannedPage, type AreaRoute } from 'shared-ui';

/** The routes this remote owns, as in the shell's route table. */
export const ROUTES: AreaRoute[] = [
  {
    path: '/app/cases',
    title: "Dossiers",
    element: <PlannedPage area="Dossiers et clients" title="Dossiers" path="/app/cases" purpose="La liste des dossiers du cabinet : référence, intitulé, client, matière, statut ; recherche, filtres et tri." />, navLabel: "Dossiers",
  },
  {
    path: '/app/cases/:id',
    title: "Dossier",
    element: <PlannedPage area="Dossiers et clients" title="Dossier" path="/app/cases/:id" purpose="Le dossier : synthèse, parties, documents, notes, temps passés, tâches, audiences, délais et factures." />,
  },
  {
    path: '/app/clients',
    title: "Clients",
    element: <PlannedPage area="Dossiers et clients" title="Clients" path="/app/clients" purpose="Les clients du cabinet, personnes physiques et morales, avec recherche, filtres et tri." />, navLabel: "Clients",
  },
  {
    path: '/app/clients/:id',
    title: "Client",
    element: <PlannedPage area="Dossiers et clients" title="Client" path="/app/clients/:id" purpose="La fiche du client : coordonnées, dossiers, factures et documents." />,
  },
];
