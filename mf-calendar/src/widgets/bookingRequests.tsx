import { createSlotParcel } from 'shared-ui';
import { Loading } from '../components/PageStates.tsx';
import { BookingRequestList } from '../features/bookings/components/BookingRequestList.tsx';
import { useBookingRequests } from '../features/bookings/hooks/useBookingRequests.ts';
import { useWorkContext } from 'shared-data/store';

/** Dashboard block "Demandes de rendez-vous": pending requests, confirmed or declined here. */
export function BookingRequestsWidget() {
  const work = useWorkContext();
  const requests = useBookingRequests(work.firmId);
  return (
    <section aria-labelledby="booking-widget-title">
      <h2 id="booking-widget-title">Demandes de rendez-vous</h2>
      {work.loading || requests.loading ? (
        <Loading label="Chargement des demandes…" />
      ) : requests.error ? (
        <p role="alert">{requests.error}</p>
      ) : work.firmId && work.uid ? (
        <BookingRequestList firmId={work.firmId} uid={work.uid} requests={requests.data} compact />
      ) : null}
      <p>
        <a href="/app/calendar/meetings">Tous les rendez-vous</a>
      </p>
    </section>
  );
}

export const { bootstrap, mount, unmount, update } = createSlotParcel('bookingRequests', BookingRequestsWidget);
