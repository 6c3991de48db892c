import {
  type AggregateState,
  type BookingRequest,
  type LiveResult,
  type PagedList,
  paths,
  type Query,
  useAggregate,
  useCollection,
  usePagedList,
  type WithId,
} from 'shared-data/store';
import { recentConfirmedRequests, requestsWithStatus } from '../model/bookingQueries.ts';

/**
 * A page of each list of the meetings page: it shows four lists at once (three of requests and the
 * upcoming rendez-vous), so that its first view stays under 200 documents.
 */
export const MEETINGS_PAGE = 20;

/**
 * The meetings page's requests, each list a page at a time, live, with its count: those to
 * confirm, those awaiting the requester's answer to another time, and the recent confirmed ones.
 */
export function useMeetingRequests(
  firmId: string | null,
  today: string,
): { pending: PagedList<BookingRequest>; proposed: PagedList<BookingRequest>; confirmed: PagedList<BookingRequest> } {
  return {
    pending: usePagedList<BookingRequest>(firmId ? requestsWithStatus(firmId, 'à confirmer') : null, {
      pageSize: MEETINGS_PAGE,
    }),
    proposed: usePagedList<BookingRequest>(firmId ? requestsWithStatus(firmId, 'autre horaire proposé') : null, {
      pageSize: MEETINGS_PAGE,
    }),
    confirmed: usePagedList<BookingRequest>(firmId ? recentConfirmedRequests(firmId, today) : null, {
      pageSize: MEETINGS_PAGE,
    }),
  };
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
