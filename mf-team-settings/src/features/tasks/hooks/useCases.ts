/**
 * The dossiers the board names and picks, never the cabinet's thousands: the labels of the cards'
 * dossiers, each read once by its id, and a search (their search tokens) for the pickers.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { caseSearchText, searchQueryOf } from 'shared-data/search';
import { type Case, getDataStore, paths, type Query, useCollection } from 'shared-data/store';
import { matchesWords } from 'shared-ui';

/** How many dossiers a picker offers. */
export const CASE_CHOICES = 20;

export const caseLabelOf = (dossier: Pick<Case, 'reference' | 'title'>) => `${dossier.reference} ${dossier.title}`;

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

/** The dossiers matching what was typed, live. */
export function useCaseSearch(firmId: string | null, text: string) {
  const result = useCollection<Case>(firmId ? caseSearchQuery(firmId, text) : null);
  return {
    options: result.data
      .filter((dossier) => matchesCaseSearch(dossier, text))
      .map((dossier) => ({ value: dossier.id, label: caseLabelOf(dossier) })),
    loading: result.loading,
    error: result.error,
  };
}

/**
 * The labels of the dossiers `ids` (`2026-0038 Appel Lambert`), each read once by its id. Not
 * live: a label rarely changes. '' while read, « Dossier inconnu » when not found.
 */
export function useCaseLabels(
  firmId: string | null,
  ids: readonly (string | null | undefined)[],
): { caseLabel: (id: string | null | undefined) => string; loading: boolean } {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))].sort();
  const key = firmId ? `${firmId}|${wanted.join(',')}` : null;
  const known = useRef<{ firmId: string | null; cases: Map<string, Case | null> }>({ firmId, cases: new Map() });
  if (known.current.firmId !== firmId) known.current = { firmId, cases: new Map() };
  const [answered, setAnswered] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` encodes the cabinet and the dossiers wanted
  useEffect(() => {
    const missing = wanted.filter((id) => !known.current.cases.has(id));
    if (!firmId || missing.length === 0) {
      setAnswered(key);
      return undefined;
    }
    let cancelled = false;
    const cases = known.current.cases;
    const store = getDataStore();
    void Promise.all(
      missing.map((id) =>
        store.get<Case>(paths.case(firmId, id)).then(
          (snapshot) => [id, snapshot.data] as const,
          // One unreadable dossier leaves its label unknown, not the board in error.
          () => [id, null] as const,
        ),
      ),
    ).then((read) => {
      for (const [id, data] of read) cases.set(id, data);
      if (!cancelled) setAnswered(key);
    });
    return () => {
      cancelled = true;
    };
  }, [key]);
  const cases = known.current.cases;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is read when called; `answered` says it changed
  const caseLabel = useCallback(
    (id: string | null | undefined) => {
      if (!id || !cases.has(id)) return '';
      const found = cases.get(id);
      return found ? caseLabelOf(found) : 'Dossier inconnu';
    },
    [cases, answered],
  );
  return { caseLabel, loading: answered !== key && wanted.some((id) => !cases.has(id)) };
}
