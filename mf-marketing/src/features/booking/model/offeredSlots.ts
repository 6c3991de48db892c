import type { Availability, BookingSlot, ConsultationType } from 'shared-data';
import { computeFreeSlots, DEFAULT_MIN_NOTICE_MINUTES, type FreeSlot } from 'shared-data/slots';

/**
 * Time to fill in the booking form. Slots are offered with that much more notice than the
 * professional asks: the booking transaction checks the notice against the time of sending, and a
 * slot on the edge of it was otherwise shown, chosen, then refused (a browser test caught it).
 */
export const FILLING_TIME_MINUTES = 10;

/** The slots the booking page offers for a type of appointment, as of `now`, over four weeks. */
export function offeredSlots(input: {
  availability: Availability;
  /** Taken slots: the directory's `bookingSlots`, and those this visitor was just refused. */
  taken: readonly Pick<BookingSlot, 'start'>[];
  type: ConsultationType;
  now: number;
}): FreeSlot[] {
  const { availability } = input;
  const minNoticeMinutes = (availability.minNoticeMinutes ?? DEFAULT_MIN_NOTICE_MINUTES) + FILLING_TIME_MINUTES;
  return computeFreeSlots({
    availability: { ...availability, minNoticeMinutes },
    busy: availability.busy ?? [],
    taken: input.taken,
    days: 28,
    now: input.now,
    consultationType: input.type,
  });
}
