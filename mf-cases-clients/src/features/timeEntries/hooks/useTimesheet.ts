import { useMemo } from 'react';
import { type Case, type Member, paths, type TimeEntry, useCollection } from 'shared-data';
import { addDays } from 'shared-ui';
import type { SheetCase, SheetEntry } from '../model/timesheet.ts';

/**
 * A week, live: the cabinet's entries of those seven days (one range on the date, no composite
 * index), kept for `personUid` when they are a member of the cabinet, else for `uid` (the
 * signed-in person); the dossiers (names, status, rate) and the members.
 */
export function useTimesheet({
  firmId,
  uid,
  personUid,
  monday,
}: {
  firmId: string;
  uid: string;
  personUid: string;
  monday: string;
}) {
  const week = useCollection<TimeEntry>({
    collection: paths.timeEntries(firmId),
    where: [
      { field: 'date', op: '>=', value: monday },
      { field: 'date', op: '<=', value: addDays(monday, 6) },
    ],
  });
  const dossiers = useCollection<Case>({ collection: paths.cases(firmId) });
  const members = useCollection<Member>({ collection: paths.members(firmId) });
  const person = members.data.some((member) => (member.uid || member.id) === personUid) ? personUid : uid;
  const entries = useMemo<SheetEntry[]>(() => week.data.filter((entry) => entry.uid === person), [week.data, person]);
  const cases = useMemo(
    () =>
      new Map<string, SheetCase>(
        dossiers.data.map((dossier) => [
          dossier.id,
          {
            id: dossier.id,
            reference: dossier.reference,
            title: dossier.title,
            closed: dossier.status === 'clos',
            hourlyRateCents: dossier.fee.hourlyRateCents,
          },
        ]),
      ),
    [dossiers.data],
  );
  const people = useMemo(
    () =>
      members.data
        .map((member) => ({ uid: member.uid || member.id, name: member.name || member.email }))
        .sort((a, b) => a.name.localeCompare(b.name, 'fr')),
    [members.data],
  );
  return {
    /** Whose week it is (an unknown `personUid` falls back to the signed-in person). */
    person,
    entries,
    cases,
    people,
    loading: week.loading || dossiers.loading || members.loading,
    error: week.error ?? dossiers.error ?? members.error,
  };
}
