/**
 * The journal's query from its filters, served by the backend: the action and the member are
 * `where` clauses, the period a range on `at` (inclusive local days, like the rows show them),
 * newest first (indexes `auditLog (action, at DESC)` and `(uid, at DESC)`, merged when both are
 * set). Years of entries are read a page at a time. Pure.
 */
import { addDays, startOfLocalDay } from 'shared-ui/isoDay';
import { paths, type Query, type WhereClause } from 'shared-data/store';
import type { JournalFilters } from './journal.ts';

export function journalWhere(filters: JournalFilters): WhereClause[] {
  return [
    ...(filters.action !== 'toutes' ? [{ field: 'action', op: '==' as const, value: filters.action }] : []),
    ...(filters.membre !== 'tous' ? [{ field: 'uid', op: '==' as const, value: filters.membre }] : []),
    ...(filters.du ? [{ field: 'at', op: '>=' as const, value: startOfLocalDay(filters.du) }] : []),
    ...(filters.au ? [{ field: 'at', op: '<' as const, value: startOfLocalDay(addDays(filters.au, 1)) }] : []),
  ];
}

export function journalQuery(firmId: string, filters: JournalFilters): Query {
  return {
    collection: paths.auditLog(firmId),
    where: journalWhere(filters),
    orderBy: [{ field: 'at', direction: 'desc' }],
  };
}
