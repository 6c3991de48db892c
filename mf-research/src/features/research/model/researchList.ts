/** The research files list: rows with a precomputed search key, filters and sort (all in memory). */
import type { ResearchFile } from 'shared-data';
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
export type ResearchSortColumn = 'question' | 'caseLabel' | 'status' | 'authorName' | 'updatedAt';
export type ResearchSort = { column: ResearchSortColumn; direction: 'asc' | 'desc' };
export const DEFAULT_RESEARCH_SORT: ResearchSort = { column: 'updatedAt', direction: 'desc' };

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

export function sortResearch(rows: readonly ResearchRow[], sort: ResearchSort): ResearchRow[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => sign * collator.compare(String(a[sort.column]), String(b[sort.column])));
}

export function allTags(rows: readonly ResearchRow[]): string[] {
  return [...new Set(rows.flatMap((row) => row.tags))].sort(collator.compare);
}
