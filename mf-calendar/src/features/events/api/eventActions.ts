/**
 * Writes of agenda events. The attendees' free/busy projection (`availability/{uid}.busy`, read by
 * the public booking page) is the server's to keep, on every event write (functions,
 * handlers/busy): a colleague's or a visitor's change counts as much as one's own, and the policy
 * lets a professional write only their own availability. The local backend has no server: there
 * the writer keeps their own projection after each write, with the same rule (`busyProjection`).
 */
import {
  type Availability,
  busyPeriod,
  busyProjection,
  type CalendarEvent,
  DataError,
  dataBackend,
  getDataStore,
  nextUpdatedAt,
  paths,
  readForEdit,
  sameBusy,
} from 'shared-data';
import { eventsOverlapping } from '../model/agendaRange.ts';
import { type EventFormValues, valuesToEvent } from '../model/eventForm.ts';

/** Without a server (local backend): the writer's own projection, from their events of the booking horizon. */
export async function refreshOwnBusy({ firmId, uid, now = new Date() }: { firmId: string; uid: string; now?: Date }) {
  if (dataBackend() === 'firestore') return;
  const store = getDataStore();
  const availability = await store.get<Availability>(paths.availability(uid));
  if (!availability.data) return;
  const period = busyPeriod(availability.data, now);
  const events = await store.query<CalendarEvent>(eventsOverlapping(firmId, period, uid));
  const busy = busyProjection(
    events.docs.map((doc) => doc.data),
    period,
  );
  if (sameBusy(busy, availability.data.busy)) return;
  await store.update(paths.availability(uid), { busy });
}

async function refreshBusy(firmId: string, uid: string): Promise<void> {
  // A projection for the public page: a failure must not undo the saved event, but is reported.
  await refreshOwnBusy({ firmId, uid }).catch((error: unknown) =>
    console.warn('Agenda : disponibilités non mises à jour', error),
  );
}

export async function createEvent({
  firmId,
  uid,
  values,
}: {
  firmId: string;
  uid: string;
  values: EventFormValues;
}): Promise<string> {
  const store = getDataStore();
  const id = store.newId();
  const now = new Date().toISOString();
  const event: CalendarEvent = { ...valuesToEvent(values), createdAt: now, updatedAt: now };
  await store.set(paths.event(firmId, id), event);
  await refreshBusy(firmId, uid);
  return id;
}

export async function updateEvent({
  firmId,
  uid,
  id,
  values,
  seenUpdatedAt,
}: {
  firmId: string;
  uid: string;
  id: string;
  values: EventFormValues;
  /** The `updatedAt` the form loaded: refused (EditConflictError) if the event changed since. */
  seenUpdatedAt: string | undefined;
}): Promise<void> {
  const record = valuesToEvent(values);
  const patch: Record<string, unknown> = { ...record };
  if (values.kind !== 'audience')
    Object.assign(patch, { jurisdiction: '', chamber: '', hearingType: '', rgNumber: '' });
  const path = paths.event(firmId, id);
  await getDataStore().runTransaction(async (tx) => {
    const current = await readForEdit<CalendarEvent>(tx, { path, seenUpdatedAt, subject: 'Cet événement' });
    tx.update(path, { ...patch, updatedAt: nextUpdatedAt(current.updatedAt) });
  });
  await refreshBusy(firmId, uid);
}

/** Drag and drop or resize in the agenda: the same change the edit form makes with its date and time fields. */
export async function moveEvent({
  firmId,
  uid,
  id,
  start,
  end,
}: {
  firmId: string;
  uid: string;
  id: string;
  start: string;
  end: string;
}): Promise<void> {
  if (Date.parse(end) <= Date.parse(start)) throw new DataError('invalid-argument', 'La fin doit être après le début.');
  // Moved in the agenda: an edit form open elsewhere on this event will be told on save.
  await getDataStore().update(paths.event(firmId, id), { start, end, updatedAt: nextUpdatedAt() });
  await refreshBusy(firmId, uid);
}

export async function deleteEvent({ firmId, uid, id }: { firmId: string; uid: string; id: string }): Promise<void> {
  await getDataStore().delete(paths.event(firmId, id));
  await refreshBusy(firmId, uid);
}
