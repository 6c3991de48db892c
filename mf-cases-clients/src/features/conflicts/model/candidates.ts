/** The names a conflict check searches: the cabinet's clients and every dossier's parties adverses. */
import type { Case, Client, ConflictCheck, WithId } from 'shared-data';
import {
  aliasWords,
  type ConflictCandidate,
  type ConflictMatch,
  NAME_ALIASES,
  nameTokens,
  normalizeName,
} from './fuzzy.ts';

/** Dossiers, and clients, read per token of a checked name (a name's words are few). */
export const CONFLICT_READS_PER_TOKEN = 100;

/**
 * How much of a word a conflict query sends: a typo after it is still found ("Bertran" finds
 * BERTRAND), the comparison itself (`findConflicts`) then tolerating it.
 */
const TOKEN_LENGTH = 4;

/**
 * The search tokens a name is looked for by, in the clients' `searchTokens` and the dossiers'
 * `partyTokens` (shared-data search.ts): the beginning of each of its meaningful words (legal forms,
 * civilities and articles left out), and for a known acronym the words of its long form too
 * ("CPAM du Rhône" finds "Caisse primaire d’assurance maladie du Rhône", and the reverse through
 * the acronym the long form folds into). A candidate shares at least one word with the name when
 * they match, so each is found by one of these queries.
 */
export function conflictTokens(name: string): string[] {
  const tokens = new Set<string>();
  for (const word of nameTokens(name)) {
    if (word.length >= 2) tokens.add(word.slice(0, TOKEN_LENGTH));
    if (NAME_ALIASES[word])
      for (const long of aliasWords(word)) if (long.length >= 2) tokens.add(long.slice(0, TOKEN_LENGTH));
  }
  return [...tokens];
}

/** The matches with each matched client's dossiers (read apart: the dossiers found by party name are not all of them). */
export function withClientCases(
  matches: readonly ConflictMatch[],
  casesOfClient: ReadonlyMap<string, readonly WithId<Case>[]>,
): ConflictMatch[] {
  return matches.map((match) =>
    match.clientId && casesOfClient.has(match.clientId)
      ? {
          ...match,
          cases: casesOfClient
            .get(match.clientId)!
            .map((item) => ({ id: item.id, reference: item.reference, title: item.title })),
        }
      : match,
  );
}

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
