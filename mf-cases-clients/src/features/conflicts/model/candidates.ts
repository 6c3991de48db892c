/** The names a conflict check searches: the cabinet's clients and every dossier's parties adverses. */
import type { Case, Client, ConflictCheck, WithId } from 'shared-data';
import { type ConflictCandidate, type ConflictMatch, normalizeName } from './fuzzy.ts';

export function buildCandidates(
  clients: readonly WithId<Client>[],
  cases: readonly WithId<Case>[],
): ConflictCandidate[] {
  const casesByClient = new Map<string, ConflictCandidate['cases']>();
  const candidates: ConflictCandidate[] = [];
  // One candidate per adverse party (by normalised name), with every dossier it appears in.
  const parties = new Map<string, ConflictCandidate>();
  for (const data of cases) {
    const { id } = data;
    const summary = { id, reference: data.reference, title: data.title };
    for (const clientId of data.clientIds) {
      const list = casesByClient.get(clientId) ?? [];
      list.push(summary);
      casesByClient.set(clientId, list);
    }
    for (const party of data.opposingParties) {
      const key = normalizeName(party.name);
      const known = parties.get(key);
      if (!known) {
        const candidate: ConflictCandidate = { source: 'partie adverse', name: party.name, cases: [summary] };
        parties.set(key, candidate);
        candidates.push(candidate);
      } else if (!known.cases.some((item) => item.id === id)) known.cases.push(summary);
    }
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

/** What the name being checked will be in the cabinet: a new client, or an adverse party. */
export type CheckedRole = 'client' | 'partie adverse';

/**
 * The kind of a match. Acting against a current or former client is a conflict of interest;
 * so is taking as client someone the cabinet has acted against. Meeting the same adverse party
 * again, or a client already known, is only information.
 */
export type MatchKind = 'conflit' | 'information';

export function matchKind(role: CheckedRole, match: Pick<ConflictMatch, 'source'>): MatchKind {
  return role !== match.source ? 'conflit' : 'information';
}

/** Why a match is reported, in French, for the warning. */
export function matchReason(role: CheckedRole, match: Pick<ConflictMatch, 'source'>): string {
  if (role === 'partie adverse')
    return match.source === 'client'
      ? 'client ou ancien client du cabinet : agir contre lui est un conflit d’intérêts'
      : 'déjà partie adverse dans un autre dossier (pour information)';
  return match.source === 'partie adverse'
    ? 'partie adverse dans un dossier du cabinet : la représenter est un conflit d’intérêts'
    : 'déjà client du cabinet (doublon possible, pour information)';
}
