import { useMemo } from 'react';
import { paths, useCollection, type Case } from 'shared-data';
import { toCaseRow, type CaseRow } from '../model/caseList.ts';

/** Every dossier of the cabinet as list rows (search keys computed once per change). */
export function useCaseRows(
  firmId: string | null,
  clientNames: ReadonlyMap<string, string>,
  memberNames: ReadonlyMap<string, string>,
) {
  const cases = useCollection<Case>(firmId ? { collection: paths.cases(firmId) } : null);
  const rows: CaseRow[] = useMemo(
    () => cases.data.map((item) => toCaseRow(item.id, item, clientNames, memberNames)),
    [cases.data, clientNames, memberNames],
  );
  return { rows, loading: cases.loading, error: cases.error };
}
