/**
 * Answering a booking request from the public page. Confirm: the request becomes a meeting in the
 * agenda (the slot document stays, so the slot stays taken). Decline: the slot document is
 * deleted, so the slot is offered again. Each answer stores the message to the requester.
 */
import {
  type BookingRequest,
  type BookingSlot,
  type CalendarEvent,
  DataError,
  getDataStore,
  paths,
  type PublicProfile,
  slotIdOf,
  type Transaction,
} from 'shared-data';
import { httpsLink } from 'shared-data/links';
import { eventsOverlapping } from '../../events/model/agendaRange.ts';
import { BOOKING_MESSAGES, bookingEventId, meetingPlace } from '../model/bookingDecision.ts';

const whenFormat = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

async function pendingRequest(requestId: string): Promise<BookingRequest> {
  const snapshot = await getDataStore().get<BookingRequest>(paths.bookingRequest(requestId));
  if (!snapshot.data) throw new DataError('not-found', BOOKING_MESSAGES.notFound);
  if (snapshot.data.status !== 'à confirmer') throw new DataError('aborted', BOOKING_MESSAGES.alreadyHandled);
  return snapshot.data;
}

export async function confirmBooking({
  firmId,
  uid,
  requestId,
  message,
}: {
  firmId: string;
  uid: string;
  requestId: string;
  message: string;
}): Promise<string> {
  const store = getDataStore();
  const request = await pendingRequest(requestId);
  const eventId = bookingEventId(requestId);
  // Was the slot meanwhile taken by an event of this professional?
  const events = await store.query<CalendarEvent>(
    eventsOverlapping(firmId, { start: request.start, end: request.end }, request.proUid),
  );
  const start = Date.parse(request.start);
  const end = Date.parse(request.end);
  const clash = events.docs.find(
    (doc) =>
      doc.id !== eventId &&
      doc.data.status !== 'annulé' &&
      Date.parse(doc.data.start) < end &&
      Date.parse(doc.data.end) > start,
  );
  if (clash) {
    const when = whenFormat.format(new Date(clash.data.start));
    throw new DataError('aborted', BOOKING_MESSAGES.slotTaken(clash.data.title, when));
  }
  // Where the visitor was told to come, and the video link of a visio: the professional's public
  // profile (one source with the booking page; readable while published). Unreadable: the type only.
  const profile = await store
    .get<PublicProfile>(paths.publicProfile(request.proUid))
    .then((snapshot) => snapshot.data)
    .catch(() => null);
  const place = meetingPlace({ type: request.type, address: profile?.address ?? '' });
  const visioUrl = request.type === 'visio' ? httpsLink(profile?.visioUrl) : null;
  const now = new Date().toISOString();
  await store.runTransaction(async (tx) => {
    const fresh = await tx.get<BookingRequest>(paths.bookingRequest(requestId));
    const existing = await tx.get(paths.event(firmId, eventId));
    if (!fresh.data) throw new DataError('not-found', BOOKING_MESSAGES.notFound);
    if (fresh.data.status !== 'à confirmer' || existing.exists)
      throw new DataError('aborted', BOOKING_MESSAGES.alreadyHandled);
    const event: CalendarEvent = {
      kind: 'rendez-vous',
      title: `Rendez-vous – ${fresh.data.name}`,
      start: fresh.data.start,
      end: fresh.data.end,
      caseId: null,
      attendeeUids: [fresh.data.proUid],
      location: place,
      status: 'confirmé',
      bookingRequestId: requestId,
      ...(visioUrl ? { visioUrl } : {}),
      createdAt: now,
    };
    tx.set(paths.event(firmId, eventId), event);
    tx.update(paths.bookingRequest(requestId), {
      status: 'confirmé',
      responseMessage: message.trim(),
      respondedAt: now,
      respondedBy: uid,
      eventId,
    });
  });
  return eventId;
}

/**
 * In an answer's transaction: the request, still « à confirmer » (else the French refusal), and its
 * slot freed (deleted) — reads first, as transactions require.
 */
async function freeRequestedSlot(tx: Transaction, requestId: string): Promise<{ data: BookingRequest }> {
  const fresh = await tx.get<BookingRequest>(paths.bookingRequest(requestId));
  if (!fresh.data) throw new DataError('not-found', BOOKING_MESSAGES.notFound);
  if (fresh.data.status !== 'à confirmer') throw new DataError('aborted', BOOKING_MESSAGES.alreadyHandled);
  const slot = await tx.get(paths.bookingSlot(fresh.data.slotId));
  if (slot.exists) tx.delete(paths.bookingSlot(fresh.data.slotId));
  return { data: fresh.data };
}

export async function declineBooking({
  uid,
  requestId,
  message,
}: {
  uid: string;
  requestId: string;
  message: string;
}): Promise<void> {
  await pendingRequest(requestId);
  const store = getDataStore();
  await store.runTransaction(async (tx) => {
    await freeRequestedSlot(tx, requestId);
    tx.update(paths.bookingRequest(requestId), {
      status: 'refusé',
      responseMessage: message.trim(),
      respondedAt: new Date().toISOString(),
      respondedBy: uid,
    });
  });
}

/**
 * Another time instead: the request's slot is freed, the proposed one held for the requester
 * (`bookingSlots`), and a token made for the link they receive — whoever holds it may accept
 * (`bookingAcceptances`; the server then confirms as above). The duration stays the request's.
 */
export async function proposeOtherTime({
  uid,
  requestId,
  start,
  message,
}: {
  uid: string;
  requestId: string;
  start: string;
  message: string;
}): Promise<void> {
  await pendingRequest(requestId);
  const store = getDataStore();
  await store.runTransaction(async (tx) => {
    const { proUid } = (await tx.get<BookingRequest>(paths.bookingRequest(requestId))).data ?? { proUid: '' };
    const slotId = slotIdOf({ proUid, start });
    // Reads before writes: the proposed slot, then the request (whose slot is freed).
    if ((await tx.get(paths.bookingSlot(slotId))).exists)
      throw new DataError('aborted', BOOKING_MESSAGES.proposalTaken);
    const fresh = await freeRequestedSlot(tx, requestId);
    const { firmId } = fresh.data;
    const now = new Date().toISOString();
    const end = new Date(Date.parse(start) + (Date.parse(fresh.data.end) - Date.parse(fresh.data.start))).toISOString();
    tx.set(paths.bookingSlot(slotId), { proUid, firmId, start, requestId, createdAt: now } satisfies BookingSlot);
    tx.update(paths.bookingRequest(requestId), {
      status: 'autre horaire proposé',
      proposedStart: start,
      proposedEnd: end,
      proposalToken: store.newId() + store.newId(),
      responseMessage: message.trim(),
      respondedAt: now,
      respondedBy: uid,
    });
  });
}
