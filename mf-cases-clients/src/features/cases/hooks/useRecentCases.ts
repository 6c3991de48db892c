// Through shared-data/store only: the dashboard's « Dossiers récents » is a first-screen widget (tooling's widgets test).
import { type Case, paths, useCollection } from 'shared-data/store';

/** The five dossiers of the cabinet changed most recently, live (null cabinet: nothing read yet). */
export function useRecentCases(firmId: string | null) {
  return useCollection<Case>(
    firmId ? { collection: paths.cases(firmId), orderBy: [{ field: 'updatedAt', direction: 'desc' }], limit: 5 } : null,
  );
}
