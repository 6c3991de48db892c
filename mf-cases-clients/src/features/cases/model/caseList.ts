/** The dossiers list: rows with a precomputed search key, filters and sort. Pure. */
import type { Case } from 'shared-data';
import { collator, matchesWords, queryWords, searchKey } from 'shared-ui';
import { retentionEnd } from './retention.ts';

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
  responsibleName: string;
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
export type CaseSortColumn = 'reference' | 'title' | 'clientNames' | 'status' | 'openedAt';
export type CaseSort = { column: CaseSortColumn; direction: 'asc' | 'desc' };

export const DEFAULT_CASE_FILTERS: CaseFilters = { query: '', status: 'tous', matter: '' };
export const DEFAULT_CASE_SORT: CaseSort = { column: 'reference', direction: 'desc' };

export function toCaseRow(
  id: string,
  value: Pick<
    Case,
    | 'reference'
    | 'title'
    | 'clientIds'
    | 'matter'
    | 'status'
    | 'openedAt'
    | 'rgNumber'
    | 'responsibleUid'
    | 'opposingParties'
  > &
    Partial<Pick<Case, 'closedAt'>>,
  clientNames: ReadonlyMap<string, string>,
  memberNames: ReadonlyMap<string, string>,
): CaseRow {
  const names = value.clientIds.map((clientId) => clientNames.get(clientId) ?? 'Client inconnu').join(', ');
  return {
    id,
    reference: value.reference,
    title: value.title,
    clientNames: names,
    matter: value.matter,
    status: value.status,
    openedAt: value.openedAt,
    retentionEnd: retentionEnd(value.closedAt),
    responsibleName: memberNames.get(value.responsibleUid) ?? '',
    search: searchKey(
      [
        value.reference,
        value.title,
        names,
        value.rgNumber,
        value.matter,
        ...value.opposingParties.map((party) => party.name),
      ].join(' '),
    ),
  };
}

export function filterCases(rows: readonly CaseRow[], filters: CaseFilters): CaseRow[] {
  const words = queryWords(filters.query);
  const pastRetention = filters.retention === 'echue';
  if (words.length === 0 && filters.status === 'tous' && !filters.matter && !pastRetention) return rows as CaseRow[];
  const today = filters.today ?? '';
  return rows.filter(
    (row) =>
      (!pastRetention || (row.retentionEnd !== null && row.retentionEnd < today)) &&
      (filters.status === 'tous' || row.status === filters.status) &&
      (!filters.matter || row.matter === filters.matter) &&
      matchesWords(row.search, words),
  );
}

const STATUS_ORDER: Record<Case['status'], number> = { ouvert: 0, 'en attente': 1, clos: 2 };

export function sortCases(rows: readonly CaseRow[], sort: CaseSort): CaseRow[] {
  const factor = sort.direction === 'asc' ? 1 : -1;
  const compare = (a: CaseRow, b: CaseRow): number => {
    switch (sort.column) {
      case 'title':
        return collator.compare(a.title, b.title);
      case 'clientNames':
        return collator.compare(a.clientNames, b.clientNames);
      case 'status':
        return STATUS_ORDER[a.status] - STATUS_ORDER[b.status];
      case 'openedAt':
        return a.openedAt < b.openedAt ? -1 : a.openedAt > b.openedAt ? 1 : 0;
      default:
        return 0;
    }
  };
  // References sort as text ("2026-0010" > "2026-0009"); also the tie-breaker.
  const byReference = (a: CaseRow, b: CaseRow) => (a.reference < b.reference ? -1 : a.reference > b.reference ? 1 : 0);
  return [...rows].sort((a, b) => (compare(a, b) || byReference(a, b)) * factor);
}
