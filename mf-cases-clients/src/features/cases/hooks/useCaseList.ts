import { useMemo } from 'react';
import { type Case, type SearchQuery, usePagedList, useRowsOf } from 'shared-data';
import {
  CASE_PAGE_SIZE,
  type CaseFilters,
  type CaseSort,
  caseListQuery,
  filterCases,
  toCaseRow,
} from '../model/caseList.ts';

/**
 * The dossiers list of one screen, live: pages of {@link CASE_PAGE_SIZE} filtered, sorted and
 * searched by the backend (`caseListQuery`), then by the search's other words in the browser. A
 * dossier created elsewhere shows in its page without reading the others again.
 */
export function useCaseList(
  firmId: string | null,
  { filters, sort, search }: { filters: Omit<CaseFilters, 'query'>; sort: CaseSort; search: SearchQuery },
) {
  const query = firmId ? caseListQuery(firmId, filters, sort, search.token) : null;
  // A total when the backend alone filters (no search words, no retention review's exact day).
  const counted = search.words.length === 0 && filters.retention !== 'echue';
  const page = usePagedList<Case>(query, { pageSize: CASE_PAGE_SIZE, counted });
  const { retention, today } = filters;
  const allRows = useRowsOf(page.data, (item) => toCaseRow(item.id, item));
  const rows = useMemo(
    () => filterCases(allRows, { words: search.words, retention, today }),
    [allRows, search.words, retention, today],
  );
  return { ...page, rows };
}
