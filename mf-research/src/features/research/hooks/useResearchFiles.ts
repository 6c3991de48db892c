/** The research files: the list (filters and sort served by the backend, a page at a time) and one file, live. */
import { type PagedList, paths, type ResearchFile, useDocument, usePagedList } from 'shared-data';
import { type ResearchFilters, type ResearchSort, researchQuery } from '../model/researchList.ts';

export function useResearchFiles(
  firmId: string | null,
  filters: Omit<ResearchFilters, 'q'>,
  sort: ResearchSort,
): PagedList<ResearchFile> {
  return usePagedList<ResearchFile>(firmId ? researchQuery(firmId, filters, sort) : null);
}

/** One research file by its id (`/app/research/{id}`): its question, note and sources. */
export function useResearchFile(firmId: string | null, id: string) {
  return useDocument<ResearchFile>(firmId ? paths.researchFile(firmId, id) : null);
}
