// Lists, tables, tabs, empty states. Filled by mf-cases-clients' work.
export {};
