/**
 * What a picker offers among a cabinet's thousands of dossiers and clients: the
 * {@link PICKER_CHOICES} the backend finds for what was typed (search tokens, search.ts), never the
 * whole collection; the browser then keeps those holding every word typed. Pure: the queries and
 * the browser's half; the live hooks are `useCaseChoices` / `useClientChoices` (hooks.ts).
 */
import { paths } from './paths.ts';
import type { DocPath, Query } from './port.ts';
import type { Case, Client } from './schemas.ts';
import { caseSearchText, clientSearchText, matchesWords, searchQueryOf } from './search.ts';

/** How many dossiers or clients a picker offers at once. */
export const PICKER_CHOICES = 20;

/** One option of a picker's select. */
export type ChoiceOption = { value: string; label: string };

/** The dossier states a picker limited to open dossiers offers. */
const OPEN_CASE_STATUSES: Case['status'][] = ['ouvert', 'en attente'];

/** How a dossier is named in a picker, a list or a message: `2026-0038 — Appel Lambert`. */
export const caseLabelOf = (dossier: Pick<Case, 'reference' | 'title'>): string =>
  `${dossier.reference} — ${dossier.title}`;

/**
 * The dossiers a picker offers for `text`. Nothing typed: the latest references; else those whose
 * tokens hold the most selective word typed (reference — `2026-00` finds 2026-0001 … 2026-0099 —,
 * clients, adverse parties, RG, title, court, matter), latest references first. `openOnly`: not
 * the closed ones. Indexes `cases (searchTokens CONTAINS, reference DESC)` and `(status, reference
 * DESC)`, merged when both apply.
 */
export function caseChoicesQuery(firmId: string, text: string, { openOnly = false } = {}): Query {
  const { token } = searchQueryOf(text);
  return {
    collection: paths.cases(firmId),
    where: [
      ...(openOnly ? [{ field: 'status', op: 'in' as const, value: OPEN_CASE_STATUSES }] : []),
      ...(token ? [{ field: 'searchTokens', op: 'array-contains' as const, value: token }] : []),
    ],
    orderBy: [{ field: 'reference', direction: 'desc' }],
    limit: PICKER_CHOICES,
  };
}

/** The dossiers the backend found that hold every word of `text` (the dossiers list's rule). */
export function filterCaseChoices<T extends Case>(dossiers: readonly T[], text: string): T[] {
  const { words } = searchQueryOf(text);
  return dossiers.filter((dossier) =>
    matchesWords(caseSearchText({ ...dossier, clientNames: dossier.clientNames ?? [] }), words),
  );
}

/**
 * The clients a picker offers for `text`, archived ones never. Nothing typed: the clients changed
 * last (the one just created first); else those whose words begin as typed, A to Z.
 */
export function clientChoicesQuery(firmId: string, text: string): Query {
  const { token } = searchQueryOf(text);
  const notArchived = { field: 'archived', op: '==' as const, value: false };
  return token
    ? {
        collection: paths.clients(firmId),
        where: [notArchived, { field: 'searchTokens', op: 'array-contains', value: token }],
        orderBy: [{ field: 'sortName', direction: 'asc' }],
        limit: PICKER_CHOICES,
      }
    : {
        collection: paths.clients(firmId),
        where: [notArchived],
        orderBy: [{ field: 'updatedAt', direction: 'desc' }],
        limit: PICKER_CHOICES,
      };
}

/** The clients the backend found that hold every word of `text` (the clients list's rule). */
export function filterClientChoices<T extends Client>(clients: readonly T[], text: string): T[] {
  const { words } = searchQueryOf(text);
  return clients.filter((client) => matchesWords(clientSearchText(client), words));
}

/** What a picker needs to know of the records it offers (`useCaseChoices`, `useClientChoices`). */
export type ChoiceRules<T> = {
  /** The records found that hold every word typed. */
  filter: <R extends T>(records: readonly R[], text: string) => R[];
  labelOf: (record: T) => string;
  pathOf: (firmId: string, id: string) => DocPath;
  /** The chosen one while it is read by its id, and when it is not found. */
  loadingLabel: string;
  unknownLabel: string;
};

export const CASE_CHOICE_RULES: ChoiceRules<Case> = {
  filter: filterCaseChoices,
  labelOf: caseLabelOf,
  pathOf: paths.case,
  loadingLabel: 'Dossier choisi (chargement…)',
  unknownLabel: 'Dossier inconnu',
};

export const CLIENT_CHOICE_RULES: ChoiceRules<Client> = {
  filter: filterClientChoices,
  labelOf: (client) => client.displayName,
  pathOf: paths.client,
  loadingLabel: 'Client choisi (chargement…)',
  unknownLabel: 'Client inconnu',
};
