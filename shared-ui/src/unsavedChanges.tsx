/**
 * The one "unsaved changes" mechanism of Prétoire. A form holding typed text renders
 * <UnsavedChangesGuard when={isDirty} />; while it is dirty, any navigation that would lose the
 * text asks first ("Quitter sans enregistrer ?"):
 * - a click on a link anywhere in the page: the area's own links, the shell's navigation and
 *   header (another React root and router), plain <a href>;
 * - Back/Forward: single-spa's `before-routing-event` cancels the navigation before any router
 *   hears it, and it is replayed if the user leaves;
 * - closing or reloading the tab: the browser's own `beforeunload` prompt;
 * - code that leaves on purpose (the shell's "Se déconnecter") awaits `confirmLeave()`.
 * The registry is module-level: shared-ui is a singleton, so every root of the page sees it.
 */
import { useEffect, useState } from 'react';
import { ConfirmDialog } from './dialogs/ConfirmDialog.tsx';

type Guard = { ask: () => Promise<boolean>; released: boolean };

const guards: Guard[] = [];
let asking: Promise<boolean> | null = null;

/** Registers a dirty form's guard; returns the function that removes it. */
export function registerUnsavedChanges(ask: () => Promise<boolean>): () => void {
  const guard: Guard = { ask, released: false };
  guards.push(guard);
  return () => {
    const index = guards.indexOf(guard);
    if (index >= 0) guards.splice(index, 1);
  };
}

/** True while a form of the page holds typed text that leaving would lose. */
export function hasUnsavedChanges(): boolean {
  return guards.some((guard) => !guard.released);
}

/**
 * Asks the user (the most recent dirty form's dialog) whether to leave; resolves true at once
 * when nothing would be lost. When the user leaves, the guards stand down for this navigation.
 */
export function confirmLeave(): Promise<boolean> {
  const guard = [...guards].reverse().find((candidate) => !candidate.released);
  if (!guard) return Promise.resolve(true);
  asking ??= guard.ask().then((leave) => {
    asking = null;
    if (leave) for (const each of guards) each.released = true;
    return leave;
  });
  return asking;
}

type HistoryState = { idx?: number } | null;
type RoutingDetail = {
  originalEvent?: Event & { singleSpa?: boolean };
  oldUrl: string;
  newUrl: string;
  cancelNavigation?: (value?: boolean | Promise<boolean>) => void;
};

let installed = false;
let replaying = false;

function historyIndex(): number | undefined {
  const index = (window.history.state as HistoryState)?.idx;
  return typeof index === 'number' ? index : undefined;
}

type LinkClick = Pick<MouseEvent, 'defaultPrevented' | 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>;

/** A plain left click on a link the browser follows in this tab (not a new tab, not a download). */
export function followsInThisTab(event: LinkClick, anchor: HTMLAnchorElement): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  return !(anchor.target && anchor.target !== '_self') && !anchor.hasAttribute('download');
}

/** A left click on a same-origin link to another page (not a new tab, not a download). */
function leavingLink(event: MouseEvent): HTMLAnchorElement | null {
  const target = event.target instanceof Element ? event.target : null;
  const anchor = target?.closest('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || !followsInThisTab(event, anchor)) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return anchor;
}

/**
 * Installs the page-wide listeners, once (the shell at start, a standalone page, or the first
 * guard rendered). Safe to call many times.
 */
export function installUnsavedChangesGuard(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  let currentIndex = historyIndex();

  // Capture phase on window: runs before any React root and any router sees the click.
  window.addEventListener(
    'click',
    (event) => {
      if (replaying || !hasUnsavedChanges()) return;
      const anchor = leavingLink(event);
      if (!anchor) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      void confirmLeave().then((leave) => {
        if (!leave || !anchor.isConnected) return;
        replaying = true;
        try {
          anchor.click();
        } finally {
          replaying = false;
        }
      });
    },
    true,
  );

  window.addEventListener('beforeunload', (event) => {
    if (!hasUnsavedChanges()) return;
    event.preventDefault();
    // Older browsers show the prompt only when returnValue is set.
    event.returnValue = '';
  });

  window.addEventListener('single-spa:routing-event', () => {
    currentIndex = historyIndex();
  });

  // Back/Forward (a real popstate, not single-spa's synthetic one after pushState).
  window.addEventListener('single-spa:before-routing-event', (event) => {
    const detail = (event as CustomEvent<RoutingDetail>).detail;
    const original = detail.originalEvent;
    if (!detail.cancelNavigation || detail.oldUrl === detail.newUrl) return;
    if (original?.type !== 'popstate' || original.singleSpa) return;
    if (!hasUnsavedChanges()) return;
    const targetState = window.history.state as HistoryState;
    const targetUrl = detail.newUrl;
    const targetIndex = historyIndex();
    const formIndex = currentIndex;
    // single-spa puts the form's URL back (on the target's history entry) and no router moves.
    detail.cancelNavigation(true);
    void confirmLeave().then((leave) => {
      if (leave) {
        // The target entry gets its own URL back; routers hear it (single-spa's popstate).
        window.history.replaceState(targetState, '', targetUrl);
        return;
      }
      if (targetIndex === undefined || formIndex === undefined || targetIndex === formIndex) return;
      // Stay: restore the target entry quietly, then return to the form's own entry.
      History.prototype.replaceState.call(window.history, targetState, '', targetUrl);
      window.history.go(formIndex - targetIndex);
    });
  });
}

export type UnsavedChangesGuardProps = {
  /** The form holds typed text not yet saved (react-hook-form's formState.isDirty). */
  when: boolean;
  /** The dialog's explanation. */
  message?: string;
};

/** Put it in every form that can hold typed text: `<UnsavedChangesGuard when={formState.isDirty} />`. */
export function UnsavedChangesGuard({ when, message = 'Vos modifications seront perdues.' }: UnsavedChangesGuardProps) {
  const [answer, setAnswer] = useState<((leave: boolean) => void) | null>(null);

  useEffect(() => {
    installUnsavedChangesGuard();
  }, []);

  useEffect(() => {
    if (!when) return undefined;
    return registerUnsavedChanges(
      () =>
        new Promise<boolean>((resolve) => {
          setAnswer(() => resolve);
        }),
    );
  }, [when]);

  const reply = (leave: boolean) => {
    answer?.(leave);
    setAnswer(null);
  };

  return (
    <ConfirmDialog
      open={answer !== null}
      title="Quitter sans enregistrer ?"
      confirmLabel="Quitter la page"
      cancelLabel="Rester sur la page"
      destructive
      onConfirm={() => reply(true)}
      onCancel={() => reply(false)}
    >
      {message}
    </ConfirmDialog>
  );
}
