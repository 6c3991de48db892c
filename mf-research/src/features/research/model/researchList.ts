/**
 * The research files list: its query (filters and sort served by the backend, a page at a time),
 * rows with a precomputed search key, and the text search over the rows shown.
 */
import { paths, type Query, type ResearchFile, type WhereClause } from 'shared-data';
import { collator, matchesQuery, searchKey } from 'shared-ui';

export type ResearchRow = {
  id: string;
  question: string;
  caseId: string | null;
  caseLabel: string;
  tags: string[];
  status: ResearchFile['status'];
  authorUid: string;
  authorName: string;
  updatedAt: string;
  sourceCount: number;
  key: string;
};

export type ResearchFilters = { q: string; dossier: string; tag: string; statut: string; auteur: string };
export const DEFAULT_RESEARCH_FILTERS: ResearchFilters = { q: '', dossier: '', tag: '', statut: '', auteur: '' };
/** The columns the backend sorts on (a dossier's label or an author's name is not on the file). */
export type ResearchSortColumn = 'question' | 'updatedAt';
export const SORTABLE_COLUMNS: readonly ResearchSortColumn[] = ['question', 'updatedAt'];
export type ResearchSort = { column: ResearchSortColumn; direction: 'asc' | 'desc' };
export const DEFAULT_RESEARCH_SORT: ResearchSort = { column: 'updatedAt', direction: 'desc' };

/**
 * The files the filters select, in the sort chosen (indexes: each filter's field with `question`
 * and `updatedAt` in both directions, merged when several filters are set). The text (`q`) is
 * searched in the rows shown: a note's full text is not searchable by the backend.
 */
export function researchQuery(firmId: string, filters: Omit<ResearchFilters, 'q'>, sort: ResearchSort): Query {
  const where: WhereClause[] = [
    ...(filters.dossier ? [{ field: 'caseId', op: '==' as const, value: filters.dossier }] : []),
    ...(filters.tag ? [{ field: 'tags', op: 'array-contains' as const, value: filters.tag }] : []),
    ...(filters.statut ? [{ field: 'status', op: '==' as const, value: filters.statut }] : []),
    ...(filters.auteur ? [{ field: 'createdBy', op: '==' as const, value: filters.auteur }] : []),
  ];
  return {
    collection: paths.researchFiles(firmId),
    where,
    orderBy: [{ field: sort.column, direction: sort.direction }],
  };
}

export function buildResearchRows(
  files: (ResearchFile & { id: string })[],
  caseLabels: Record<string, string>,
  memberNames: Record<string, string>,
): ResearchRow[] {
  return files.map((file) => {
    const caseLabel = file.caseId ? (caseLabels[file.caseId] ?? 'Dossier supprimé') : '';
    const authorName = memberNames[file.createdBy] ?? 'Ancien membre';
    return {
      id: file.id,
      question: file.question,
      caseId: file.caseId,
      caseLabel,
      tags: file.tags,
      status: file.status,
      authorUid: file.createdBy,
      authorName,
      updatedAt: file.updatedAt,
      sourceCount: file.sources.length,
      key: searchKey([file.question, caseLabel, file.tags.join(' '), authorName, file.note].join(' ')),
    };
  });
}

export function filterResearch(rows: readonly ResearchRow[], filters: ResearchFilters): ResearchRow[] {
  return rows.filter(
    (row) =>
      (!filters.dossier || row.caseId === filters.dossier) &&
      (!filters.tag || row.tags.includes(filters.tag)) &&
      (!filters.statut || row.status === filters.statut) &&
      (!filters.auteur || row.authorUid === filters.auteur) &&
      (!filters.q || matchesQuery(row.key, filters.q)),
  );
}

export function allTags(rows: readonly ResearchRow[]): string[] {
  return [...new Set(rows.flatMap((row) => row.tags))].sort(collator.compare);
}
