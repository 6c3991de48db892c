import { useEffect, useRef, useState } from 'react';
import { type Case, getDataStore, paths } from 'shared-data/store';

export type CaseLabels = {
  /** `2026-0038 — Appel Lambert`, « Dossier inconnu » for one not found, '' without a dossier or while read. */
  caseLabel: (id: string | null | undefined) => string;
  /** `2026-0038`, or '' (no dossier, not found, or not read yet). */
  caseReference: (id: string | null | undefined) => string;
  /** While a dossier to label has not been read yet. */
  loading: boolean;
};

/**
 * The labels of the dossiers a block shows, each read once by its id (a dashboard block shows a
 * handful; the cabinet may hold thousands of dossiers). Not live: a label rarely changes.
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
    const store = getDataStore();
    const cases = known.current.cases;
    void Promise.all(
      missing.map((id) =>
        store.get<Case>(paths.case(firmId, id)).then(
          (snapshot) => [id, snapshot.data] as const,
          // One unreadable dossier leaves its label unknown, not the whole block in error.
          () => [id, null] as const,
        ),
      ),
    ).then((entries) => {
      for (const [id, data] of entries) cases.set(id, data);
      if (!cancelled) setAnswered(key);
    });
    return () => {
      cancelled = true;
    };
  }, [key]);
  const cases = known.current.cases;
  return {
    caseLabel: (id) => {
      if (!id || !cases.has(id)) return '';
      const found = cases.get(id);
      return found ? `${found.reference} — ${found.title}` : 'Dossier inconnu';
    },
    caseReference: (id) => cases.get(id ?? '')?.reference ?? '',
    loading: answered !== key && wanted.some((id) => !cases.has(id)),
  };
}
