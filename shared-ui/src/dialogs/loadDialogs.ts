/** One on-demand import of the dialogs' implementation, shared by every dialog. */
let pending: Promise<typeof import('./DialogImpl.tsx')> | undefined;

export function loadDialogs() {
  pending ??= import('./DialogImpl.tsx').catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}

/** What a user does before any dialog can open: press, type, or move the focus. */
const FIRST_INTERACTION = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;
let waiting = false;

/**
 * Fetches the implementation at the user's first interaction with the page, so opening a dialog
 * is instant, yet a page that is only read never downloads it (react-aria: 25 KiB gzip, issue 16).
 */
export function prefetchDialogsOnInteraction(target: EventTarget = window): void {
  if (pending || waiting) return;
  waiting = true;
  const start = () => {
    for (const type of FIRST_INTERACTION) target.removeEventListener(type, start, true);
    waiting = false;
    loadDialogs().catch(() => undefined);
  };
  for (const type of FIRST_INTERACTION) target.addEventListener(type, start, { capture: true, passive: true });
}
