/**
 * A toast from code that shows one only after the user acted (a save that failed, an account
 * created): sonner (9 KiB gzip) is fetched with the toast, not with the page (issue 16). The shell
 * mounts its toaster at the first interaction on the pages whose toasts all follow an action (the
 * sign-in pages, the dashboard), and at once elsewhere.
 */
export function showToast(kind: 'success' | 'info' | 'error', message: string): void {
  void import('sonner').then(({ toast }) => toast[kind](message));
}
