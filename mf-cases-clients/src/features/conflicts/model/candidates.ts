/** The names a conflict check searches: the cabinet's clients and every dossier's parties adverses. */
import type { Case, Client, ConflictCheck, WithId } from 'shared-data';
import type { ConflictCandidate, ConflictMatch } from './fuzzy.ts';

export function buildCandidates(
  clients: readonly WithId<Client>[],
  cases: readonly WithId<Case>[],
): ConflictCandidate[] {
  const casesByClient = new Map<string, ConflictCandidate['cases']>();
  const candidates: ConflictCandidate[] = [];
  for (const data of cases) {
    const { id } = data;
    const summary = { id, reference: data.reference, title: data.title };
    for (const clientId of data.clientIds) {
      const list = casesByClient.get(clientId) ?? [];
      list.push(summary);
      casesByClient.set(clientId, list);
    }
    for (const party of data.opposingParties)
      candidates.push({ source: 'partie adverse', name: party.name, cases: [summary] });
  }
  for (const client of clients) {
    candidates.push({
      source: 'client',
      name: client.displayName,
      clientId: client.id,
      cases: casesByClient.get(client.id) ?? [],
    });
  }
  return candidates;
}

/** The record kept of a check: what was searched, what matched, what the user decided. */
export function conflictCheckRecord(
  query: string,
  matches: readonly ConflictMatch[],
  decision: ConflictCheck['decision'],
  uid: string,
  at: string,
): ConflictCheck {
  return {
    query,
    matches: matches.flatMap((match) => {
      const base = { kind: match.source, name: match.name, ...(match.clientId ? { clientId: match.clientId } : {}) };
      return match.cases.length > 0 ? match.cases.map((item) => ({ ...base, caseId: item.id })) : [base];
    }),
    decision,
    decidedBy: uid,
    at,
  };
}
