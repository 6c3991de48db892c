/** Time entries: written through shared-data's port, refused on a closed dossier or past 24 h a day. */
import { type Case, DataError, getDataStore, paths, type TimeEntry } from 'shared-data';
import { dayTotalProblem, TIME_MESSAGES, toTimeEntry, type TimeEntryFormValues } from '../model/timeEntryForm.ts';

export const TIME_ACTION_MESSAGES = {
  notFound: 'Dossier introuvable.',
  dayCheckFailed:
    'Impossible de vérifier le temps déjà saisi ce jour-là : rien n’a été enregistré. Merci de réessayer.',
} as const;

/** Minutes the user already logged on `date` (all dossiers). A failed read refuses. */
async function loggedMinutes({ firmId, uid, date }: { firmId: string; uid: string; date: string }): Promise<number> {
  try {
    const result = await getDataStore().query<TimeEntry>({
      collection: paths.timeEntries(firmId),
      where: [
        { field: 'uid', op: '==', value: uid },
        { field: 'date', op: '==', value: date },
      ],
    });
    return result.docs.reduce((sum, entry) => sum + entry.data.minutes, 0);
  } catch (error) {
    throw Object.assign(new DataError('unavailable', TIME_ACTION_MESSAGES.dayCheckFailed), { cause: error });
  }
}

export async function addTimeEntry({
  firmId,
  caseId,
  uid,
  values,
}: {
  firmId: string;
  caseId: string;
  uid: string;
  values: TimeEntryFormValues;
}): Promise<void> {
  const store = getDataStore();
  const entry = toTimeEntry(values, caseId, uid, new Date().toISOString());
  const logged = await loggedMinutes({ firmId, uid, date: entry.date });
  const problem = dayTotalProblem(entry.date, logged, entry.minutes);
  if (problem) throw new DataError('invalid-argument', problem);
  const id = store.newId();
  await store.runTransaction(async (tx) => {
    const dossier = await tx.get<Case>(paths.case(firmId, caseId));
    if (!dossier.data) throw new DataError('not-found', TIME_ACTION_MESSAGES.notFound);
    if (dossier.data.status === 'clos') throw new DataError('invalid-argument', TIME_MESSAGES.closed);
    tx.set(paths.timeEntry(firmId, id), entry);
  });
}

/** Only unbilled entries can be deleted (billed ones belong to an invoice). */
export async function deleteTimeEntry({ firmId, entryId }: { firmId: string; entryId: string }): Promise<void> {
  await getDataStore().delete(paths.timeEntry(firmId, entryId));
}
