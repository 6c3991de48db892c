import { PlannedPage, type AreaRoute } from 'shared-ui';

/** The routes this remote owns, as in the shell's route table. */
export const ROUTES: AreaRoute[] = [
  {
    path: '/app/billing',
    title: 'Facturation',
    element: (
      <PlannedPage
        area="Facturation et comptabilité"
        title="Facturation"
        path="/app/billing"
        purpose="Toutes les factures du cabinet, brouillons et factures émises, avec leurs totaux."
      />
    ),
    navLabel: 'Toutes les factures',
  },
  {
    path: '/app/billing/new',
    title: 'Nouvelle facture',
    element: (
      <PlannedPage
        area="Facturation et comptabilité"
        title="Nouvelle facture"
        path="/app/billing/new"
        purpose="Préparer une facture à partir du temps passé non facturé, des lignes libres, des débours et des provisions reçues."
      />
    ),
    navLabel: 'Nouvelle facture',
  },
  {
    path: '/app/billing/paid',
    title: 'Factures payées',
    element: (
      <PlannedPage
        area="Facturation et comptabilité"
        title="Factures payées"
        path="/app/billing/paid"
        purpose="Les factures entièrement réglées, avec leur total."
      />
    ),
    navLabel: 'Payées',
  },
  {
    path: '/app/billing/unpaid',
    title: 'Factures impayées',
    element: (
      <PlannedPage
        area="Facturation et comptabilité"
        title="Factures impayées"
        path="/app/billing/unpaid"
        purpose="Les factures échues qui restent à régler, avec le montant dû."
      />
    ),
    navLabel: 'Impayées',
  },
  {
    path: '/app/billing/pending',
    title: 'Factures en attente',
    element: (
      <PlannedPage
        area="Facturation et comptabilité"
        title="Factures en attente"
        path="/app/billing/pending"
        purpose="Les factures émises dont l’échéance n’est pas encore passée."
      />
    ),
    navLabel: 'En attente',
  },
  {
    path: '/app/billing/export',
    title: 'Export de la facturation',
    element: (
      <PlannedPage
        area="Facturation et comptabilité"
        title="Export de la facturation"
        path="/app/billing/export"
        purpose="Exporter les factures et les paiements d’une période en CSV, avec les PDF."
      />
    ),
    navLabel: 'Export',
  },
  {
    path: '/app/accounting',
    title: 'Comptabilité',
    element: (
      <PlannedPage
        area="Facturation et comptabilité"
        title="Comptabilité"
        path="/app/accounting"
        purpose="Le livre-journal des recettes et des dépenses, la TVA, l’estimation du résultat BNC et l’export FEC."
      />
    ),
    navLabel: 'Comptabilité',
  },
];
