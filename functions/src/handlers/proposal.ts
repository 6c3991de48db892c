/**
 * The requester accepts the time the cabinet proposed: the public booking page wrote the link's
 * token in `bookingAcceptances/{requestId}` (the rules check it against the request). Re-checked
 * here with admin rights — still proposed, same token, the professional's own cabinet — then the
 * request is confirmed at the proposed time and becomes the meeting in the agenda, as the lawyer's
 * confirmation would; the confirmation email follows from the request's change (onBookingDecided).
 */
import type { BookingAcceptance, BookingRequest, CalendarEvent } from 'shared-data/server';
import { httpsLink, paths } from 'shared-data/server';
import type { ServerDeps } from '../outbox.ts';
import { verified } from './booking.ts';

const TYPE_PLACES = { cabinet: 'Au cabinet', visio: 'Visioconférence', téléphone: 'Téléphone' } as const;

/** The meeting's id: the same one the calendar gives a confirmed request (one request, one meeting). */
export const bookingEventId = (requestId: string) => `booking-${requestId}`;

export async function onProposalAccepted(deps: ServerDeps, requestId: string): Promise<'confirmé' | 'ignoré'> {
  const acceptance = (await deps.db.doc(paths.bookingAcceptance(requestId)).get()).data() as
    | BookingAcceptance
    | undefined;
  const found = await verified(deps, requestId);
  if (!acceptance || !found) return 'ignoré';
  const { profile } = found;
  return deps.db.runTransaction(async (tx) => {
    const requestRef = deps.db.doc(paths.bookingRequest(requestId));
    const request = (await tx.get(requestRef)).data() as BookingRequest | undefined;
    if (
      !request ||
      request.status !== 'autre horaire proposé' ||
      !request.proposalToken ||
      request.proposalToken !== acceptance.token ||
      !request.proposedStart ||
      !request.proposedEnd
    )
      return 'ignoré';
    const eventId = bookingEventId(requestId);
    const now = deps.now().toISOString();
    const visioUrl = request.type === 'visio' ? httpsLink(profile.visioUrl) : null;
    const event: CalendarEvent = {
      kind: 'rendez-vous',
      title: `Rendez-vous – ${request.name}`,
      start: request.proposedStart,
      end: request.proposedEnd,
      caseId: null,
      attendeeUids: [request.proUid],
      location:
        request.type === 'cabinet' && profile.address.trim() ? profile.address.trim() : TYPE_PLACES[request.type],
      status: 'confirmé',
      bookingRequestId: requestId,
      ...(visioUrl ? { visioUrl } : {}),
      createdAt: now,
    };
    tx.set(deps.db.doc(paths.event(request.firmId, eventId)), event);
    tx.update(requestRef, {
      status: 'confirmé',
      start: request.proposedStart,
      end: request.proposedEnd,
      slotId: `${request.proUid}_${request.proposedStart}`,
      eventId,
      acceptedAt: now,
    });
    return 'confirmé';
  });
}
