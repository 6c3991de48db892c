/**
 * Dossiers to pick from, found by the backend: a cabinet holds thousands after ten years, a picker
 * shows {@link CASE_CHOICES}. Nothing typed: the latest dossiers (reference, newest first); else
 * the dossiers whose search tokens hold the most selective word typed (shared-data/search: the
 * reference — `2026-00` finds 2026-0001 … 2026-0099 —, the clients, the adverse parties, the RG,
 * the title), each word then checked in the browser.
 */
import { caseSearchText, searchQueryOf } from 'shared-data/search';
import { type Case, paths, type Query, useCollection } from 'shared-data/store';
import { matchesWords } from 'shared-ui';

export const CASE_CHOICES = 20;

/** The dossier states a new délai may be saved on (a closed dossier is not offered). */
const OPEN_STATUSES: Case['status'][] = ['ouvert', 'en attente'];

export type CaseChoice = {
  id: string;
  reference: string;
  title: string;
  /** `2026-0038 — Appel Lambert` */
  label: string;
  closed: boolean;
  /** What a new audience for it takes over. */
  jurisdiction: string;
  rgNumber: string;
};

export const caseLabelOf = (dossier: Pick<Case, 'reference' | 'title'>) => `${dossier.reference} — ${dossier.title}`;

export function toCaseChoice(id: string, dossier: Case): CaseChoice {
  return {
    id,
    reference: dossier.reference,
    title: dossier.title,
    label: caseLabelOf(dossier),
    closed: dossier.status === 'clos',
    jurisdiction: dossier.jurisdiction ?? '',
    rgNumber: dossier.rgNumber ?? '',
  };
}

/**
 * The query of a picker (pure), latest references first (indexes `cases (searchTokens CONTAINS,
 * reference DESC)`, merged with `(status, reference DESC)` for `openOnly`: not the closed ones).
 */
export function caseSearchQuery(firmId: string, text: string, { openOnly = false } = {}): Query {
  const { token } = searchQueryOf(text);
  return {
    collection: paths.cases(firmId),
    where: [
      ...(openOnly ? [{ field: 'status', op: 'in' as const, value: OPEN_STATUSES }] : []),
      ...(token ? [{ field: 'searchTokens', op: 'array-contains' as const, value: token }] : []),
    ],
    orderBy: [{ field: 'reference', direction: 'desc' }],
    limit: CASE_CHOICES,
  };
}

/** Whether a dossier the backend found holds every word typed (the list's rule). */
export function matchesCaseSearch(dossier: Case, text: string): boolean {
  const { words } = searchQueryOf(text);
  return matchesWords(caseSearchText({ ...dossier, clientNames: dossier.clientNames ?? [] }), words);
}

/** The dossiers matching what was typed, live (a new dossier shows without reading the others). */
export function useCaseSearch(
  firmId: string | null,
  text: string,
  options: { openOnly?: boolean } = {},
): { choices: CaseChoice[]; loading: boolean; error: string | null } {
  const result = useCollection<Case>(firmId ? caseSearchQuery(firmId, text, options) : null);
  return {
    choices: result.data
      .filter((dossier) => matchesCaseSearch(dossier, text))
      .map((dossier) => toCaseChoice(dossier.id, dossier)),
    loading: result.loading,
    error: result.error,
  };
}
