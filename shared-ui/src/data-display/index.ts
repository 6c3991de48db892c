// Lists, tables, tabs, empty states: the reusable display primitives of every area.
export * from './DataTable.tsx';
export * from './Tabs.tsx';
export * from './EmptyState.tsx';
export * from './DescriptionList.tsx';
export * from './Badge.tsx';
export * from './ProgressBar.tsx';
export * from './ShowMore.tsx';
