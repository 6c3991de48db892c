import { useMemo } from 'react';
import { paths, useCollection, type Case, type Client } from 'shared-data';
import { toClientRow, type ClientRow } from '../model/clientList.ts';

/** Every client of the cabinet as list rows (with its number of dossiers), live. */
export function useClientRows(firmId: string | null): { rows: ClientRow[]; loading: boolean; error: string | null } {
  const clients = useCollection<Client>(firmId ? { collection: paths.clients(firmId) } : null);
  const cases = useCollection<Case>(firmId ? { collection: paths.cases(firmId) } : null);
  const rows = useMemo(() => {
    const counts = new Map<string, number>();
    for (const item of cases.data) for (const id of item.clientIds) counts.set(id, (counts.get(id) ?? 0) + 1);
    return clients.data.map((client) => toClientRow(client.id, client, counts.get(client.id) ?? 0));
  }, [clients.data, cases.data]);
  return { rows, loading: clients.loading || cases.loading, error: clients.error ?? cases.error };
}
