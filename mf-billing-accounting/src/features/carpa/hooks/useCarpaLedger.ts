/** A dossier's CARPA ledger and movements, live. */
import { useMemo } from 'react';
import { type CarpaLedger, type CarpaMovement, paths, useCollection, useDocument } from 'shared-data';

export function useCarpaLedger(firmId: string | null, caseId: string) {
  const ledger = useDocument<CarpaLedger>(firmId ? paths.carpaLedger(firmId, caseId) : null);
  const movements = useCollection<CarpaMovement>(
    firmId ? { collection: paths.carpaMovements(firmId), where: [{ field: 'caseId', op: '==', value: caseId }] } : null,
  );
  const sorted = useMemo(() => [...movements.data].sort((a, b) => b.sequence - a.sequence), [movements.data]);
  return {
    ledger: ledger.data,
    movements: sorted,
    loading: ledger.loading || movements.loading,
    error: ledger.error ?? movements.error,
  };
}

/** The CARPA movements written for one demande de provision or invoice (deposits for it, fees taken for it). */
export function useCarpaMovementsFor(firmId: string | null, invoiceId: string | null) {
  return useCollection<CarpaMovement>(
    firmId && invoiceId
      ? { collection: paths.carpaMovements(firmId), where: [{ field: 'invoiceId', op: '==', value: invoiceId }] }
      : null,
  );
}
