/**
 * What the availability preview deducts from the free slots, from now on only: the user's events
 * of the next {@link PREVIEW_EVENT_DAYS} days (the stored busy projection covers further) and the
 * booking slots still ahead — never their years of past events and bookings (indexes
 * `events (attendeeUids CONTAINS, start)`, `bookingSlots (proUid, start)`). Live.
 */
import { useMemo } from 'react';
import { type BookingSlot, type CalendarEvent, paths, useCollection } from 'shared-data/store';

/** The preview lists the next dozen free slots: they fall within weeks, not months. */
export const PREVIEW_EVENT_DAYS = 60;
const DAY = 86_400_000;

export function useAvailabilityPreview(firmId: string | null, uid: string | null) {
  const { from, now, until } = useMemo(() => {
    const at = Date.now();
    return {
      // An event begun yesterday may still be running.
      from: new Date(at - DAY).toISOString(),
      now: new Date(at).toISOString(),
      until: new Date(at + PREVIEW_EVENT_DAYS * DAY).toISOString(),
    };
  }, []);
  const events = useCollection<CalendarEvent>(
    firmId && uid
      ? {
          collection: paths.events(firmId),
          where: [
            { field: 'attendeeUids', op: 'array-contains', value: uid },
            { field: 'start', op: '>=', value: from },
            { field: 'start', op: '<', value: until },
          ],
        }
      : null,
  );
  const slots = useCollection<BookingSlot>(
    uid
      ? {
          collection: paths.bookingSlots(),
          where: [
            { field: 'proUid', op: '==', value: uid },
            { field: 'start', op: '>=', value: now },
          ],
        }
      : null,
  );
  return { events, slots };
}
