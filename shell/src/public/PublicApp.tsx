/**
 * A public page live (mf-marketing's routes): the shell's frame with plain links, and the
 * remote's `./pages` component rendered in this same React tree — no router, no single-spa
 * parcel (issue 16; README.md § Pages publiques prérendues says why). Any link to another page loads it.
 */
import { type ComponentType, useEffect, useState } from 'react';
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

/** mf-marketing's content of the page; a load failure reloads once, then shows the French panel. */
function PublicContent({ path }: { path: string }) {
  const [content, setContent] = useState<Content>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const label = AREA_LABELS.mf_marketing;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt loads again
  useEffect(() => {
    let active = true;
    setContent({ status: 'loading' });
    loadExposed<PagesModule>('mf_marketing', './pages').then(
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
  }, [attempt, label]);

  if (content.status === 'ready') return <content.PublicPage path={path} />;
  if (content.status === 'loading') {
    return (
      <p role="status" aria-busy="true" className="pt-parcel-loading">
        Chargement…
      </p>
    );
  }
  const retry = () => {
    forgetRemote('mf_marketing');
    setAttempt((n) => n + 1);
  };
  return <ErrorPanel {...(content.failure ?? unavailablePanel(label, retry))} />;
}

export function PublicApp({ page }: { page: PublicPage }) {
  useEffect(() => {
    document.title = `${page.title} — Prétoire`;
  }, [page]);
  return (
    <PublicFrame page={page}>
      <ShellErrorBoundary resetKey={page.path}>
        <PublicContent path={page.path} />
      </ShellErrorBoundary>
    </PublicFrame>
  );
}
