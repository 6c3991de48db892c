import { useMemo } from 'react';
import { type Client, type SearchQuery, usePagedList, useRowsOf } from 'shared-data';
import {
  CLIENT_PAGE_SIZE,
  type ClientFilters,
  type ClientSort,
  clientListQuery,
  filterClients,
  toClientRow,
} from '../model/clientList.ts';

/**
 * The clients list of one screen, live: pages of {@link CLIENT_PAGE_SIZE} filtered, sorted and
 * searched by the backend (`clientListQuery`), then by the search's other words in the browser;
 * each client's number of dossiers is stored on it.
 */
export function useClientList(
  firmId: string | null,
  { filters, sort, search }: { filters: Omit<ClientFilters, 'query'>; sort: ClientSort; search: SearchQuery },
) {
  const query = firmId ? clientListQuery(firmId, filters, sort, search.token) : null;
  // A total when the backend alone filters (no search words).
  const page = usePagedList<Client>(query, { pageSize: CLIENT_PAGE_SIZE, counted: search.words.length === 0 });
  const allRows = useRowsOf(page.data, (client) => toClientRow(client.id, client));
  const rows = useMemo(() => filterClients(allRows, search.words), [allRows, search.words]);
  return { ...page, rows };
}
