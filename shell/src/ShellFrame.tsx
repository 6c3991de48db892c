/**
 * Every route of the app goes through this frame: match the route table, apply the guards,
 * run the route's validation step, pick the layout, then render the owner's content in <main>.
 */
import { LazyPage, Navigate, onFirstInteraction, OwnerOnlyNotice, useLocation } from 'shared-ui';
import { lazy, useEffect, type ReactNode } from 'react';
import { initAuth, useAccountSetupInProgress, useSession } from 'shared-auth';
import { Layout } from './layouts/Layout.tsx';
import { DashboardPage } from './pages/DashboardPage.tsx';
import { ErrorPage } from './pages/ErrorPage.tsx';
import { LoaderPage } from './pages/LoaderPage.tsx';
import { RemoteSlot } from './remotes/RemoteSlot.tsx';
import { isExternalTarget, needsSession, runMiddleware, sectionMiddleware } from './routing/middleware.ts';
import { matchRoute } from './routing/matchRoute.ts';
import { publicPageOf } from './routing/publicPages.ts';
import { useScrollBehaviour } from './platform/scroll.ts';
import { ShellErrorBoundary } from './platform/ShellErrorBoundary.tsx';
import type { RouteEntry } from './routing/routeTable.ts';

// Rarely opened: its text is not downloaded with every page.
const HelpPage = lazy(() => import('./pages/HelpPage.tsx').then((module) => ({ default: module.HelpPage })));

const SHELL_PAGES: Record<string, () => ReactNode> = {
  '/app': () => <DashboardPage />,
  '/app/loader': () => <LoaderPage />,
  '/app/help': () => (
    <LazyPage>
      <HelpPage />
    </LazyPage>
  ),
};

/**
 * A public page is a page of its own, without the app's router (README.md § Pages publiques prérendues): the
 * app reaching one (a link, Back) loads it — the address is already the page's.
 */
function PublicPageLoad() {
  useEffect(() => window.location.reload(), []);
  return <p role="status">Chargement…</p>;
}

function RouteContent({ route }: { route: RouteEntry }) {
  if (route.owner === 'shell') return SHELL_PAGES[route.path]?.() ?? <ErrorPage status={404} />;
  // Keyed by remote: moving between two routes of one remote keeps its parcel (and router).
  return <RemoteSlot key={route.owner} remote={route.owner} exposed="./app" />;
}

export function ShellFrame() {
  const location = useLocation();
  const session = useSession();
  const accountSetup = useAccountSetupInProgress();
  const match = matchRoute(location.pathname);
  const decision = runMiddleware(match?.route.middleware ?? sectionMiddleware(location.pathname), {
    ...location,
    session,
    accountSetup,
  });
  useScrollBehaviour();

  useEffect(() => {
    if (needsSession(location.pathname)) void initAuth();
  }, [location.pathname]);

  // The data layer serves a signed-in user's cabinet (and reads their role): the store starts once
  // someone is signed in, after the first paint; public pages never load it. The areas' pages also
  // need the rest of shared-data (schemas, phone rule): the shell provides it — one copy in the
  // page, whichever area asks first — and fetches it at the user's first interaction, so the first
  // screen stays light and the next page opens at once.
  const userId = session.user?.id;
  useEffect(() => {
    if (!userId) return undefined;
    import('shared-data/store')
      .then(({ initData }) => initData())
      .catch((error: unknown) => console.error('Prétoire : données indisponibles', error));
    return onFirstInteraction(() => void import('shared-data').catch(() => undefined));
  }, [userId]);

  useEffect(() => {
    if (decision.kind === 'redirect' && isExternalTarget(decision.to)) window.location.assign(decision.to);
  }, [decision]);

  useEffect(() => {
    document.title = match ? `${match.route.title} — Prétoire` : 'Page introuvable — Prétoire';
  }, [match]);

  if (publicPageOf(location.pathname)) return <PublicPageLoad />;

  if (decision.kind === 'redirect') return isExternalTarget(decision.to) ? null : <Navigate to={decision.to} replace />;

  if (!match) {
    return (
      <Layout name="default">
        <ErrorPage status={404} />
      </Layout>
    );
  }

  if (decision.kind === 'wait') {
    return (
      <Layout name={match.route.layout}>
        <p role="status">Chargement…</p>
      </Layout>
    );
  }

  const validation = match.route.validate?.(match.params) ?? true;
  if (validation !== true) {
    return (
      <Layout name={match.route.layout}>
        <ErrorPage status={validation.status} message={validation.message ?? `Page Not Found: ${location.pathname}`} />
      </Layout>
    );
  }

  if (match.route.ownerOnly && session.user?.role === 'member') {
    return (
      <Layout name={match.route.layout}>
        <OwnerOnlyNotice back={{ to: '/app', label: 'Retour au tableau de bord' }} />
      </Layout>
    );
  }

  return (
    <Layout name={match.route.layout}>
      <ShellErrorBoundary resetKey={location.pathname}>
        <RouteContent route={match.route} />
      </ShellErrorBoundary>
    </Layout>
  );
}
