import { useEffect, useState } from 'react';
import { readInvitation } from 'shared-data/public';
import { toInvitationView, type InvitationView } from '../model/acceptRules.ts';

const UNAVAILABLE = 'L’invitation n’a pas pu être lue. Vérifiez votre connexion puis réessayez.';

/** Reads the invitation of the link's token (null: no token; '': a malformed one). */
export function useInvitation(token: string | null, attempt = 0): InvitationView {
  const [view, setView] = useState<InvitationView>({ kind: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt (Réessayer) reads the invitation again.
  useEffect(() => {
    if (token === null) {
      setView({ kind: 'missing' });
      return undefined;
    }
    if (token === '') {
      setView({ kind: 'unknown' });
      return undefined;
    }
    let active = true;
    setView({ kind: 'loading' });
    readInvitation(token).then(
      (lookup) => {
        if (active) setView(toInvitationView(lookup));
      },
      () => {
        if (active) setView({ kind: 'unavailable', error: UNAVAILABLE });
      },
    );
    return () => {
      active = false;
    };
  }, [token, attempt]);
  return view;
}
