import { getSession, initAuth, login } from 'shared-auth';
import { DEMO_USERS } from '../demoIds.ts';

/** The demo accounts' password in the Auth emulator (public: it is in the README). */
export const DEMO_PASSWORD = 'Demo-Pretoire-2026';

/** `?demo=` values of a standalone QA page → the demo account it signs in. */
const DEMO_ACCOUNTS: Record<string, string> = {
  durand: DEMO_USERS[0].email,
  julien: DEMO_USERS[1].email,
  sophie: DEMO_USERS[2].email,
  leroy: DEMO_USERS[3].email,
};

/**
 * The session of a remote's standalone QA page: the demo owner Claire Durand by default,
 * `?demo=julien` / `?demo=sophie` a member, `?demo=leroy` the other cabinet's owner (access
 * checks), `?demo=off` nobody. Auth always starts, so a signed-out page is known as signed out,
 * never left "loading".
 */
export async function signInStandaloneDemo(): Promise<void> {
  const wanted = new URLSearchParams(window.location.search).get('demo') ?? 'durand';
  const email = DEMO_ACCOUNTS[wanted];
  await initAuth();
  if (!email || getSession().user?.email === email) return;
  const result = await login(email, DEMO_PASSWORD);
  if (!result.ok) console.error('Page autonome : connexion de démonstration impossible —', result.error);
}
