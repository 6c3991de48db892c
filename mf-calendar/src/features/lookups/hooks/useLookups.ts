/** The cabinet's teammates, and the labels of the dossiers a screen shows (not every dossier). */
import { useMemo } from 'react';
import { type Member, paths, useCaseLabels, useCollection } from 'shared-data/store';

export type Lookups = {
  members: { uid: string; name: string }[];
  memberName: (uid: string) => string;
  /** `2026-0038 — Appel Lambert`, « Dossier inconnu », or '' (no dossier, or not read yet). */
  caseLabel: (id: string | null | undefined) => string;
  /** `2026-0038`, or '' without a dossier (or one this user cannot see, or not read yet). */
  caseReference: (id: string | null | undefined) => string;
  loading: boolean;
};

const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });
const NO_CASES: readonly string[] = [];

/**
 * `caseIds`: the dossiers the screen names (its rows'), read once by their ids. The members are
 * read whole: a cabinet has a handful (its seats), never thousands.
 */
export function useLookups(firmId: string | null, caseIds: readonly (string | null | undefined)[] = NO_CASES): Lookups {
  const members = useCollection<Member>(firmId ? { collection: paths.members(firmId) } : null);
  const cases = useCaseLabels(firmId, caseIds);
  const memberList = useMemo(
    () =>
      members.data
        .map((member) => ({ uid: member.uid || member.id, name: member.name || member.email }))
        .sort((a, b) => collator.compare(a.name, b.name)),
    [members.data],
  );
  const { caseLabel, caseReference } = cases;
  return useMemo(() => {
    const names = new Map(memberList.map((member) => [member.uid, member.name]));
    return {
      members: memberList,
      memberName: (uid: string) => names.get(uid) ?? 'Membre inconnu',
      caseLabel,
      caseReference,
      loading: members.loading || cases.loading,
    };
    // The label functions change when a dossier's label arrives (`cases.loading`).
  }, [memberList, members.loading, cases.loading, caseLabel, caseReference]);
}
