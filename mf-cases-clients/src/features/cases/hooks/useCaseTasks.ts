import { paths, type Task, useCollection } from 'shared-data';

/** The team's tasks linked to the dossier, live (written on the team board). */
export function useCaseTasks(firmId: string, caseId: string) {
  return useCollection<Task>({
    collection: paths.tasks(firmId),
    where: [{ field: 'caseId', op: '==', value: caseId }],
  });
}
