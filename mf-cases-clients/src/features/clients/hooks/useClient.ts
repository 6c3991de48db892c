import { type Client, paths, useDocument } from 'shared-data';

/** The client `id`, live (null cabinet: nothing read yet); missing or another cabinet's reads as no data. */
export function useClient(firmId: string | null, id: string) {
  return useDocument<Client>(firmId ? paths.client(firmId, id) : null);
}
