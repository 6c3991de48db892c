/**
 * Names for what a screen shows, never whole collections: the cabinet's members (a handful: read
 * whole) and the labels of the dossiers a page names (read by id: features/dossiers).
 */
import { useMemo } from 'react';
import { type Member, paths, useCollection } from 'shared-data';
import { collator } from 'shared-ui';
import { useCaseLabels } from '../../dossiers/hooks/useDossiers.ts';

export type Lookups = {
  loading: boolean;
  error: string | null;
  members: (Member & { id: string })[];
  memberNames: Record<string, string>;
  memberOptions: { value: string; label: string }[];
  /** Labels of the dossiers asked for (`2026-0038 — Appel Lambert (DURAND Claire)`), once read. */
  caseLabels: Record<string, string>;
};

const NO_CASES: readonly string[] = [];

/** `caseIds`: the dossiers the screen names (its rows'); their labels are read by id. */
export function useLookups(firmId: string | null, caseIds: readonly (string | null | undefined)[] = NO_CASES): Lookups {
  const members = useCollection<Member>(firmId ? { collection: paths.members(firmId) } : null);
  const cases = useCaseLabels(firmId, caseIds);
  return useMemo(
    () => ({
      loading: members.loading || cases.loading,
      error: members.error,
      members: members.data,
      memberNames: Object.fromEntries(members.data.map((member) => [member.uid, member.name])),
      memberOptions: members.data
        .map((m) => ({ value: m.uid, label: m.name }))
        .sort((a, b) => collator.compare(a.label, b.label)),
      caseLabels: cases.labels,
    }),
    [members, cases.labels, cases.loading],
  );
}
