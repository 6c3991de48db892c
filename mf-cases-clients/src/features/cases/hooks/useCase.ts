import { type Case, paths, useDocument } from 'shared-data';

/** The dossier `id`, live (null cabinet: nothing read yet); missing or another cabinet's reads as no data. */
export function useCase(firmId: string | null, id: string) {
  return useDocument<Case>(firmId ? paths.case(firmId, id) : null);
}
