/** The cabinet's dossiers, clients and members as labels and options (live). */
import { useMemo } from 'react';
import { type Case, type Client, type Member, paths, useCollection } from 'shared-data';
import { collator } from 'shared-ui';

export type Lookups = {
  loading: boolean;
  error: string | null;
  cases: (Case & { id: string })[];
  clients: (Client & { id: string })[];
  members: (Member & { id: string })[];
  caseLabels: Record<string, string>;
  memberNames: Record<string, string>;
  caseOptions: { value: string; label: string }[];
  memberOptions: { value: string; label: string }[];
};

export function useLookups(firmId: string | null): Lookups {
  const cases = useCollection<Case>(firmId ? { collection: paths.cases(firmId) } : null);
  const clients = useCollection<Client>(firmId ? { collection: paths.clients(firmId) } : null);
  const members = useCollection<Member>(firmId ? { collection: paths.members(firmId) } : null);
  return useMemo(() => {
    const clientNames = Object.fromEntries(clients.data.map((client) => [client.id, client.displayName]));
    const caseLabels = Object.fromEntries(
      cases.data.map((c) => [
        c.id,
        `${c.reference} — ${c.title}${c.clientIds[0] ? ` (${clientNames[c.clientIds[0]] ?? ''})` : ''}`,
      ]),
    );
    const memberNames = Object.fromEntries(members.data.map((member) => [member.uid, member.name]));
    const sortedCases = [...cases.data].sort((a, b) => collator.compare(b.reference, a.reference));
    return {
      loading: cases.loading || clients.loading || members.loading,
      error: cases.error ?? clients.error ?? members.error,
      cases: cases.data,
      clients: clients.data,
      members: members.data,
      caseLabels,
      memberNames,
      caseOptions: sortedCases.map((c) => ({ value: c.id, label: caseLabels[c.id] ?? c.reference })),
      memberOptions: members.data.map((m) => ({ value: m.uid, label: m.name })),
    };
  }, [cases, clients, members]);
}
