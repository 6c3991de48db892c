/**
 * Live data of one professional for /book: the published profile, the availability and the
 * taken slots (a slot taken elsewhere disappears: at once on the local database, at the next read
 * on Firestore — every minute and on coming back to the page), through the public directory's
 * reader (shared-data/public: not the data layer). Starts after the first paint: the first
 * render is a stable skeleton.
 */
import { useEffect, useState } from 'react';
import type { Availability, BookingSlot, PublicProfile } from 'shared-data';
import { loadDirectory } from '../../dataLayer/api/dataLayer.ts';

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

const UNREACHABLE = 'Le service de rendez-vous ne répond pas. Vérifiez votre connexion puis rechargez la page.';

export function useBookingData(proUid: string | null): BookingData {
  const [state, setState] = useState<BookingData>({ status: proUid ? 'loading' : 'idle' });
  useEffect(() => {
    if (!proUid) {
      setState({ status: 'idle' });
      return undefined;
    }
    setState({ status: 'loading' });
    let active = true;
    let stop: (() => void) | null = null;
    loadDirectory().then(
      (directory) => {
        if (!active) return;
        stop = directory.watchProfessional(
          proUid,
          ({ profile, availability, taken }) => {
            // Unknown and unpublished look the same: the page says the profile is not available.
            if (active)
              setState(profile ? { status: 'ready', profile, availability, taken } : { status: 'unavailable' });
          },
          (error) => {
            if (active)
              setState({ status: 'error', message: error.name === 'DataError' ? error.message : UNREACHABLE });
          },
        );
      },
      () => {
        if (active) setState({ status: 'error', message: UNREACHABLE });
      },
    );
    return () => {
      active = false;
      stop?.();
    };
  }, [proUid]);
  return state;
}
