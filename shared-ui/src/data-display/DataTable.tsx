/**
 * The virtualized table is loaded when a screen first shows one: @tanstack/react-virtual then
 * stays out of the pages that have no table (shared-ui is a singleton, loaded on every page).
 * Without Suspense (lazyModule.ts): the table shows as soon as its code is there. A list screen
 * asks for that code as it mounts (`preloadDataTable`), alongside its rows, not after them.
 */
import { lazyModule } from '../lazyModule.ts';
import type { DataTableProps } from './VirtualTable.tsx';

export type { DataColumn, DataTableProps, SortDirection, SortState } from './VirtualTable.tsx';

const virtualTable = lazyModule(() => import('./VirtualTable.tsx'));

/**
 * Starts fetching the table's code, once. A list screen calls it as it mounts
 * (`useEffect(preloadDataTable, [])`): its rows and the table's code then travel together, and
 * the table shows as soon as the rows are there (fetched after them, it cost a second round trip).
 */
export function preloadDataTable(): void {
  virtualTable.preload();
}

/** An accessible table of records, sortable, virtualized when long: every area's lists. */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const module = virtualTable.useLoaded();
  if (!module)
    return (
      <p role="status" aria-busy="true">
        Chargement du tableau…
      </p>
    );
  const VirtualTable = module.DataTable as (props: DataTableProps<Row>) => React.ReactNode;
  return <VirtualTable {...props} />;
}
