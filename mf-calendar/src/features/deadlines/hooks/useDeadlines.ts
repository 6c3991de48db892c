import { type Deadline, paths, useCollection } from 'shared-data/store';

/** The cabinet's délais (all, or one dossier's), live. */
export function useDeadlines({ firmId, caseId }: { firmId: string | null; caseId?: string }) {
  return useCollection<Deadline>(
    firmId
      ? {
          collection: paths.deadlines(firmId),
          ...(caseId ? { where: [{ field: 'caseId', op: '==' as const, value: caseId }] } : {}),
        }
      : null,
  );
}
