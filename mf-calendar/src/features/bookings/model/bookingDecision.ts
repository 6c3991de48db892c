/**
 * Confirming or declining a booking request: the French refusals, the default message to the
 * requester, labels. Pure and zod-free: the dashboard's list needs it, the form's schema is in
 * decisionForm.ts (loaded with the form).
 */
import type { BookingRequest } from 'shared-data';
import { formatParisDate, formatParisTime } from '../../days/model/parisTime.ts';

export const BOOKING_MESSAGES = {
  message: 'Écrivez un message au demandeur (il lui sera transmis avec votre réponse).',
  alreadyHandled: 'Cette demande a déjà été traitée : rechargez la page pour voir sa réponse.',
  notFound: 'Cette demande de rendez-vous n’existe plus.',
  slotTaken: (title: string, when: string) =>
    `Impossible de confirmer : le créneau est déjà occupé dans l’agenda par « ${title} » (${when}). ` +
    'Proposez un autre horaire au demandeur, ou libérez d’abord ce créneau.',
  proposal: 'Choisissez l’horaire à proposer parmi vos créneaux libres.',
  proposalTaken: 'Cet horaire vient d’être pris : choisissez-en un autre parmi vos créneaux libres.',
} as const;

/** What the lawyer may answer: confirm, decline, or propose another time. */
export type DecisionKind = 'confirm' | 'decline' | 'propose';

export const DECISION_LABELS: Record<DecisionKind, { button: string; title: string; submit: string; done: string }> = {
  confirm: {
    button: 'Confirmer',
    title: 'Confirmer le rendez-vous de',
    submit: 'Confirmer le rendez-vous',
    done: 'Rendez-vous confirmé et ajouté à l’agenda.',
  },
  decline: {
    button: 'Refuser',
    title: 'Refuser le rendez-vous de',
    submit: 'Refuser la demande',
    done: 'Demande refusée : le créneau est libéré.',
  },
  propose: {
    button: 'Proposer un autre horaire',
    title: 'Proposer un autre horaire à',
    submit: 'Proposer cet horaire',
    done: 'Horaire proposé : le demandeur reçoit un lien pour l’accepter.',
  },
};

export const TYPE_LABELS = { cabinet: 'Au cabinet', visio: 'Visioconférence', téléphone: 'Téléphone' } as const;

/** The confirmed meeting's place: the cabinet's address the visitor was given, else the kind of meeting. */
export function meetingPlace({ type, address }: { type: BookingRequest['type']; address: string }): string {
  return type === 'cabinet' && address.trim() ? address.trim() : TYPE_LABELS[type];
}

/** "12 mars 2027 à 10:30" (Paris time). */
export const requestWhen = (request: Pick<BookingRequest, 'start'>) =>
  `${formatParisDate(request.start)} à ${formatParisTime(request.start)}`;

export function defaultMessage({
  decision,
  name,
  when,
}: {
  decision: DecisionKind;
  name: string;
  when: string;
}): string {
  if (decision === 'confirm') return `Bonjour ${name}, votre rendez-vous du ${when} est confirmé. À bientôt.`;
  if (decision === 'propose')
    return `Bonjour ${name}, je ne suis pas disponible le ${when} : je vous propose un autre horaire, à accepter par le lien ci-dessous.`;
  return (
    `Bonjour ${name}, je ne suis malheureusement pas disponible le ${when}. ` +
    'Je vous invite à choisir un autre créneau sur ma page de réservation.'
  );
}

/** The agenda event a confirmed request becomes (a stable id: one request, one event). */
export function bookingEventId(requestId: string): string {
  return `booking-${requestId}`;
}
