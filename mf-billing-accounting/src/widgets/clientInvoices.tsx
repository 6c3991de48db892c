import { createSlotParcel, type SlotContracts, todayIso, Loading } from 'shared-ui';
import { RelatedInvoices } from '../features/invoices/components/RelatedInvoices.tsx';
import { useWorkContext } from 'shared-data';

/** Cross-area slot `clientInvoices`: the client page's invoices (mf-cases-clients). */
export function ClientInvoicesWidget({ clientId }: SlotContracts['clientInvoices']) {
  const work = useWorkContext();
  if (work.loading || !work.firmId) return <Loading label="Chargement des factures…" />;
  return <RelatedInvoices firmId={work.firmId} field="clientId" value={clientId} today={todayIso()} />;
}

export const { bootstrap, mount, unmount, update } = createSlotParcel('clientInvoices', ClientInvoicesWidget);
