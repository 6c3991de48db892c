import { useCallback } from 'react';
import {
  type Case,
  type Client,
  type ConflictCheck,
  DataError,
  getDataStore,
  paths,
  type Query,
  type WithId,
} from 'shared-data';
import {
  buildCandidates,
  CONFLICT_READS_PER_TOKEN,
  conflictCheckRecord,
  conflictTokens,
  withClientCases,
} from '../model/candidates.ts';
import { type ConflictMatch, findConflicts } from '../model/fuzzy.ts';

export const CONFLICT_MESSAGES = {
  checkFailed:
    'Impossible de vérifier les conflits d’intérêts : rien n’a été enregistré. Vérifiez la connexion puis réessayez.',
} as const;

const byId = <T extends { id: string }>(groups: readonly (readonly T[])[]): T[] => [
  ...new Map(groups.flat().map((item) => [item.id, item])).values(),
];

/**
 * The conflict-of-interest check, by search rather than by reading the cabinet: `check(name)` reads
 * the clients and the dossiers whose adverse parties share a word's beginning with the name
 * (`conflictTokens`, {@link CONFLICT_READS_PER_TOKEN} of each per token), compares them by today's
 * rules (`findConflicts`: accents, word order, legal forms, typos, acronyms), then reads the
 * dossiers of each client it matched. A failed read refuses (DataError): never "no conflict".
 */
export function useConflictCheck(firmId: string | null, options: { excludeClientId?: string } = {}) {
  const { excludeClientId } = options;
  const check = useCallback(
    async (name: string): Promise<ConflictMatch[]> => {
      const tokens = conflictTokens(name);
      if (!firmId || tokens.length === 0) return [];
      const store = getDataStore();
      const read = async <T>(query: Query) =>
        (await store.query<T>(query)).docs.map((doc): WithId<T> => ({ ...doc.data, id: doc.id }));
      const having = <T>(collection: string, field: string, value: string) =>
        read<T>({
          collection,
          where: [{ field, op: 'array-contains', value }],
          limit: CONFLICT_READS_PER_TOKEN,
        });
      try {
        const [clients, cases] = await Promise.all([
          Promise.all(tokens.map((token) => having<Client>(paths.clients(firmId), 'searchTokens', token))),
          Promise.all(tokens.map((token) => having<Case>(paths.cases(firmId), 'partyTokens', token))),
        ]);
        const candidates = buildCandidates(
          byId(clients).filter((client) => client.id !== excludeClientId),
          byId(cases),
        );
        const matches = findConflicts(name, candidates);
        const clientIds = matches.flatMap((match) => (match.clientId ? [match.clientId] : []));
        const casesOfClient = new Map(
          await Promise.all(
            clientIds.map(
              async (clientId) => [clientId, await having<Case>(paths.cases(firmId), 'clientIds', clientId)] as const,
            ),
          ),
        );
        return withClientCases(matches, casesOfClient);
      } catch (error) {
        throw Object.assign(new DataError('unavailable', CONFLICT_MESSAGES.checkFailed), { cause: error });
      }
    },
    [firmId, excludeClientId],
  );
  return { ready: firmId !== null, check };
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
