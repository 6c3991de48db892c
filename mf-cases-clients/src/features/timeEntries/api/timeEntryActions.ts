/**
 * Time entries: written through shared-data's port. Refused on a closed dossier, past 24 h a day,
 * dated in the future (it would be billed before the work is done), or once on an invoice.
 */
import {
  type Case,
  DataError,
  EDIT_CONFLICT_MESSAGES,
  EditConflictError,
  getDataStore,
  paths,
  type TimeEntry,
} from 'shared-data';
import { todayIso } from 'shared-ui';
import {
  dayTotalProblem,
  entryLock,
  isFutureDate,
  TIME_MESSAGES,
  type TimeEntryFormValues,
  type TimeEntryWork,
  toTimeEntry,
  toTimeEntryWork,
  workChanged,
} from '../model/timeEntryForm.ts';

export const TIME_ACTION_MESSAGES = {
  notFound: 'Dossier introuvable.',
  entryNotFound: 'Ce temps n’existe plus : il a été supprimé entre-temps.',
  dayCheckFailed:
    'Impossible de vérifier le temps déjà saisi ce jour-là : rien n’a été enregistré. Merci de réessayer.',
} as const;

/**
 * Minutes `uid` already logged on `date` (all dossiers), leaving out `exceptId` (the entry being
 * edited). A failed read refuses.
 */
async function loggedMinutes({
  firmId,
  uid,
  date,
  exceptId,
}: {
  firmId: string;
  uid: string;
  date: string;
  exceptId?: string;
}): Promise<number> {
  try {
    const result = await getDataStore().query<TimeEntry>({
      collection: paths.timeEntries(firmId),
      where: [
        { field: 'uid', op: '==', value: uid },
        { field: 'date', op: '==', value: date },
      ],
    });
    return result.docs.reduce((sum, entry) => (entry.id === exceptId ? sum : sum + entry.data.minutes), 0);
  } catch (error) {
    throw Object.assign(new DataError('unavailable', TIME_ACTION_MESSAGES.dayCheckFailed), { cause: error });
  }
}

/** The checks of the work itself, before any write: not in the future, at most 24 h that day for its author. */
export async function checkWork({
  firmId,
  uid,
  work,
  exceptId,
}: {
  firmId: string;
  uid: string;
  work: TimeEntryWork;
  exceptId?: string;
}): Promise<void> {
  if (isFutureDate(work.date, todayIso())) throw new DataError('invalid-argument', TIME_MESSAGES.future);
  const logged = await loggedMinutes({ firmId, uid, date: work.date, ...(exceptId ? { exceptId } : {}) });
  const problem = dayTotalProblem(work.date, logged, work.minutes);
  if (problem) throw new DataError('invalid-argument', problem);
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
  await checkWork({ firmId, uid, work: entry });
  const id = store.newId();
  await store.runTransaction(async (tx) => {
    const dossier = await tx.get<Case>(paths.case(firmId, caseId));
    if (!dossier.data) throw new DataError('not-found', TIME_ACTION_MESSAGES.notFound);
    if (dossier.data.status === 'clos') throw new DataError('invalid-argument', TIME_MESSAGES.closed);
    tx.set(paths.timeEntry(firmId, id), entry);
  });
}

/**
 * Changes the work of an entry (date, duration, description, rate) with the same checks as a new
 * one; its author, dossier and billing stay. Refused once the entry is on an invoice (issued or
 * draft), on a closed dossier, and when it changed elsewhere since `seen` was loaded
 * (EditConflictError: the form keeps what was typed).
 */
export async function updateTimeEntry({
  firmId,
  entryId,
  seen,
  values,
}: {
  firmId: string;
  entryId: string;
  /** The entry as the form loaded it. */
  seen: TimeEntry;
  values: TimeEntryFormValues;
}): Promise<void> {
  const work = toTimeEntryWork(values);
  await checkWork({ firmId, uid: seen.uid, work, exceptId: entryId });
  await getDataStore().runTransaction(async (tx) => {
    const stored = (await tx.get<TimeEntry>(paths.timeEntry(firmId, entryId))).data;
    if (!stored) throw new DataError('not-found', TIME_ACTION_MESSAGES.entryNotFound);
    const lock = entryLock(stored);
    if (lock) throw new DataError('invalid-argument', lock);
    if (workChanged(stored, seen))
      throw new EditConflictError(EDIT_CONFLICT_MESSAGES.changed({ subject: 'Ce temps' }), stored);
    const dossier = await tx.get<Case>(paths.case(firmId, stored.caseId));
    if (!dossier.data) throw new DataError('not-found', TIME_ACTION_MESSAGES.notFound);
    if (dossier.data.status === 'clos') throw new DataError('invalid-argument', TIME_MESSAGES.closed);
    tx.update(paths.timeEntry(firmId, entryId), work);
  });
}

/**
 * Deletes an entry not on any invoice (a billed or drafted one belongs to its invoice) of an open
 * dossier. Already gone: done.
 */
export async function deleteTimeEntry({ firmId, entryId }: { firmId: string; entryId: string }): Promise<void> {
  await getDataStore().runTransaction(async (tx) => {
    const stored = (await tx.get<TimeEntry>(paths.timeEntry(firmId, entryId))).data;
    if (!stored) return;
    const lock = entryLock(stored);
    if (lock) throw new DataError('invalid-argument', lock);
    const dossier = await tx.get<Case>(paths.case(firmId, stored.caseId));
    if (dossier.data?.status === 'clos') throw new DataError('invalid-argument', TIME_MESSAGES.closed);
    tx.delete(paths.timeEntry(firmId, entryId));
  });
}
