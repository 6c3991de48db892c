import { type Case, paths, useCollection } from 'shared-data';

/** The dossiers of the client `clientId`, live (null cabinet: none read, e.g. while the client itself loads). */
export function useClientCases(firmId: string | null, clientId: string) {
  return useCollection<Case>(
    firmId
      ? { collection: paths.cases(firmId), where: [{ field: 'clientIds', op: 'array-contains', value: clientId }] }
      : null,
  );
}
