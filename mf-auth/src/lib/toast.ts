/**
 * A toast on the auth pages. They show one only after the user acted (the shell mounts the
 * toaster at the first interaction there), so sonner is fetched with the toast, not with the page
 * (issue 16: ≤ 200 KiB of JavaScript on the auth pages).
 */
export function showToast(kind: 'success' | 'info' | 'error', message: string): void {
  void import('sonner').then(({ toast }) => toast[kind](message));
}
