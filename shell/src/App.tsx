import { AreaSlot, BrowserRouter, Link, Route, Routes, useLocation, useNavigate } from 'shared-ui';
import { type ReactNode, useMemo } from 'react';
import { type LayoutLinkProps, type LayoutLinks, LayoutLinksProvider } from './layouts/LayoutLinks.tsx';
import { ShellFrame } from './ShellFrame.tsx';
import { SkipLink } from './platform/SkipLink.tsx';
import { Toasts } from './platform/Toasts.tsx';
import { matchRoute } from './routing/matchRoute.ts';
import { publicPageOf } from './routing/publicPages.ts';

/**
 * The app's toaster: when its route may toast (platform/Toasts.tsx). A public or sign-in address
 * is loaded as a page of its own (ShellFrame), which has its own toaster or none.
 */
export function RouteToasts() {
  const { pathname } = useLocation();
  const owner = matchRoute(pathname)?.route.owner;
  return <Toasts when={publicPageOf(pathname) ? 'never' : owner === 'shell' ? 'afterAction' : 'now'} />;
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
      <RouteToasts />
    </BrowserRouter>
  );
}
