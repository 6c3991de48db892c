/**
 * The dossiers list (pure): the backend query of one screen — filters, sort and the search's token
 * as `where` / `orderBy`, read a page at a time — and the rows, filtered in the browser by the
 * other words of the search.
 */
import { type Case, caseSearchText, paths, type Query, type WhereClause } from 'shared-data';
import { matchesWords } from 'shared-ui';
import { addYears, CASE_RETENTION_YEARS, retentionEnd } from './retention.ts';

/** Dossiers per page of the list (« Afficher plus » reads the next). */
export const CASE_PAGE_SIZE = 50;

export type CaseRow = {
  id: string;
  reference: string;
  title: string;
  clientNames: string;
  matter: string;
  status: Case['status'];
  openedAt: string;
  /** Last day the closed dossier is kept (closing date + 5 years), null while not closed. */
  retentionEnd: string | null;
  search: string;
};

export type CaseFilters = {
  query: string;
  status: 'tous' | Case['status'];
  matter: string;
  /** `echue`: only the closed dossiers whose retention period ended before `today` (review list). */
  retention?: '' | 'echue';
  today?: string;
};

/**
 * The sorts the list offers, each one an order of the backend's (with every filter, an index in
 * firebase/firestore.indexes.json). Not by title nor by client: Firestore orders strings by code
 * point (« Écully » after « Zola », « de Villiers » after every capital) and a dossier's clients are
 * a list — a French order would need a normalized copy of each, for a sort nobody asked of a
 * cabinet's five thousand dossiers.
 */
export type CaseSortColumn = 'reference' | 'status' | 'openedAt';
export type CaseSort = { column: CaseSortColumn; direction: 'asc' | 'desc' };

export const DEFAULT_CASE_FILTERS: CaseFilters = { query: '', status: 'tous', matter: '' };
export const DEFAULT_CASE_SORT: CaseSort = { column: 'reference', direction: 'desc' };

type RowSource = Pick<
  Case,
  'reference' | 'title' | 'clientIds' | 'matter' | 'status' | 'openedAt' | 'rgNumber' | 'opposingParties'
> &
  Partial<Pick<Case, 'closedAt' | 'clientNames' | 'jurisdiction'>>;

/** A dossier as a row: its clients' names are stored on it (`clientNames`). */
export function toCaseRow(id: string, value: RowSource): CaseRow {
  const clientNames = value.clientNames ?? [];
  return {
    id,
    reference: value.reference,
    title: value.title,
    clientNames: clientNames.join(', '),
    matter: value.matter,
    status: value.status,
    openedAt: value.openedAt,
    retentionEnd: retentionEnd(value.closedAt),
    search: caseSearchText({ ...value, clientNames, jurisdiction: value.jurisdiction ?? '' }),
  };
}

/**
 * The last closing day a dossier past its retention may have on `today`: closed on it or before
 * (one day more than exact around a 29 February: the browser keeps the exact ones).
 */
export function retentionCutoff(today: string): string {
  return addYears(today, -CASE_RETENTION_YEARS);
}

/**
 * Status in the list's order (open, waiting, closed) is the reverse of its text order:
 * « clos » < « en attente » < « ouvert ».
 */
const STATUS_TEXT_ORDER = { asc: 'desc', desc: 'asc' } as const;

/** The page query of the list (its `limit` and cursor are added by `useCaseList`'s paged read). */
export function caseListQuery(
  firmId: string,
  { status, matter, retention, today = '' }: Omit<CaseFilters, 'query'>,
  sort: CaseSort,
  token: string | null,
): Query {
  const where: WhereClause[] = [];
  const pastRetention = retention === 'echue';
  if (pastRetention) {
    where.push({ field: 'status', op: '==', value: 'clos' });
    where.push({ field: 'closedAt', op: '<=', value: retentionCutoff(today) });
  } else if (status !== 'tous') where.push({ field: 'status', op: '==', value: status });
  if (matter) where.push({ field: 'matter', op: '==', value: matter });
  if (token) where.push({ field: 'searchTokens', op: 'array-contains', value: token });
  return { collection: paths.cases(firmId), where, orderBy: caseListOrder(sort, { status, pastRetention }) };
}

/**
 * The backend's order. The retention review reads the longest closed first (a range on the
 * closing date: Firestore orders by it first, so it offers no other sort). A status sort with a
 * status filter says nothing: by reference. Ties by reference, the newest first.
 */
function caseListOrder(
  sort: CaseSort,
  { status, pastRetention }: { status: CaseFilters['status']; pastRetention: boolean },
): Query['orderBy'] {
  if (pastRetention) return [{ field: 'closedAt', direction: 'asc' }];
  if (sort.column === 'status')
    return status === 'tous'
      ? [
          { field: 'status', direction: STATUS_TEXT_ORDER[sort.direction] },
          { field: 'reference', direction: 'desc' },
        ]
      : [{ field: 'reference', direction: 'desc' }];
  return [{ field: sort.column, direction: sort.direction }];
}

/**
 * The rows of the pages read that the search's words find (every word, the lists' rule), and in
 * the retention review those exactly past it on `today`.
 */
export function filterCases(
  rows: readonly CaseRow[],
  {
    words,
    retention = '',
    today = '',
  }: { words: readonly string[]; retention?: CaseFilters['retention']; today?: string },
): CaseRow[] {
  const pastRetention = retention === 'echue';
  if (words.length === 0 && !pastRetention) return rows as CaseRow[];
  return rows.filter(
    (row) =>
      (!pastRetention || (row.retentionEnd !== null && row.retentionEnd < today)) && matchesWords(row.search, words),
  );
}
