import { useWorkContext } from 'shared-data';
import { createParcel, type SlotContracts } from 'shared-ui';
import { CarpaLedgerPanel } from '../features/carpa/components/CarpaLedgerPanel.tsx';
import { useLedgerCase } from '../features/carpa/hooks/useCarpaLedger.ts';

/** Cross-area slot `caseCarpa`: the dossier page (mf-cases-clients) shows its CARPA sub-ledger. */
export function CaseCarpaWidget({ caseId }: SlotContracts['caseCarpa']) {
  const work = useWorkContext();
  const dossier = useLedgerCase(work.firmId, caseId);
  return <CarpaLedgerPanel caseId={caseId} clientId={dossier.data?.clientIds[0] ?? null} />;
}

export const { bootstrap, mount, unmount } = createParcel(CaseCarpaWidget);
