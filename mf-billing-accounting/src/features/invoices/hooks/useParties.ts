/**
 * The editors' client and dossier reads: one client's dossiers, the ones chosen by id (the client
 * search is shared-data `useClientChoices`).
 */
import { useMemo } from 'react';
import { type Case, type Client, caseLabelOf, paths, useCollection, useDocument } from 'shared-data/store';
import { clientCasesQuery } from '../model/parties.ts';

/** The chosen client, read by its id (its name, its e-invoicing identity). */
export function useClientRecord(firmId: string | null, clientId: string) {
  return useDocument<Client>(firmId && clientId ? paths.client(firmId, clientId) : null);
}

/** The dossiers of one client, as options. */
export function useClientCases(firmId: string | null, clientId: string) {
  const cases = useCollection<Case>(firmId && clientId ? clientCasesQuery(firmId, clientId) : null);
  const options = useMemo(
    () => cases.data.map((dossier) => ({ value: dossier.id, label: caseLabelOf(dossier) })),
    [cases.data],
  );
  return { options, loading: cases.loading, error: cases.error };
}

/** A dossier read by its id: one the list of its client's dossiers did not bring, an older invoice's. */
export function useCaseRecord(firmId: string | null, caseId: string | null) {
  return useDocument<Case>(firmId && caseId ? paths.case(firmId, caseId) : null);
}
