import { memo, useRef, type ReactNode } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import styles from './dataDisplay.module.css';

export type SortDirection = 'asc' | 'desc';
export type SortState = { column: string; direction: SortDirection };

/** One column of a `DataTable`: its header, cell and sort key. */
export type DataColumn<Row> = {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Shows a sort button in the header. */
  sortable?: boolean;
  /** CSS width, e.g. '8rem' or '30%'. */
  width?: string;
};

/** The props of `DataTable`. */
export type DataTableProps<Row> = {
  /** Accessible name (caption) of the table. */
  caption: string;
  columns: DataColumn<Row>[];
  /** Rows, already filtered and sorted by the caller (the area's pure model). */
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  sort?: SortState;
  onSortChange?: (sort: SortState) => void;
  /** Shown instead of the table when there are no rows. */
  empty: ReactNode;
  /** Height of one row in px, for virtualization (default 48). */
  rowHeight?: number;
  /** Height of the scrolling area (default 65vh). */
  maxHeight?: string;
};

const FALLBACK_ROWS = 30;

/** What a column without a width keeps at least: the table scrolls sideways before squeezing it. */
const FREE_COLUMN_MIN_REM = 7;

/**
 * The table's least width: its columns' widths given in rem (padding included: border-box), the
 * others {@link FREE_COLUMN_MIN_REM}. A fixed layout gives the columns without a
 * width what the others leave — nothing on a laptop's screen for nine columns of invoices, whose
 * client's name then stood a letter a line. None when a width is a share (a percentage).
 */
function tableMinWidth(columns: readonly { width?: string | undefined }[]): string | undefined {
  let rem = 0;
  for (const { width } of columns) {
    if (width === undefined) rem += FREE_COLUMN_MIN_REM;
    else if (/^\d+(\.\d+)?rem$/.test(width)) rem += Number.parseFloat(width);
    else return undefined;
  }
  return `${rem}rem`;
}

const SORT_LABEL: Record<SortDirection, string> = { asc: 'croissant', desc: 'décroissant' };

/**
 * A sortable, virtualized table (@tanstack/react-virtual): only the visible rows are in the DOM,
 * so 10,000 rows scroll and filter fluidly. Cells wrap (nothing is cut off; rows are measured),
 * and in a narrow container (a phone) each row becomes a card of "header: value" lines. A real <table> with aria-rowcount / aria-rowindex,
 * so screen readers announce the full size; the scrolling area is focusable for keyboard users.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
  onSortChange,
  empty,
  rowHeight = 48,
  maxHeight = '65vh',
}: DataTableProps<Row>) {
  const scroller = useRef<HTMLElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 10,
    // A row's height from its ResizeObserver entry only (given after layout): measured as it
    // mounts, each row forced a layout of the page in React's commit — a search showing a new
    // page of rows paid it row after row (18 ms of a dossier search at ten years, bench:scale).
    measureElement: (element, entry, instance) => {
      const box = entry?.borderBoxSize?.[0];
      if (box) return Math.round(box.blockSize);
      return instance.itemSizeCache.get(instance.options.getItemKey(instance.indexFromElement(element))) ?? rowHeight;
    },
  });

  if (rows.length === 0) return <>{empty}</>;

  const measured = virtualizer.getVirtualItems();
  // No measured size (hidden container, or a DOM without layout such as jsdom): a first page.
  const items =
    measured.length > 0
      ? measured
      : rows
          .slice(0, FALLBACK_ROWS)
          .map((_, index) => ({ index, start: index * rowHeight, end: (index + 1) * rowHeight }));
  const before = items.length > 0 ? items[0]!.start : 0;
  const after = items.length > 0 ? virtualizer.getTotalSize() - items[items.length - 1]!.end : 0;

  return (
    <section
      ref={scroller}
      className={styles.scroller}
      style={{ maxHeight }}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus so the keyboard can scroll it (WCAG 2.1.1, axe scrollable-region-focusable)
      tabIndex={0}
      aria-label={caption}
    >
      <table className={styles.table} style={{ minWidth: tableMinWidth(columns) }} aria-rowcount={rows.length + 1}>
        <caption className="pt-visually-hidden">{caption}</caption>
        <thead>
          <tr aria-rowindex={1}>
            {columns.map((column) => {
              const active = sort?.column === column.id;
              const ariaSort = active
                ? sort.direction === 'asc'
                  ? 'ascending'
                  : 'descending'
                : column.sortable
                  ? 'none'
                  : undefined;
              return (
                <th
                  key={column.id}
                  scope="col"
                  aria-sort={ariaSort}
                  style={column.width ? { width: column.width } : undefined}
                >
                  {column.sortable && onSortChange ? (
                    <button
                      type="button"
                      className={styles.sortButton}
                      onClick={() =>
                        onSortChange({
                          column: column.id,
                          direction: active && sort.direction === 'asc' ? 'desc' : 'asc',
                        })
                      }
                    >
                      {column.header}
                      <span aria-hidden="true" className={styles.sortIcon}>
                        {active ? (sort.direction === 'asc' ? '▲' : '▼') : '↕'}
                      </span>
                      {active ? (
                        <span className="pt-visually-hidden">, trié par ordre {SORT_LABEL[sort.direction]}</span>
                      ) : null}
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {before > 0 ? (
            // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an empty spacer row (virtualization) that holds nothing focusable
            <tr aria-hidden="true" className={styles.spacer}>
              <td colSpan={columns.length} style={{ height: before }} />
            </tr>
          ) : null}
          {items.map((item) => {
            const row = rows[item.index]!;
            return (
              <TableRow
                key={rowKey(row)}
                row={row}
                columns={columns}
                index={item.index}
                height={rowHeight}
                measure={virtualizer.measureElement}
              />
            );
          })}
          {after > 0 ? (
            // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an empty spacer row (virtualization) that holds nothing focusable
            <tr aria-hidden="true" className={styles.spacer}>
              <td colSpan={columns.length} style={{ height: after }} />
            </tr>
          ) : null}
        </tbody>
      </table>
    </section>
  );
}

type TableRowProps<Row> = {
  row: Row;
  columns: DataColumn<Row>[];
  index: number;
  height: number;
  measure: (element: HTMLTableRowElement | null) => void;
};

/**
 * One row, drawn again only when its record, the columns or its place change: typing in a
 * screen's search field, or totals arriving beside the table, re-renders the page, not its rows.
 */
const TableRow = memo(function TableRow<Row>({ row, columns, index, height, measure }: TableRowProps<Row>) {
  return (
    <tr ref={measure} data-index={index} aria-rowindex={index + 2} style={{ height }}>
      {columns.map((column) => (
        <td key={column.id} data-label={column.header}>
          {column.cell(row)}
        </td>
      ))}
    </tr>
  );
}) as <Row>(props: TableRowProps<Row>) => ReactNode;
