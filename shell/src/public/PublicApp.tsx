/**
 * A public page live (mf-marketing's pages, mf-auth's sign-in pages): the shell's frame with plain
 * links, and the area's `./pages` component rendered in this same React tree — no router, no
 * single-spa parcel (README.md § Pages publiques prérendues says why). Any link to
 * another page loads it. A sign-in page also has SignInPage (session, guard, toaster).
 */
import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { AREA_LABELS, ErrorPanel, type ErrorPanelProps, unavailablePanel } from 'shared-ui/public';
import { ShellErrorBoundary } from '../platform/ShellErrorBoundary.tsx';
import { forgetRemote, loadExposed } from '../remotes/registry.ts';
import { explainRemoteFailure, reloadAfterLoadFailure } from '../remotes/remoteFailure.ts';
import type { PublicPage } from '../routing/publicPages.ts';
import { PublicFrame } from './PublicFrame.tsx';

type PagesModule = { PublicPage: ComponentType<{ path: string }> };

type Content =
  | { status: 'loading' }
  | { status: 'ready'; PublicPage: PagesModule['PublicPage'] }
  | { status: 'failed'; failure: ErrorPanelProps | undefined };

/** The area's content of the page; a load failure reloads once, then shows the French panel. */
function PublicContent({ page }: { page: PublicPage }) {
  const { path, area } = page;
  const [content, setContent] = useState<Content>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const label = AREA_LABELS[area];

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt loads again
  useEffect(() => {
    let active = true;
    setContent({ status: 'loading' });
    loadExposed<PagesModule>(area, './pages').then(
      ({ PublicPage }) => {
        if (active) setContent({ status: 'ready', PublicPage });
      },
      (error: unknown) => {
        if (!active) return;
        console.error(`Prétoire : le module « ${label} » n’a pas pu être chargé`, error);
        if (reloadAfterLoadFailure(error)) return;
        setContent({ status: 'failed', failure: explainRemoteFailure(error) });
      },
    );
    return () => {
      active = false;
    };
  }, [attempt, area, label]);

  if (content.status === 'ready') return <content.PublicPage path={path} />;
  if (content.status === 'loading') {
    return (
      <p role="status" aria-busy="true" className="pt-parcel-loading">
        Chargement…
      </p>
    );
  }
  const retry = () => {
    forgetRemote(area);
    setAttempt((n) => n + 1);
  };
  return <ErrorPanel {...(content.failure ?? unavailablePanel(label, retry))} />;
}

// The sign-in pages' session, guard and toaster: not downloaded by the public site's pages.
const SignInPage = lazy(() => import('./SignInPage.tsx'));

export function PublicApp({ page }: { page: PublicPage }) {
  useEffect(() => {
    document.title = `${page.title} — Prétoire`;
  }, [page]);
  return (
    <PublicFrame page={page}>
      {page.area === 'mf_auth' && (
        <Suspense fallback={null}>
          <SignInPage page={page} />
        </Suspense>
      )}
      <ShellErrorBoundary resetKey={page.path}>
        <PublicContent page={page} />
      </ShellErrorBoundary>
    </PublicFrame>
  );
}
