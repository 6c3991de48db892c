import { createSlotParcel, type SlotContracts, todayIso, Loading } from 'shared-ui';
import { RelatedInvoices } from '../features/invoices/components/RelatedInvoices.tsx';
import { useWorkContext } from 'shared-data';

/** Cross-area slot `caseInvoices`: the dossier page's "Factures" tab (mf-cases-clients). */
export function CaseInvoicesWidget({ caseId }: SlotContracts['caseInvoices']) {
  const work = useWorkContext();
  if (work.loading || !work.firmId) return <Loading label="Chargement des factures…" />;
  return <RelatedInvoices firmId={work.firmId} field="caseId" value={caseId} today={todayIso()} />;
}

export const { bootstrap, mount, unmount, update } = createSlotParcel('caseInvoices', CaseInvoicesWidget);
