import { useMemo } from 'react';
import { paths, type TimeEntry, useCollection } from 'shared-data';
import { type TimeTotals, timeTotals } from '../model/duration.ts';

/** The dossier's time entries, live (null cabinet: nothing read yet). */
export function useCaseTimeEntries(firmId: string | null, caseId: string) {
  return useCollection<TimeEntry>(
    firmId ? { collection: paths.timeEntries(firmId), where: [{ field: 'caseId', op: '==', value: caseId }] } : null,
  );
}

/** The dossier's time totals, live (e.g. "Reste à facturer" shown before closing). */
export function useTimeTotals(firmId: string | null, caseId: string): { totals: TimeTotals; loading: boolean } {
  const entries = useCaseTimeEntries(firmId, caseId);
  const totals = useMemo(() => timeTotals(entries.data), [entries.data]);
  return { totals, loading: entries.loading };
}
