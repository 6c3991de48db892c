import { useEffect, useMemo, useState } from 'react';
import { type Client, getDataStore, paths, useCollection } from 'shared-data';
import { clientChoices, clientChoicesQuery } from '../model/clientChoices.ts';

/** The clients offered for what was typed in a dossier's client search, live (a new client shows at once). */
export function useClientChoices(firmId: string | null, text: string) {
  const found = useCollection<Client>(firmId ? clientChoicesQuery(firmId, text) : null);
  const options = useMemo(() => clientChoices(found.data, text), [found.data, text]);
  return { options, loading: found.loading, error: found.error };
}

/**
 * The names of the clients `ids` names, `known` first (the dossier's stored names, the options
 * chosen): the others — a client given by the address, `?client=` — are read one by one. A name
 * is `undefined` while read, `null` when the client cannot be read (deleted, another cabinet's).
 */
export function useClientNames(
  firmId: string | null,
  ids: readonly string[],
  known: ReadonlyMap<string, string>,
): ReadonlyMap<string, string | null> {
  const [read, setRead] = useState<ReadonlyMap<string, string | null>>(new Map());
  const missing = ids.filter((id) => !known.has(id) && !read.has(id));
  const missingKey = missing.join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `missingKey` lists `missing`
  useEffect(() => {
    if (!firmId || missing.length === 0) return undefined;
    let cancelled = false;
    const store = getDataStore();
    void Promise.all(
      missing.map((id) =>
        store.get<Client>(paths.client(firmId, id)).then(
          (snapshot) => [id, snapshot.data?.displayName ?? null] as const,
          () => [id, null] as const,
        ),
      ),
    ).then((entries) => {
      if (!cancelled) setRead((current) => new Map([...current, ...entries]));
    });
    return () => {
      cancelled = true;
    };
  }, [firmId, missingKey]);
  return useMemo(() => new Map<string, string | null>([...read, ...known]), [read, known]);
}
