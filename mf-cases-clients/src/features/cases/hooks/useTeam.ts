import { useMemo } from 'react';
import { type Member, paths, useCollection } from 'shared-data';

/** The cabinet's members, live (a team is a handful of people): their names and the options of a « Responsable » select. */
export function useTeam(firmId: string | null) {
  const members = useCollection<Member>(firmId ? { collection: paths.members(firmId) } : null);
  return useMemo(() => {
    const memberNames = new Map(members.data.map((member) => [member.uid || member.id, member.name || member.email]));
    const memberOptions = members.data.map((member) => ({
      value: member.uid || member.id,
      label: member.name || member.email,
    }));
    return { memberNames, memberOptions, loading: members.loading, error: members.error };
  }, [members.data, members.loading, members.error]);
}
