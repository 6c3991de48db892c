import {
  type AggregateState,
  type BookingRequest,
  type LiveResult,
  paths,
  type Query,
  useAggregate,
  useCollection,
  type WithId,
} from 'shared-data/store';

/** The cabinet's booking requests (from the public booking page), live. */
export function useBookingRequests(firmId: string | null) {
  return useCollection<BookingRequest>(
    firmId ? { collection: paths.bookingRequests(), where: [{ field: 'firmId', op: '==', value: firmId }] } : null,
  );
}

/**
 * The requests still to confirm, the `limit` soonest, live, and how many there are (a count):
 * the dashboard's block. `firmId ==` first: the policy lists booking requests of one's cabinet only.
 */
export function usePendingBookingRequests(
  firmId: string | null,
  limit: number,
): { list: LiveResult<WithId<BookingRequest>[]>; total: AggregateState } {
  const where: Query['where'] = [
    { field: 'firmId', op: '==', value: firmId },
    { field: 'status', op: '==', value: 'à confirmer' },
  ];
  const list = useCollection<BookingRequest>(
    firmId ? { collection: paths.bookingRequests(), where, orderBy: [{ field: 'start' }], limit } : null,
  );
  const total = useAggregate(firmId ? { collection: paths.bookingRequests(), where, count: true } : null);
  return { list, total };
}
