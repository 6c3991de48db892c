import { useMemo } from 'react';
import { paths, useCollection, type Client, type Member } from 'shared-data';

/** Names the dossier screens show: clients and members of the cabinet, live. */
export function useCaseLookups(firmId: string | null) {
  const clients = useCollection<Client>(firmId ? { collection: paths.clients(firmId) } : null);
  const members = useCollection<Member>(firmId ? { collection: paths.members(firmId) } : null);
  return useMemo(() => {
    const clientNames = new Map(clients.data.map((client) => [client.id, client.displayName]));
    const memberNames = new Map(members.data.map((member) => [member.uid || member.id, member.name || member.email]));
    const clientOptions = clients.data
      .filter((client) => !client.archived)
      .map((client) => ({ value: client.id, label: client.displayName }))
      .sort((a, b) => a.label.localeCompare(b.label, 'fr'));
    const memberOptions = members.data.map((member) => ({
      value: member.uid || member.id,
      label: member.name || member.email,
    }));
    return { clientNames, memberNames, clientOptions, memberOptions, loading: clients.loading || members.loading };
  }, [clients.data, clients.loading, members.data, members.loading]);
}
