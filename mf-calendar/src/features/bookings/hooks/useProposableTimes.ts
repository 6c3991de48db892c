/** The professional's free times to propose instead of a request's (their availability, minus taken slots). */
import { useMemo } from 'react';
import {
  type Availability,
  type BookingRequest,
  type BookingSlot,
  paths,
  useCollection,
  useDocument,
} from 'shared-data';
import { computeFreeSlots, type FreeSlot } from 'shared-data/slots';

/** How far ahead, and how many times at most, the proposal offers. */
const DAYS_AHEAD = 28;
const TIMES_SHOWN = 60;

export function useProposableTimes(request: Pick<BookingRequest, 'proUid' | 'type'>): {
  loading: boolean;
  times: FreeSlot[];
} {
  const availability = useDocument<Availability>(paths.availability(request.proUid));
  const from = useMemo(() => new Date().toISOString(), []);
  // The slots taken from now on only: the past ones (years of bookings) propose nothing
  // (index `bookingSlots (proUid, start)`).
  const taken = useCollection<BookingSlot>({
    collection: paths.bookingSlots(),
    where: [
      { field: 'proUid', op: '==', value: request.proUid },
      { field: 'start', op: '>=', value: from },
    ],
  });
  const times = useMemo(
    () =>
      availability.data
        ? computeFreeSlots({
            availability: availability.data,
            busy: availability.data.busy ?? [],
            taken: taken.data,
            now: Date.now(),
            days: DAYS_AHEAD,
            consultationType: request.type,
            limit: TIMES_SHOWN,
          })
        : [],
    [availability.data, taken.data, request.type],
  );
  return { loading: availability.loading || taken.loading, times };
}
