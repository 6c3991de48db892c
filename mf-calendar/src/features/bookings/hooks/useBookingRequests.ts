import { type BookingRequest, paths, useCollection } from 'shared-data/store';

/** The cabinet's booking requests (from the public booking page), live. */
export function useBookingRequests(firmId: string | null) {
  return useCollection<BookingRequest>(
    firmId ? { collection: paths.bookingRequests(), where: [{ field: 'firmId', op: '==', value: firmId }] } : null,
  );
}
