/**
 * Live data of one professional for /book: the published profile, the availability and the
 * taken slots (a slot taken in another tab disappears at once). Starts after the first paint:
 * the first render is a stable skeleton.
 */
import { useEffect, useState } from 'react';
import type { Availability, BookingSlot, PublicProfile } from 'shared-data';
import { loadStore } from '../../../lib/data.ts';

export type BookingData =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'unavailable' }
  | { status: 'error'; message: string }
  | {
      status: 'ready';
      profile: PublicProfile;
      availability: Availability | null;
      taken: BookingSlot[];
    };

export function useBookingData(proUid: string | null): BookingData {
  const [state, setState] = useState<BookingData>({ status: proUid ? 'loading' : 'idle' });
  useEffect(() => {
    if (!proUid) {
      setState({ status: 'idle' });
      return undefined;
    }
    setState({ status: 'loading' });
    let active = true;
    const stops: (() => void)[] = [];
    let profile: PublicProfile | null | undefined;
    let availability: Availability | null | undefined;
    let taken: BookingSlot[] | undefined;
    loadStore().then(
      (data) => {
        if (!active) return;
        const emit = () => {
          if (!active || profile === undefined || availability === undefined || taken === undefined) return;
          if (!profile?.published) setState({ status: 'unavailable' });
          else
            setState({
              status: 'ready',
              profile,
              availability,
              taken,
            });
        };
        const fail = (error: { code?: string; message: string }) => {
          if (!active) return;
          // An unpublished or unknown profile is refused by the rules: same page as "not found".
          if (error.code === 'permission-denied' || error.code === 'not-found') setState({ status: 'unavailable' });
          else setState({ status: 'error', message: error.message });
        };
        const store = data.getDataStore();
        stops.push(
          store.subscribeDoc<PublicProfile>(
            data.paths.publicProfile(proUid),
            (snap) => {
              profile = snap.data;
              emit();
            },
            fail,
          ),
          store.subscribeDoc<Availability>(
            data.paths.availability(proUid),
            (snap) => {
              availability = snap.data;
              emit();
            },
            fail,
          ),
          store.subscribeQuery<BookingSlot>(
            { collection: data.paths.bookingSlots(), where: [{ field: 'proUid', op: '==', value: proUid }] },
            (snap) => {
              taken = snap.docs.map((d) => d.data);
              emit();
            },
            fail,
          ),
        );
      },
      () => {
        if (active)
          setState({
            status: 'error',
            message: 'Le service de rendez-vous ne répond pas. Vérifiez votre connexion puis rechargez la page.',
          });
      },
    );
    return () => {
      active = false;
      for (const stop of stops) stop();
    };
  }, [proUid]);
  return state;
}
