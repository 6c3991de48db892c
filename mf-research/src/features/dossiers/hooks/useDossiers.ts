/**
 * The cabinet's dossiers as this area names them, never the whole collection: the labels of the
 * dossiers a page shows, read once by their ids (shared-data `useCasesById`), with its first
 * client's name (the pickers search them: shared-data `useCaseChoices`).
 */
import { useCallback, useMemo } from 'react';
import { type Case, caseLabelOf, useCasesById, useClientsById } from 'shared-data';

const labelOf = (dossier: Case, clientName: string) => `${caseLabelOf(dossier)}${clientName ? ` (${clientName})` : ''}`;

/**
 * The labels of the dossiers `ids` (`2026-0038 — Appel Lambert (DURAND Claire)`): a dossier
 * carries its clients' names (`clientNames`); one written before them costs a second read, its
 * first client's. Not live: a label rarely changes. « Dossier supprimé » when not found.
 */
export function useCaseLabels(
  firmId: string | null,
  ids: readonly (string | null | undefined)[],
): { labels: Record<string, string>; caseLabel: (id: string | null | undefined) => string; loading: boolean } {
  const cases = useCasesById(firmId, ids);
  const olderClients = [...cases.records.values()].flatMap((dossier) =>
    dossier && !dossier.clientNames && dossier.clientIds[0] ? [dossier.clientIds[0]] : [],
  );
  const clients = useClientsById(firmId, olderClients);
  const labels = useMemo(() => {
    const byId: Record<string, string> = {};
    for (const [id, dossier] of cases.records) {
      if (!dossier) byId[id] = 'Dossier supprimé';
      else if (dossier.clientNames) byId[id] = labelOf(dossier, dossier.clientNames[0] ?? '');
      else {
        const clientId = dossier.clientIds[0];
        // Its client not read yet: no label rather than one without the name.
        if (clientId && !clients.records.has(clientId)) continue;
        byId[id] = labelOf(dossier, clientId ? (clients.records.get(clientId)?.displayName ?? '') : '');
      }
    }
    return byId;
  }, [cases.records, clients.records]);
  const caseLabel = useCallback((id: string | null | undefined) => (id ? (labels[id] ?? '') : ''), [labels]);
  return { labels, caseLabel, loading: cases.loading || clients.loading };
}
