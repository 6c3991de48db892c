/**
 * A toast from code that shows one only after the user acted (a save that failed, an account
 * created): sonner is fetched with the toast, not with the page, so a page nobody acts on never
 * loads it. The shell mounts its toaster at the first interaction on the pages whose toasts all
 * follow an action (the sign-in pages, the dashboard), and at once elsewhere.
 */
export function showToast(kind: ToastKind, message: string): void {
  void import('sonner').then(({ toast }) => toast[kind](message));
}

/** The kind of a toast: success, info or error. */
export type ToastKind = 'success' | 'info' | 'error';

const NEXT_PAGE_TOAST = 'pretoire:toast';

/**
 * A toast for the page this one is about to load (an account created, then /app): the sign-in
 * pages run without the app, so going on is a page load, which a toast would not survive.
 */
export function showToastOnNextPage(kind: ToastKind, message: string): void {
  try {
    sessionStorage.setItem(NEXT_PAGE_TOAST, JSON.stringify({ kind, message }));
  } catch {
    // Storage refused (private mode…): the next page simply shows no toast.
  }
}

/** The toast the previous page left for this one, once (the shell's toaster shows it). */
export function takeNextPageToast(): { kind: ToastKind; message: string } | null {
  try {
    const stored = sessionStorage.getItem(NEXT_PAGE_TOAST);
    sessionStorage.removeItem(NEXT_PAGE_TOAST);
    const toast = stored ? (JSON.parse(stored) as { kind?: unknown; message?: unknown }) : null;
    if (!toast || typeof toast.message !== 'string') return null;
    const kind = toast.kind === 'success' || toast.kind === 'error' ? toast.kind : 'info';
    return { kind, message: toast.message };
  } catch {
    return null;
  }
}
