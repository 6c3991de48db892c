/**
 * The délais page's query from its filters, served by the backend: state, responsible and dossier
 * are `where` clauses, the order is the urgency's (open ones by due date, the earliest — overdue —
 * first; done ones and « Tous » latest first), and the page reads a page at a time. Pure.
 */
import { paths, type Query, type WhereClause } from 'shared-data/store';

/** `statut`: 'ouverts' | 'faits' | 'tous'; `responsable`: 'tous' or a uid; `dossier`: '' or a case id. */
export type DeadlineListFilters = { statut: string; responsable: string; dossier: string };

export const DEADLINE_LIST_DEFAULTS = { q: '', statut: 'ouverts', responsable: 'tous', dossier: '' };

export function deadlineListQuery(firmId: string, filters: DeadlineListFilters): Query {
  const open = filters.statut !== 'faits' && filters.statut !== 'tous';
  const where: WhereClause[] = [
    ...(filters.statut === 'faits' ? [{ field: 'done', op: '==' as const, value: true }] : []),
    ...(open ? [{ field: 'done', op: '==' as const, value: false }] : []),
    ...(filters.responsable !== 'tous'
      ? [{ field: 'assigneeUid', op: '==' as const, value: filters.responsable }]
      : []),
    ...(filters.dossier ? [{ field: 'caseId', op: '==' as const, value: filters.dossier }] : []),
  ];
  return {
    collection: paths.deadlines(firmId),
    where,
    orderBy: [{ field: 'dueDate', direction: open ? 'asc' : 'desc' }],
  };
}
