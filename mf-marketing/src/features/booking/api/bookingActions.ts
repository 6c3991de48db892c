/**
 * Taking a slot: the booking request and a create-only `bookingSlots/{proUid}_{start}` document
 * are written in ONE transaction, after re-reading the slot, the profile and the availability.
 * Two visitors racing for the same slot: exactly one transaction commits; the other reads the
 * slot as taken (or is refused by the rules, which never let a slot document be overwritten).
 */
import type {
  Availability,
  BookingRequest,
  BookingSlot,
  ConsultationType,
  DocumentStore,
  PublicProfile,
} from 'shared-data';
import { isFreeSlot, slotIdOf } from 'shared-data/slots';
import { loadDataLayer } from '../../dataLayer/api/dataLayer.ts';
import type { BookingFormValues } from '../model/bookingForm.ts';

export const BOOKING_ERRORS = {
  slotTaken:
    'Ce créneau vient d’être réservé par une autre personne. Choisissez-en un autre parmi les créneaux libres, mis à jour ci-dessous ; vos informations sont conservées.',
  slotGone:
    'Ce créneau n’est plus proposé par le professionnel. Choisissez-en un autre parmi les créneaux libres ci-dessous ; vos informations sont conservées.',
  notBookable: 'Ce professionnel ne propose pas (ou plus) la prise de rendez-vous en ligne.',
  typeNotOffered: 'Ce professionnel ne propose pas ce type de rendez-vous. Choisissez-en un autre.',
} as const;

/** Why a booking was refused: the code the page decides on (never the French text). */
export type BookingRefusal = keyof typeof BOOKING_ERRORS;

type DataModule = typeof import('shared-data');

/** A refusal: the data layer's error (its code, the French message) carrying its reason. */
const refusal = (data: DataModule, reason: BookingRefusal, code: 'aborted' | 'not-found' | 'invalid-argument') =>
  Object.assign(new data.DataError(code, BOOKING_ERRORS[reason]), { reason });

/** The reason of a refused booking, or null for any other failure. */
export function refusalOf(error: unknown): BookingRefusal | null {
  const reason = typeof error === 'object' && error !== null ? (error as { reason?: unknown }).reason : undefined;
  return typeof reason === 'string' && reason in BOOKING_ERRORS ? (reason as BookingRefusal) : null;
}

export type BookingInput = {
  proUid: string;
  start: string;
  type: ConsultationType;
  values: Omit<BookingFormValues, 'website'>;
  now?: Date;
  /** The app's document store by default; the contention test gives each visitor a session of their own. */
  store?: DocumentStore;
};

export type BookingDone = { requestId: string; slotId: string; start: string; end: string };

export async function requestBooking({
  proUid,
  start,
  type,
  values,
  now = new Date(),
  store: given,
}: BookingInput): Promise<BookingDone> {
  const data = await loadDataLayer();
  const store = given ?? data.getDataStore();
  const requestId = store.newId();
  const slotId = slotIdOf({ proUid, start });
  const phone = data.normalizePhone(values.phone) ?? values.phone.trim();
  try {
    return await store.runTransaction(async (tx) => {
      const slot = await tx.get<BookingSlot>(data.paths.bookingSlot(slotId));
      if (slot.exists) throw refusal(data, 'slotTaken', 'aborted');
      let profile: PublicProfile | null;
      try {
        profile = (await tx.get<PublicProfile>(data.paths.publicProfile(proUid))).data;
      } catch {
        profile = null; // unpublished: the rules refuse to read it
      }
      const availability = (await tx.get<Availability>(data.paths.availability(proUid))).data;
      if (!profile?.published || !availability) throw refusal(data, 'notBookable', 'not-found');
      if (!profile.consultationTypes.includes(type)) throw refusal(data, 'typeNotOffered', 'invalid-argument');
      const free = isFreeSlot({ availability, busy: availability.busy ?? [], start, now, consultationType: type });
      if (!free) throw refusal(data, 'slotGone', 'aborted');
      const createdAt = now.toISOString();
      const request: BookingRequest = {
        proUid,
        firmId: profile.firmId,
        slotId,
        start: free.start,
        end: free.end,
        type,
        name: values.name.trim(),
        email: values.email.trim(),
        phone,
        motif: values.motif.trim(),
        consent: true,
        status: 'à confirmer',
        createdAt,
      };
      const taken: BookingSlot = { proUid, firmId: profile.firmId, start: free.start, requestId, createdAt };
      tx.set(data.paths.bookingRequest(requestId), request);
      tx.set(data.paths.bookingSlot(slotId), taken);
      return { requestId, slotId, start: free.start, end: free.end };
    });
  } catch (error) {
    const failure = data.toDataError(error);
    // The slot document appeared between our read and the commit (rules: create-only).
    if (failure.code === 'permission-denied') throw refusal(data, 'slotTaken', 'aborted');
    throw failure;
  }
}

/** The French message of a failed booking, and whether the visitor must pick another slot. */
export function describeBookingFailure(error: unknown): { message: string; pickAnotherSlot: boolean } {
  const message =
    error instanceof Error && error.name === 'DataError'
      ? error.message
      : 'La demande n’a pas pu être envoyée. Vérifiez votre connexion et réessayez ; vos informations sont conservées.';
  const reason = refusalOf(error);
  return { message, pickAnotherSlot: reason === 'slotTaken' || reason === 'slotGone' };
}
