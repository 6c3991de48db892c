/**
 * The running timer: one document per person (`timers/{uid}`), which only that person reads or
 * writes (data policy). Stopping it records a time entry and removes the timer in one
 * transaction, with the checks of any entry (open dossier, no future date, 24 h a day).
 */
import { type Case, DataError, getDataStore, paths, type Timer, type WithId } from 'shared-data';
import { TIMER_MESSAGES } from '../model/timer.ts';
import { TIME_MESSAGES, type TimeEntryFormValues, toTimeEntry } from '../model/timeEntryForm.ts';
import { checkWork, TIME_ACTION_MESSAGES } from './timeEntryActions.ts';

/** The signed-in person's running timer, or null (read as a list: a missing timer cannot be read by path). */
export async function runningTimer({ firmId, uid }: { firmId: string; uid: string }): Promise<WithId<Timer> | null> {
  const result = await getDataStore().query<Timer>({
    collection: paths.timers(firmId),
    where: [{ field: 'uid', op: '==', value: uid }],
  });
  const first = result.docs[0];
  return first ? { ...first.data, id: first.id } : null;
}

/** Starts a timer on an open dossier; refused while another one runs (stop it first). */
export async function startTimer({
  firmId,
  uid,
  caseId,
  description,
}: {
  firmId: string;
  uid: string;
  caseId: string;
  description: string;
}): Promise<void> {
  const store = getDataStore();
  const dossier = await store.get<Case>(paths.case(firmId, caseId));
  if (!dossier.data) throw new DataError('not-found', TIME_ACTION_MESSAGES.notFound);
  if (dossier.data.status === 'clos') throw new DataError('invalid-argument', TIME_MESSAGES.closed);
  if (await runningTimer({ firmId, uid })) throw new DataError('invalid-argument', TIMER_MESSAGES.alreadyRunning);
  const timer: Timer = { uid, caseId, startedAt: new Date(Date.now()).toISOString(), description: description.trim() };
  await store.set(paths.timer(firmId, uid), timer);
}

/** A timer that is gone cannot be read by path (the policy reads its `uid`): refused means gone here. */
async function stillRunning(firmId: string, uid: string, seen: Timer): Promise<boolean> {
  const current = await runningTimer({ firmId, uid });
  return !!current && current.startedAt === seen.startedAt && current.caseId === seen.caseId;
}

/**
 * « Arrêter » confirmed: the entry (as the form was completed) is written and the timer removed
 * together. Already stopped elsewhere (another tab): refused, nothing written twice.
 */
export async function recordTimer({
  firmId,
  uid,
  timer,
  values,
}: {
  firmId: string;
  uid: string;
  /** The timer as it was when « Arrêter » was pressed. */
  timer: Timer;
  values: TimeEntryFormValues;
}): Promise<void> {
  const store = getDataStore();
  if (!(await stillRunning(firmId, uid, timer))) throw new DataError('aborted', TIMER_MESSAGES.alreadyStopped);
  const entry = toTimeEntry(values, timer.caseId, uid, new Date().toISOString());
  await checkWork({ firmId, uid, work: entry });
  const id = store.newId();
  try {
    await store.runTransaction(async (tx) => {
      const stored = (await tx.get<Timer>(paths.timer(firmId, uid))).data;
      if (!stored || stored.startedAt !== timer.startedAt)
        throw new DataError('aborted', TIMER_MESSAGES.alreadyStopped);
      const dossier = await tx.get<Case>(paths.case(firmId, timer.caseId));
      if (!dossier.data) throw new DataError('not-found', TIME_ACTION_MESSAGES.notFound);
      if (dossier.data.status === 'clos') throw new DataError('invalid-argument', TIME_MESSAGES.closed);
      tx.set(paths.timeEntry(firmId, id), entry);
      tx.delete(paths.timer(firmId, uid));
    });
  } catch (error) {
    if (error instanceof DataError && error.code === 'permission-denied' && !(await stillRunning(firmId, uid, timer)))
      throw new DataError('aborted', TIMER_MESSAGES.alreadyStopped);
    throw error;
  }
}

/** Stops the timer without recording anything (under one minute, confirmed). Already gone: done. */
export async function discardTimer({ firmId, uid }: { firmId: string; uid: string }): Promise<void> {
  if (!(await runningTimer({ firmId, uid }))) return;
  await getDataStore().delete(paths.timer(firmId, uid));
}
