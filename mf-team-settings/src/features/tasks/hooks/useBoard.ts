/** The board's live reads: each column a page at a time, and the next card order. */
import { type PagedList, paths, type Task, useCollection, usePagedList } from 'shared-data/store';
import { type BoardFilters, columnQuery, type TaskStatus } from '../model/board.ts';

/**
 * Cards a column shows before « Afficher plus »: a screen's height and some (five or six cards
 * show at once on a laptop). At ten years' size the board's first view reads four columns of 13,
 * their dossiers' labels, the dossier filter's latest 20, the columns' capped counts and the bell:
 * 129 documents (bench:scale; up to 146 with a bell of 20), where columns of 20 and counts of
 * every task read 232.
 */
export const COLUMN_PAGE = 12;

/**
 * A column's count stops here (« 1 000+ »): ten years of done tasks would cost 28 reads at each
 * opening of the board and each task done (Firestore bills a count one read per 1,000 entries).
 */
export const COLUMN_COUNT_UP_TO = 1_000;

/** One column's cards, the latest placed first, with their count (the filters served by the backend). */
export function useColumn(firmId: string | null, status: TaskStatus, filters: BoardFilters): PagedList<Task> {
  return usePagedList<Task>(firmId ? columnQuery(firmId, status, filters) : null, {
    pageSize: COLUMN_PAGE,
    countUpTo: COLUMN_COUNT_UP_TO,
  });
}

/**
 * The order a new or moved card takes: one more than the cabinet's highest (one document, live),
 * so that it lands on top of its column whatever the column holds. Null until known.
 */
export function useNextTaskOrder(firmId: string | null): number | null {
  const last = useCollection<Task>(
    firmId ? { collection: paths.tasks(firmId), orderBy: [{ field: 'order', direction: 'desc' }], limit: 1 } : null,
  );
  if (last.loading) return null;
  return (last.data[0]?.order ?? 0) + 1;
}
