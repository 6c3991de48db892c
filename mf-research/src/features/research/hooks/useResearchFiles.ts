/** The research files list: the filters and the sort served by the backend, a page at a time, live. */
import { type PagedList, type ResearchFile, usePagedList } from 'shared-data';
import { type ResearchFilters, type ResearchSort, researchQuery } from '../model/researchList.ts';

export function useResearchFiles(
  firmId: string | null,
  filters: Omit<ResearchFilters, 'q'>,
  sort: ResearchSort,
): PagedList<ResearchFile> {
  return usePagedList<ResearchFile>(firmId ? researchQuery(firmId, filters, sort) : null);
}
