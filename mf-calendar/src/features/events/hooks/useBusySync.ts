import { useEffect } from 'react';
import { syncBusy } from '../api/eventActions.ts';

/** Refreshes the signed-in professional's free/busy projection once when the agenda opens. */
export function useBusySync({ firmId, uid }: { firmId: string | null; uid: string | null }) {
  useEffect(() => {
    if (!firmId || !uid) return;
    syncBusy({ firmId, uid }).catch((error: unknown) =>
      console.warn('Agenda : disponibilités non mises à jour', error),
    );
  }, [firmId, uid]);
}
