import { useMemo } from 'react';
import { type Case, type Member, paths, type TimeEntry, useCasesById, useCollection, type WithId } from 'shared-data';
import { addDays } from 'shared-ui';
import { type SheetCase, type SheetEntry, sheetCaseOf } from '../model/timesheet.ts';

/**
 * A week, live: the cabinet's entries of those seven days (one range on the date, no composite
 * index), kept for `personUid` when they are a member of the cabinet, else for `uid` (the
 * signed-in person); the dossiers of those entries and of `addedCaseIds`, read by id (names,
 * status, rate — never the cabinet's every dossier); the members (a cabinet's few).
 */
export function useTimesheet({
  firmId,
  uid,
  personUid,
  monday,
  addedCaseIds = [],
}: {
  firmId: string;
  uid: string;
  personUid: string;
  monday: string;
  /** Dossiers added to the week before any time is entered on them. */
  addedCaseIds?: readonly string[];
}) {
  const week = useCollection<TimeEntry>({
    collection: paths.timeEntries(firmId),
    where: [
      { field: 'date', op: '>=', value: monday },
      { field: 'date', op: '<=', value: addDays(monday, 6) },
    ],
  });
  const members = useCollection<Member>({ collection: paths.members(firmId) });
  const person = members.data.some((member) => (member.uid || member.id) === personUid) ? personUid : uid;
  const entries = useMemo<SheetEntry[]>(() => week.data.filter((entry) => entry.uid === person), [week.data, person]);
  const dossiers = useCasesById(firmId, [...entries.map((entry) => entry.caseId), ...addedCaseIds]);
  const cases = useMemo(
    () =>
      new Map<string, SheetCase>(
        [...dossiers.records.values()]
          .filter((dossier): dossier is WithId<Case> => dossier !== null)
          .map((dossier) => [dossier.id, sheetCaseOf(dossier)]),
      ),
    [dossiers.records],
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
    // Waiting only for the dossiers of the entries shown (one just added comes with its picker).
    loading:
      week.loading ||
      members.loading ||
      (dossiers.loading && entries.some((entry) => !dossiers.records.has(entry.caseId))),
    error: week.error ?? members.error,
  };
}
