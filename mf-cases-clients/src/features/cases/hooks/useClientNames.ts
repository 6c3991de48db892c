import { useMemo } from 'react';
import { useClientsById } from 'shared-data';

/**
 * The names of the clients `ids` names, `known` first (the dossier's stored names, the options
 * chosen): the others — a client given by the address, `?client=` — are read once by their id. A
 * name is `undefined` while read, `null` when the client cannot be read (deleted, another cabinet's).
 */
export function useClientNames(
  firmId: string | null,
  ids: readonly string[],
  known: ReadonlyMap<string, string>,
): ReadonlyMap<string, string | null> {
  const { records } = useClientsById(
    firmId,
    ids.filter((id) => !known.has(id)),
  );
  return useMemo(() => {
    const names = new Map<string, string | null>();
    for (const [id, client] of records) names.set(id, client?.displayName ?? null);
    for (const [id, name] of known) names.set(id, name);
    return names;
  }, [records, known]);
}
