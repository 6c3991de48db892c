import { AreaSlot, BrowserRouter, Link, onFirstInteraction, Route, Routes, useLocation, useNavigate } from 'shared-ui';
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { type LayoutLinkProps, type LayoutLinks, LayoutLinksProvider } from './layouts/LayoutLinks.tsx';
import { ShellFrame } from './ShellFrame.tsx';
import { SkipLink } from './platform/SkipLink.tsx';
import { matchRoute } from './routing/matchRoute.ts';

const Toaster = lazy(() => import('sonner').then(({ Toaster }) => ({ default: Toaster })));

/** Below the app's header: a toast never covers the user's name nor "Se déconnecter". */
const BELOW_HEADER = { top: 'calc(var(--pt-header-height) + 8px)' } as const;

/** Seed §2/§9 toasts: top-right, close button, rich colours, 4000 ms, 3 visible, 14 px gap. */
export const TOASTER_OPTIONS = {
  position: 'top-right',
  closeButton: true,
  richColors: true,
  duration: 4000,
  visibleToasts: 3,
  gap: 14,
  offset: BELOW_HEADER,
  mobileOffset: BELOW_HEADER,
} as const;

/**
 * Sonner loads only where a toast can come (issue 16), then the toaster stays for the visit:
 * - the public site (mf-marketing's pages) never toasts;
 * - the auth pages and the shell's own pages (the dashboard, the loader on the way to it, help)
 *   toast only after the user acts (an account created, a notification marked read — through
 *   shared-ui's showToast): the toaster comes at their first interaction (sonner shows a toast
 *   sent before it when it comes);
 * - any other page (an area's pages, errors) at once.
 */
export function DeferredToaster() {
  const { pathname } = useLocation();
  const [needed, setNeeded] = useState(false);
  const owner = matchRoute(pathname)?.route.owner;
  const afterAction = owner === 'mf_auth' || owner === 'shell';
  if (!needed && owner !== 'mf_marketing' && !afterAction) setNeeded(true);
  useEffect(() => {
    if (needed || !afterAction) return undefined;
    return onFirstInteraction(() => setNeeded(true));
  }, [needed, afterAction]);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster {...TOASTER_OPTIONS} />
    </Suspense>
  ) : null;
}

function RouterLink({ to, current, ...rest }: LayoutLinkProps) {
  return <Link to={to} aria-current={current ? 'page' : undefined} {...rest} />;
}

const NOTIFICATIONS_BELL = <AreaSlot remote="mf_team_settings" widget="notificationsBell" props={{}} compact />;

/** The layouts' links in the app: through the router, no page load. */
function RouterLayoutLinks({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const links = useMemo<LayoutLinks>(
    () => ({ pathname, Link: RouterLink, navigate: (to) => navigate(to), workAreaHeader: NOTIFICATIONS_BELL }),
    [pathname, navigate],
  );
  return <LayoutLinksProvider value={links}>{children}</LayoutLinksProvider>;
}

export function App() {
  return (
    <BrowserRouter>
      <RouterLayoutLinks>
        <SkipLink />
        <Routes>
          <Route path="*" element={<ShellFrame />} />
        </Routes>
      </RouterLayoutLinks>
      <DeferredToaster />
    </BrowserRouter>
  );
}
