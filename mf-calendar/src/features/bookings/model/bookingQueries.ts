/**
 * The meetings page's queries of booking requests: those to confirm and those awaiting the
 * requester's answer, soonest first, and the confirmed ones of the last {@link CONFIRMED_DAYS}
 * days and ahead — never the cabinet's years of answered requests. `firmId ==` first: the policy
 * lists a cabinet's requests to its members only. Index `bookingRequests (firmId, status, start)`.
 * Pure.
 */
import { addDays } from 'shared-ui/isoDay';
import { type BookingRequest, paths, type Query } from 'shared-data/store';
import { parisToInstant } from '../../days/model/parisTime.ts';

/** How far back the confirmed requests stay on the page (their client and dossier to create). */
export const CONFIRMED_DAYS = 90;

export function requestsWithStatus(firmId: string, status: BookingRequest['status']): Query {
  return {
    collection: paths.bookingRequests(),
    where: [
      { field: 'firmId', op: '==', value: firmId },
      { field: 'status', op: '==', value: status },
    ],
    orderBy: [{ field: 'start' }],
  };
}

/** The confirmed requests whose meeting is ahead or less than {@link CONFIRMED_DAYS} days old. */
export function recentConfirmedRequests(firmId: string, today: string): Query {
  const query = requestsWithStatus(firmId, 'confirmé');
  return {
    ...query,
    where: [
      ...(query.where ?? []),
      { field: 'start', op: '>=', value: parisToInstant({ date: addDays(today, -CONFIRMED_DAYS), time: '00:00' }) },
    ],
  };
}
