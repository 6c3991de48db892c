/**
 * Whether the data server leaves the signed-in page's live reads unanswered (shared-data's
 * serverReach.ts), read through the store the work area loads anyway: the notice's own script is
 * fetched only when there is something to say, not with every first screen.
 */
import { useEffect, useState } from 'react';

export function useServerSilence(signedIn: boolean): boolean {
  const [silent, setSilent] = useState(false);
  useEffect(() => {
    if (!signedIn) return undefined;
    let active = true;
    let stop: (() => void) | undefined;
    import('shared-data/store')
      .then(({ isServerSilent, subscribeServerSilence }) => {
        if (!active) return;
        const update = () => setSilent(isServerSilent());
        stop = subscribeServerSilence(update);
        update();
      })
      .catch(() => undefined);
    return () => {
      active = false;
      stop?.();
    };
  }, [signedIn]);
  return silent;
}
