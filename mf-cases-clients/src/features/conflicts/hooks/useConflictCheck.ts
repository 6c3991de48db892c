import { useMemo } from 'react';
import { getDataStore, paths, useCollection, type Case, type Client, type ConflictCheck } from 'shared-data';
import { buildCandidates, conflictCheckRecord } from '../model/candidates.ts';
import { findConflicts, type ConflictMatch } from '../model/fuzzy.ts';

/** The cabinet's names to check against, kept live; `check(name)` returns the matches. */
export function useConflictCheck(firmId: string | null, options: { excludeClientId?: string } = {}) {
  const clients = useCollection<Client>(firmId ? { collection: paths.clients(firmId) } : null);
  const cases = useCollection<Case>(firmId ? { collection: paths.cases(firmId) } : null);
  const candidates = useMemo(
    () =>
      buildCandidates(
        clients.data.filter((row) => row.id !== options.excludeClientId),
        cases.data,
      ),
    [clients.data, cases.data, options.excludeClientId],
  );
  return {
    ready: !clients.loading && !cases.loading,
    check: (name: string): ConflictMatch[] => findConflicts(name, candidates),
  };
}

/** Records the check and the user's decision (kept for the cabinet's records). */
export async function recordConflictCheck({
  firmId,
  uid,
  query,
  matches,
  decision,
}: {
  firmId: string;
  uid: string;
  query: string;
  matches: readonly ConflictMatch[];
  decision: ConflictCheck['decision'];
}): Promise<void> {
  const store = getDataStore();
  await store.set(
    `${paths.conflictChecks(firmId)}/${store.newId()}`,
    conflictCheckRecord(query, matches, decision, uid, new Date().toISOString()),
  );
}
