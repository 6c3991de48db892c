/**
 * The virtualized table is loaded when a screen first shows one: @tanstack/react-virtual then
 * stays out of the pages that have no table (shared-ui is a singleton, loaded on every page).
 */
import { lazy, Suspense } from 'react';
import type { DataTableProps } from './VirtualTable.tsx';

export type { DataColumn, DataTableProps, SortDirection, SortState } from './VirtualTable.tsx';

const VirtualTable = lazy(() =>
  import('./VirtualTable.tsx').then((module) => ({
    default: module.DataTable as (props: DataTableProps<unknown>) => React.ReactNode,
  })),
);

export function DataTable<Row>(props: DataTableProps<Row>) {
  return (
    <Suspense
      fallback={
        <p role="status" aria-busy="true">
          Chargement du tableau…
        </p>
      }
    >
      <VirtualTable {...(props as DataTableProps<unknown>)} />
    </Suspense>
  );
}
