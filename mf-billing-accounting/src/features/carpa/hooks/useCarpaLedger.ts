/** A dossier's CARPA ledger and movements, live; the cabinet's CARPA summary. */
import { useMemo } from 'react';
import {
  type CarpaLedger,
  type CarpaMovement,
  type Case,
  paths,
  useAggregate,
  useCollection,
  useDocument,
  useDocuments,
  usePagedCollection,
  useRefreshWhenChanged,
} from 'shared-data';
import { summarizeLedgers } from '../model/carpa.ts';

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

/** The dossier of a CARPA sub-ledger, live: its first client is who the funds are recorded for. */
export function useLedgerCase(firmId: string | null, caseId: string) {
  return useDocument<Case>(firmId ? paths.case(firmId, caseId) : null);
}

/** The CARPA movements written for one demande de provision or invoice (deposits for it, fees taken for it). */
export function useCarpaMovementsFor(firmId: string | null, invoiceId: string | null) {
  return useCollection<CarpaMovement>(
    firmId && invoiceId
      ? { collection: paths.carpaMovements(firmId), where: [{ field: 'invoiceId', op: '==', value: invoiceId }] }
      : null,
  );
}

/** Dossiers shown per page of the CARPA summary. */
export const CARPA_SUMMARY_PAGE = 50;

/**
 * The CARPA summary: the total held and the number of accounts by aggregation, the accounts a page
 * at a time (largest balance first) and the dossiers of that page by id — never every ledger and
 * dossier of the cabinet. The total is read again when the page's accounts change.
 */
export function useCarpaSummary(firmId: string) {
  const ledgers = usePagedCollection<CarpaLedger>(
    { collection: paths.carpaLedgers(firmId), orderBy: [{ field: 'balanceCents', direction: 'desc' }] },
    { pageSize: CARPA_SUMMARY_PAGE },
  );
  const totals = useAggregate({ collection: paths.carpaLedgers(firmId), count: true, sum: ['balanceCents'] });
  // A balance changes in place: the accounts' snapshot, not their ids, says the total moved.
  useRefreshWhenChanged([ledgers.data], ledgers.loading, totals.refresh);
  const casePaths = useMemo(
    () => ledgers.data.map((ledger) => paths.case(firmId, ledger.caseId)),
    [firmId, ledgers.data],
  );
  const cases = useDocuments<Case>(casePaths);
  const summary = useMemo(
    () =>
      summarizeLedgers(
        ledgers.data,
        new Map(cases.data.map((c) => [c.id, { reference: c.reference, title: c.title }])),
      ),
    [ledgers.data, cases.data],
  );
  return {
    rows: summary.rows,
    totalHeldCents: totals.data?.sums?.balanceCents ?? summary.totalHeldCents,
    accountCount: totals.data?.count ?? summary.rows.length,
    hasMore: ledgers.hasMore,
    loadMore: ledgers.loadMore,
    loadingMore: ledgers.loadingMore,
    loading: ledgers.loading || totals.loading,
    error: ledgers.error ?? totals.error ?? cases.error,
  };
}
