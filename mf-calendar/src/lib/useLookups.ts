/** The cabinet's teammates and dossiers, for selects and labels (live). */
import { useMemo } from 'react';
import { type Case, type Member, paths, useCollection } from 'shared-data/store';

export type Lookups = {
  members: { uid: string; name: string }[];
  memberName: (uid: string) => string;
  /** With the dossier's juridiction and RG, which a new audience for it takes over. */
  cases: {
    id: string;
    label: string;
    reference: string;
    title: string;
    closed: boolean;
    jurisdiction: string;
    rgNumber: string;
  }[];
  caseLabel: (id: string | null | undefined) => string;
  /** `2026-0038`, or '' without a dossier (or one this user cannot see). */
  caseReference: (id: string | null | undefined) => string;
  loading: boolean;
};

const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

export function useLookups(firmId: string | null): Lookups {
  const members = useCollection<Member>(firmId ? { collection: paths.members(firmId) } : null);
  const cases = useCollection<Case>(firmId ? { collection: paths.cases(firmId) } : null);
  return useMemo(() => {
    const memberList = members.data
      .map((member) => ({ uid: member.uid || member.id, name: member.name || member.email }))
      .sort((a, b) => collator.compare(a.name, b.name));
    const names = new Map(memberList.map((member) => [member.uid, member.name]));
    const caseList = cases.data
      .map((c) => ({
        id: c.id,
        reference: c.reference,
        title: c.title,
        label: `${c.reference} — ${c.title}`,
        closed: c.status === 'clos',
        jurisdiction: c.jurisdiction ?? '',
        rgNumber: c.rgNumber ?? '',
      }))
      .sort((a, b) => collator.compare(b.reference, a.reference));
    const caseLabels = new Map(caseList.map((c) => [c.id, c.label]));
    const caseReferences = new Map(caseList.map((c) => [c.id, c.reference]));
    return {
      members: memberList,
      memberName: (uid: string) => names.get(uid) ?? 'Membre inconnu',
      cases: caseList,
      caseLabel: (id) => (id ? (caseLabels.get(id) ?? 'Dossier inconnu') : ''),
      caseReference: (id) => (id ? (caseReferences.get(id) ?? '') : ''),
      loading: members.loading || cases.loading,
    };
  }, [members.data, members.loading, cases.data, cases.loading]);
}
