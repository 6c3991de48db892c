import { type CalendarEvent, paths, useCollection } from 'shared-data/store';

/** The cabinet's events (all, or one dossier's), live. */
export function useEvents({ firmId, caseId }: { firmId: string | null; caseId?: string }) {
  return useCollection<CalendarEvent>(
    firmId
      ? {
          collection: paths.events(firmId),
          ...(caseId ? { where: [{ field: 'caseId', op: '==' as const, value: caseId }] } : {}),
        }
      : null,
  );
}
