/**
 * The directory's data: published profiles, availabilities and taken slots, read once the page
 * has painted (the document store is loaded on demand, without the schemas), turned into rows by
 * the model.
 */
import { useEffect, useState } from 'react';
import type { Availability, BookingSlot, PublicProfile } from 'shared-data';
import { loadStore } from '../../../lib/data.ts';
import { buildRows, type DirectoryRow } from '../model/directory.ts';

export type DirectoryData =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; rows: DirectoryRow[] };

export async function loadDirectory(now = new Date()): Promise<DirectoryRow[]> {
  const data = await loadStore();
  const store = data.getDataStore();
  const [profiles, availabilities, taken] = await Promise.all([
    store.query<PublicProfile>({
      collection: data.paths.publicProfiles(),
      where: [{ field: 'published', op: '==', value: true }],
    }),
    store.query<Availability>({ collection: data.paths.availabilities() }),
    store.query<BookingSlot>({
      collection: data.paths.bookingSlots(),
      where: [{ field: 'start', op: '>=', value: now.toISOString() }],
    }),
  ]);
  return buildRows({
    profiles: profiles.docs.map((d) => d.data),
    availabilities: availabilities.docs.map((d) => d.data),
    taken: taken.docs.map((d) => d.data),
    now,
  });
}

export function useDirectory(): DirectoryData {
  const [state, setState] = useState<DirectoryData>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    loadDirectory().then(
      (rows) => {
        if (active) setState({ status: 'ready', rows });
      },
      (error: unknown) => {
        if (!active) return;
        const message =
          error instanceof Error && error.name === 'DataError'
            ? error.message
            : 'L’annuaire ne répond pas pour le moment. Vérifiez votre connexion puis rechargez la page.';
        setState({ status: 'error', message });
      },
    );
    return () => {
      active = false;
    };
  }, []);
  return state;
}
