import { useCallback, useEffect, useRef, useState } from 'react';
import { type Case, getDataStore, paths, queryInPages } from 'shared-data/store';

export type CaseLabels = {
  /** `2026-0038 — Appel Lambert`, « Dossier inconnu » for one not found, '' without a dossier or while read. */
  caseLabel: (id: string | null | undefined) => string;
  /** `2026-0038`, or '' (no dossier, not found, or not read yet). */
  caseReference: (id: string | null | undefined) => string;
  /** While a dossier to label has not been read yet. */
  loading: boolean;
};

/** Beyond this many dossiers, reading the cabinet's in pages costs fewer requests than one read each. */
const READ_ONE_BY_ONE = 300;
/** Reads of single dossiers in flight at once. */
const PARALLEL_READS = 20;

/**
 * The dossiers `ids` (null: not found or unreadable), each read by its id — or, for an export of
 * hundreds of dossiers, the cabinet's dossiers read in pages. What an export or a form needs once,
 * not live.
 */
export async function readCases(firmId: string, ids: readonly string[]): Promise<Map<string, Case | null>> {
  const store = getDataStore();
  const wanted = [...new Set(ids)];
  const found = new Map<string, Case | null>();
  if (wanted.length > READ_ONE_BY_ONE) {
    const all = await queryInPages<Case>(store, { collection: paths.cases(firmId), orderBy: [{ field: 'reference' }] });
    const byId = new Map(all.map((dossier) => [dossier.id, dossier]));
    for (const id of wanted) found.set(id, byId.get(id) ?? null);
    return found;
  }
  for (let start = 0; start < wanted.length; start += PARALLEL_READS) {
    const batch = wanted.slice(start, start + PARALLEL_READS);
    const read = await Promise.all(
      batch.map((id) =>
        store.get<Case>(paths.case(firmId, id)).then(
          (snapshot) => [id, snapshot.data] as const,
          // One unreadable dossier leaves its label unknown, not the whole read in error.
          () => [id, null] as const,
        ),
      ),
    );
    for (const [id, data] of read) found.set(id, data);
  }
  return found;
}

/**
 * The labels of the dossiers a screen shows, each read once by its id (a screen shows a page of
 * rows; the cabinet may hold thousands of dossiers). Not live: a label rarely changes.
 */
export function useCaseLabels(firmId: string | null, ids: readonly (string | null | undefined)[]): CaseLabels {
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
    void readCases(firmId, missing).then((read) => {
      for (const [id, data] of read) cases.set(id, data);
      if (!cancelled) setAnswered(key);
    });
    return () => {
      cancelled = true;
    };
  }, [key]);
  const cases = known.current.cases;
  // Stable between answers: a screen's memoised rows are rebuilt when a label arrives, not at each render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is read when called; `answered` says it changed
  const caseLabel = useCallback(
    (id: string | null | undefined) => {
      if (!id || !cases.has(id)) return '';
      const found = cases.get(id);
      return found ? `${found.reference} — ${found.title}` : 'Dossier inconnu';
    },
    [cases, answered],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: as above
  const caseReference = useCallback(
    (id: string | null | undefined) => cases.get(id ?? '')?.reference ?? '',
    [cases, answered],
  );
  return { caseLabel, caseReference, loading: answered !== key && wanted.some((id) => !cases.has(id)) };
}
