/**
 * A visitor's booking request: the acknowledgement to the visitor and the notice to the lawyer when
 * it is written; the answer to the visitor when the lawyer confirms (with the .ics) or declines.
 * Handlers run with admin rights: each re-reads what it acts on — the request is a real one, of the
 * professional's own cabinet, still in the state the event says — and public triggers are bounded
 * per visitor address.
 */
import { buildIcs } from 'shared-data/ics';
import { type BookingRequest, httpsLink, paths, type PublicProfile } from 'shared-data/server';
import { ringOnce } from '../bell.ts';
import {
  bookingConfirmed,
  bookingDeclined,
  bookingProposed,
  bookingReceivedLawyer,
  bookingReceivedVisitor,
  whenOf,
} from '../mail/templates.tsx';
import { type SendOutcome, type ServerDeps, sendOnce } from '../outbox.ts';
import { memberEmail, notificationSettingsUrl, preferencesOf } from './people.ts';

/** Acknowledgements a visitor address receives per 24 h: a spammed form sends no more. */
export const ACKNOWLEDGEMENTS_PER_DAY = 5;

type Outcomes = Record<string, SendOutcome | 'non envoyé'>;

/** The request as stored now, and its professional's published profile of the same cabinet; null otherwise. */
export async function verified(deps: ServerDeps, requestId: string) {
  const request = (await deps.db.doc(paths.bookingRequest(requestId)).get()).data() as BookingRequest | undefined;
  if (!request) return null;
  const profile = (await deps.db.doc(paths.publicProfile(request.proUid)).get()).data() as PublicProfile | undefined;
  if (!profile?.published || profile.firmId !== request.firmId) return null;
  return { request, profile };
}

export const factsOf = (request: BookingRequest, profile: PublicProfile) => ({
  visitorName: request.name,
  lawyerName: profile.fullName,
  start: request.start,
  type: request.type,
  place: profile.address,
  motif: request.motif,
  visioUrl: request.type === 'visio' ? httpsLink(profile.visioUrl) : null,
});

/** The new request under the lawyer's bell (once: the notification's id is the request's). */
async function ringBell(deps: ServerDeps, requestId: string, request: BookingRequest): Promise<void> {
  await ringOnce(deps, request.firmId, `booking-${requestId}`, {
    uid: request.proUid,
    kind: 'bookingRequest',
    title: 'Nouvelle demande de rendez-vous',
    body: `${request.name} — ${whenOf(request.start)}`,
    link: '/app/calendar/meetings',
  });
}

export async function onBookingRequested(deps: ServerDeps, requestId: string): Promise<Outcomes> {
  const found = await verified(deps, requestId);
  if (!found || found.request.status !== 'à confirmer') return {};
  const { request, profile } = found;
  const facts = factsOf(request, profile);
  const outcomes: Outcomes = {};

  const since = new Date(deps.now().getTime() - 24 * 3_600_000).toISOString();
  const recent = await deps.db
    .collection(paths.emails(request.firmId))
    .where('kind', '==', 'booking-received-visitor')
    .where('to', '==', request.email)
    .where('createdAt', '>=', since)
    .count()
    .get();
  outcomes.visitor =
    recent.data().count >= ACKNOWLEDGEMENTS_PER_DAY
      ? 'non envoyé'
      : await sendOnce(deps, {
          firmId: request.firmId,
          key: `booking-received-visitor-${requestId}`,
          kind: 'booking-received-visitor',
          about: requestId,
          build: async () => ({ to: request.email, ...(await bookingReceivedVisitor(facts)) }),
        });

  // The lawyer, as their notification settings say: the bell, and an email.
  const lawyerEmail = await memberEmail(deps, request.firmId, request.proUid);
  const preferences = await preferencesOf(deps, request.firmId, request.proUid);
  if (preferences.bookingRequest.app) await ringBell(deps, requestId, request);
  outcomes.lawyer =
    !lawyerEmail || !preferences.bookingRequest.email
      ? 'non envoyé'
      : await sendOnce(deps, {
          firmId: request.firmId,
          key: `booking-received-lawyer-${requestId}`,
          kind: 'booking-received-lawyer',
          about: requestId,
          build: async () => ({
            to: lawyerEmail,
            unsubscribeUrl: notificationSettingsUrl(deps),
            ...(await bookingReceivedLawyer({ ...facts, appUrl: deps.appUrl })),
          }),
        });
  return outcomes;
}

export async function onBookingDecided(
  deps: ServerDeps,
  requestId: string,
  before: Pick<BookingRequest, 'status'>,
): Promise<Outcomes> {
  // Answered from « à confirmer », or confirmed by accepting the time the cabinet proposed.
  if (before.status !== 'à confirmer' && before.status !== 'autre horaire proposé') return {};
  const found = await verified(deps, requestId);
  if (!found) return {};
  const { request, profile } = found;
  const facts = { ...factsOf(request, profile), message: request.responseMessage ?? '' };
  if (request.status === 'confirmé') {
    const ics = buildIcs({
      uid: `${requestId}@pretoire.fr`,
      start: request.start,
      end: request.end,
      summary: `Rendez-vous avec ${profile.fullName}`,
      description: [
        facts.message ? `Message de ${profile.fullName} : ${facts.message}` : 'Rendez-vous confirmé.',
        ...(facts.visioUrl ? [`Lien de la visioconférence : ${facts.visioUrl}`] : []),
      ].join('\n'),
      location:
        request.type === 'cabinet'
          ? profile.address
          : request.type === 'visio'
            ? (facts.visioUrl ?? 'Visioconférence')
            : 'Téléphone',
      now: deps.now().toISOString(),
      status: 'CONFIRMED',
    });
    return {
      visitor: await sendOnce(deps, {
        firmId: request.firmId,
        key: `booking-confirmed-${requestId}`,
        kind: 'booking-confirmed',
        about: requestId,
        build: async () => ({
          to: request.email,
          ...(await bookingConfirmed(facts)),
          attachments: [
            { filename: 'rendez-vous.ics', content: ics, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' },
          ],
        }),
      }),
    };
  }
  if (request.status === 'autre horaire proposé' && request.proposedStart && request.proposalToken) {
    const acceptUrl = `${deps.appUrl}/book?${new URLSearchParams({
      pro: request.proUid,
      proposition: requestId,
      jeton: request.proposalToken,
      horaire: request.proposedStart,
    })}`;
    return {
      visitor: await sendOnce(deps, {
        firmId: request.firmId,
        key: `booking-proposed-${requestId}`,
        kind: 'booking-proposed',
        about: requestId,
        build: async () => ({
          to: request.email,
          ...(await bookingProposed({
            ...facts,
            proposedStart: request.proposedStart!,
            acceptUrl,
            bookAgainUrl: `${deps.appUrl}/book?pro=${request.proUid}`,
          })),
        }),
      }),
    };
  }
  if (request.status === 'refusé')
    return {
      visitor: await sendOnce(deps, {
        firmId: request.firmId,
        key: `booking-declined-${requestId}`,
        kind: 'booking-declined',
        about: requestId,
        build: async () => ({
          to: request.email,
          ...(await bookingDeclined({ ...facts, bookAgainUrl: `${deps.appUrl}/book?pro=${request.proUid}` })),
        }),
      }),
    };
  return {};
}
