import { onFirstInteraction } from '../firstInteraction.ts';

/** One on-demand import of the dialogs' implementation, shared by every dialog. */
let pending: Promise<typeof import('./DialogImpl.tsx')> | undefined;

export function loadDialogs() {
  pending ??= import('./DialogImpl.tsx').catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}

let waiting = false;

/**
 * Fetches the implementation at the user's first interaction with the page, so opening a dialog
 * is instant, yet a page that is only read never downloads it (react-aria, the bulk of a dialog).
 */
export function prefetchDialogsOnInteraction(target: EventTarget = window): void {
  if (pending || waiting) return;
  waiting = true;
  onFirstInteraction(() => {
    waiting = false;
    loadDialogs().catch(() => undefined);
  }, target);
}
