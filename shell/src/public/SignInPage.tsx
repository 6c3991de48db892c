/**
 * What a sign-in page adds to a public page, fetched with it only (the public site stays light):
 * the session started alongside the form, the `guest` middleware of the app's route table (a
 * signed-in user on login or sign-up goes where the safe `redirect` says, else /app), and the
 * toaster at the first interaction.
 */
import { useEffect } from 'react';
import { initAuth, useAccountSetupInProgress, useSession } from 'shared-auth';
import { leavePageFor } from 'shared-ui/public';
import { Toasts } from '../platform/Toasts.tsx';
import { MIDDLEWARE } from '../routing/middleware.ts';
import type { PublicPage } from '../routing/publicPages.ts';

function GuestOnly() {
  const session = useSession();
  const accountSetup = useAccountSetupInProgress();
  const { pathname, search, hash } = window.location;
  const decision = MIDDLEWARE.guest!({ pathname, search, hash, session, accountSetup });
  const target = decision.kind === 'redirect' ? decision.to : null;
  useEffect(() => {
    if (target) leavePageFor(target);
  }, [target]);
  return null;
}

export default function SignInPage({ page }: { page: PublicPage }) {
  useEffect(() => {
    void initAuth();
  }, []);
  return (
    <>
      {page.guestOnly && <GuestOnly />}
      <Toasts when="afterAction" />
    </>
  );
}
