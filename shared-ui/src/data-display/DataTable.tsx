/**
 * The virtualized table is loaded when a screen first shows one: @tanstack/react-virtual then
 * stays out of the pages that have no table (shared-ui is a singleton, loaded on every page).
 * Without Suspense (lazyModule.ts): the table shows as soon as its code is there.
 */
import { lazyModule } from '../lazyModule.ts';
import type { DataTableProps } from './VirtualTable.tsx';

export type { DataColumn, DataTableProps, SortDirection, SortState } from './VirtualTable.tsx';

const virtualTable = lazyModule(() => import('./VirtualTable.tsx'));

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
