/**
 * The cabinet's dossiers as this area names and picks them, never the whole collection: the
 * labels of the dossiers a page shows (each read once by its id, with its first client's name),
 * and a search for the pickers (their search tokens).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type Case, type Client, getDataStore, paths, type Query, useCollection } from 'shared-data';
import { caseSearchText, searchQueryOf } from 'shared-data/search';
import { matchesWords } from 'shared-ui';

/** How many dossiers a picker offers. */
export const CASE_CHOICES = 20;

const labelOf = (dossier: Case, clientName: string) =>
  `${dossier.reference} — ${dossier.title}${clientName ? ` (${clientName})` : ''}`;

/**
 * One dossier's label with its first client's name, read by id: the dossier carries its clients'
 * names (`clientNames`); one written before them costs a second read, its client's.
 */
async function readCaseLabel(firmId: string, id: string): Promise<string | null> {
  const store = getDataStore();
  try {
    const dossier = (await store.get<Case>(paths.case(firmId, id))).data;
    if (!dossier) return null;
    if (dossier.clientNames) return labelOf(dossier, dossier.clientNames[0] ?? '');
    const clientId = dossier.clientIds[0];
    const client = clientId
      ? await store.get<Client>(paths.client(firmId, clientId)).then(
          (snapshot) => snapshot.data,
          () => null,
        )
      : null;
    return labelOf(dossier, client?.displayName ?? '');
  } catch {
    return null;
  }
}

/**
 * The labels of the dossiers `ids`, each read once by its id (a page names tens of dossiers; the
 * cabinet holds thousands). Not live: a label rarely changes. « Dossier supprimé » when not found.
 */
export function useCaseLabels(
  firmId: string | null,
  ids: readonly (string | null | undefined)[],
): { labels: Record<string, string>; caseLabel: (id: string | null | undefined) => string; loading: boolean } {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))].sort();
  const key = firmId ? `${firmId}|${wanted.join(',')}` : null;
  const known = useRef<{ firmId: string | null; labels: Map<string, string | null> }>({ firmId, labels: new Map() });
  if (known.current.firmId !== firmId) known.current = { firmId, labels: new Map() };
  const [answered, setAnswered] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` encodes the cabinet and the dossiers wanted
  useEffect(() => {
    const missing = wanted.filter((id) => !known.current.labels.has(id));
    if (!firmId || missing.length === 0) {
      setAnswered(key);
      return undefined;
    }
    let cancelled = false;
    const labels = known.current.labels;
    void Promise.all(missing.map(async (id) => [id, await readCaseLabel(firmId, id)] as const)).then((read) => {
      for (const [id, label] of read) labels.set(id, label);
      if (!cancelled) setAnswered(key);
    });
    return () => {
      cancelled = true;
    };
  }, [key]);
  const map = known.current.labels;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is read anew when an answer arrives (`answered`)
  const labels = useMemo(
    () => Object.fromEntries([...map].map(([id, label]) => [id, label ?? 'Dossier supprimé'])),
    [map, answered],
  );
  const caseLabel = useCallback((id: string | null | undefined) => (id ? (labels[id] ?? '') : ''), [labels]);
  return { labels, caseLabel, loading: answered !== key && wanted.some((id) => !map.has(id)) };
}

/**
 * Nothing typed: the latest dossiers; else those whose search tokens hold the most selective word
 * typed (shared-data/search: reference, clients, adverse parties, RG, title), latest references
 * first (index `cases (searchTokens CONTAINS, reference DESC)`).
 */
export function caseSearchQuery(firmId: string, text: string): Query {
  const { token } = searchQueryOf(text);
  return {
    collection: paths.cases(firmId),
    where: token ? [{ field: 'searchTokens', op: 'array-contains', value: token }] : [],
    orderBy: [{ field: 'reference', direction: 'desc' }],
    limit: CASE_CHOICES,
  };
}

/** Whether a dossier the backend found holds every word typed (the list's rule). */
function matchesCaseSearch(dossier: Case, text: string): boolean {
  const { words } = searchQueryOf(text);
  return matchesWords(caseSearchText({ ...dossier, clientNames: dossier.clientNames ?? [] }), words);
}

/** The dossiers matching what was typed, live, as options (`2026-0038 — Appel Lambert`). */
export function useCaseSearch(firmId: string | null, text: string) {
  const result = useCollection<Case>(firmId ? caseSearchQuery(firmId, text) : null);
  return {
    options: result.data
      .filter((dossier) => matchesCaseSearch(dossier, text))
      .map((dossier) => ({ value: dossier.id, label: `${dossier.reference} — ${dossier.title}` })),
    loading: result.loading,
    error: result.error,
  };
}
