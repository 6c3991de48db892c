import type { AreaRoute } from 'shared-ui';
import { AccountingPage } from './routes/AccountingPage.tsx';
import { BillingExportPage } from './routes/BillingExportPage.tsx';
import { BillingListPage } from './routes/BillingListPage.tsx';
import { InvoiceEditorPage } from './routes/InvoiceEditorPage.tsx';

/** The routes this remote owns, as in the shell's route table. */
export const ROUTES: AreaRoute[] = [
  {
    path: '/app/billing',
    title: 'Facturation',
    element: <BillingListPage view="all" />,
    navLabel: 'Toutes les factures',
  },
  {
    path: '/app/billing/new',
    title: 'Nouvelle facture',
    element: <InvoiceEditorPage />,
    navLabel: 'Nouvelle facture',
  },
  {
    path: '/app/billing/paid',
    title: 'Factures payées',
    element: <BillingListPage view="paid" />,
    navLabel: 'Payées',
  },
  {
    path: '/app/billing/unpaid',
    title: 'Factures impayées',
    element: <BillingListPage view="unpaid" />,
    navLabel: 'Impayées',
  },
  {
    path: '/app/billing/pending',
    title: 'Factures en attente',
    element: <BillingListPage view="pending" />,
    navLabel: 'En attente',
  },
  {
    path: '/app/billing/export',
    title: 'Export de la facturation',
    element: <BillingExportPage />,
    navLabel: 'Export',
  },
  {
    path: '/app/accounting',
    title: 'Comptabilité',
    element: <AccountingPage />,
    navLabel: 'Comptabilité',
  },
];
