/**
 * The free/busy projection (`availability/{uid}.busy`) the public booking page reads: kept here,
 * on every change of an event, for each of its attendees before and after the change — a colleague
 * who adds a hearing to Claire's agenda, a visitor who accepts a proposed time (handlers/proposal)
 * change it as much as Claire's own edits, and the policy lets a professional write only their own
 * availability. A daily run brings the horizon's new last days in; a first availability is filled
 * at once. The agenda then opens on its month alone, with nothing to refresh.
 */
import type { Availability, CalendarEvent } from 'shared-data/server';
import { busyPeriod, busyProjection, paths, sameBusy } from 'shared-data/server';
import type { ServerDeps } from '../outbox.ts';

type BusyDeps = Pick<ServerDeps, 'db' | 'now'>;

export type BusyOutcome = 'mis à jour' | 'inchangé' | 'sans disponibilités';

/**
 * Recomputes one professional's projection from their events over the booking horizon (index
 * `events (attendeeUids CONTAINS, end, start)`: their events of the period, never the cabinet's
 * history). In a transaction: two changes at once cannot leave the older reading last.
 */
export async function refreshBusy(deps: BusyDeps, uid: string): Promise<BusyOutcome> {
  const { db } = deps;
  return db.runTransaction(async (tx) => {
    const availabilityRef = db.doc(paths.availability(uid));
    const availability = (await tx.get(availabilityRef)).data() as Availability | undefined;
    if (!availability) return 'sans disponibilités';
    // Re-checked with admin rights: the cabinet the availability names is the professional's own.
    const member = await tx.get(db.doc(paths.member(availability.firmId, uid)));
    if (!member.exists) return 'sans disponibilités';
    const period = busyPeriod(availability, deps.now());
    const events = await tx.get(
      db
        .collection(paths.events(availability.firmId))
        .where('attendeeUids', 'array-contains', uid)
        .where('end', '>', period.start)
        .where('start', '<', period.end)
        .orderBy('end')
        .orderBy('start'),
    );
    const busy = busyProjection(
      events.docs.map((doc) => doc.data() as CalendarEvent),
      period,
    );
    if (sameBusy(busy, availability.busy)) return 'inchangé';
    tx.update(availabilityRef, { busy });
    return 'mis à jour';
  });
}

/** What an event shows the public side: a change elsewhere (title, place, dossier) projects nothing. */
const projected = (event: CalendarEvent | undefined) =>
  event ? JSON.stringify([event.start, event.end, event.status, [...event.attendeeUids].sort()]) : null;

/** Whose projection an event's change touches: every attendee before and after, none if its times, status and attendees stay. */
export function attendeesToRefresh(before: CalendarEvent | undefined, after: CalendarEvent | undefined): string[] {
  if (projected(before) === projected(after)) return [];
  return [...new Set([...(before?.attendeeUids ?? []), ...(after?.attendeeUids ?? [])])];
}

/** An event created, changed or deleted: the projection of everyone it concerned or concerns. */
export async function onEventWritten(
  deps: BusyDeps,
  before: CalendarEvent | undefined,
  after: CalendarEvent | undefined,
): Promise<Record<string, BusyOutcome>> {
  const outcomes: Record<string, BusyOutcome> = {};
  for (const uid of attendeesToRefresh(before, after)) outcomes[uid] = await refreshBusy(deps, uid);
  return outcomes;
}

/** Daily: every professional's projection moves with the calendar (the horizon's new days, past events out). */
export async function runBusyRefresh(deps: BusyDeps): Promise<Record<string, BusyOutcome>> {
  const availabilities = await deps.db.collection(paths.availabilities()).select().get();
  const outcomes: Record<string, BusyOutcome> = {};
  for (const doc of availabilities.docs) outcomes[doc.id] = await refreshBusy(deps, doc.id);
  return outcomes;
}
