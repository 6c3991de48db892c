import { type BookingRequest, paths, useDocument } from 'shared-data';

/** The booking request a client or a dossier is being created from, live (null id: none). */
export function useBookingRequest(requestId: string | null) {
  return useDocument<BookingRequest>(requestId ? paths.bookingRequest(requestId) : null);
}
