import { createSlotParcel, Loading } from 'shared-ui';
import { BookingRequestList } from '../features/bookings/components/BookingRequestList.tsx';
import { usePendingBookingRequests } from '../features/bookings/hooks/useBookingRequests.ts';
import { useRefreshWhenChanged, useWorkContext } from 'shared-data/store';

/** Requests the block lists (the soonest); the others are counted. */
const SHOWN = 5;

/** Dashboard block "Demandes de rendez-vous": pending requests, confirmed or declined here. */
export function BookingRequestsWidget() {
  const work = useWorkContext();
  const { list: requests, total } = usePendingBookingRequests(work.firmId, SHOWN);
  useRefreshWhenChanged([requests.data], requests.loading, total.refresh);
  const loading = work.loading || requests.loading;
  // The others are those past the requests shown: none while these load (the count alone would say
  // « 8 autres » a moment before the list took five of them).
  const others = loading ? 0 : (total.data?.count ?? requests.data.length) - requests.data.length;
  return (
    <section aria-labelledby="booking-widget-title">
      <h2 id="booking-widget-title">Demandes de rendez-vous</h2>
      {loading ? (
        <Loading label="Chargement des demandes…" />
      ) : requests.error ? (
        <p role="alert">{requests.error}</p>
      ) : work.firmId && work.uid ? (
        <BookingRequestList firmId={work.firmId} uid={work.uid} requests={requests.data} compact />
      ) : null}
      <p>
        <a href="/app/calendar/meetings">
          {others > 0
            ? `Toutes les demandes (${others} autre${others > 1 ? 's' : ''} à confirmer)`
            : 'Tous les rendez-vous'}
        </a>
      </p>
    </section>
  );
}

export const { bootstrap, mount, unmount, update } = createSlotParcel('bookingRequests', BookingRequestsWidget);
