/**
 * Leaves this page for another one, replacing it in the history (a full page load: the sign-in
 * pages and the work area are separate pages). Once per page: after a sign-in, the form and the
 * shell's guest guard both send the user on, and a second `location.replace` aborted the load the
 * first had started — /app was requested twice at every sign-in.
 */
let leavingFor: string | null = null;

/** Leaves for `url` (a full page load), once: a second call while leaving does nothing. */
export function leavePageFor(url: string, location: Pick<Location, 'replace'> = window.location): void {
  if (leavingFor !== null) return;
  leavingFor = url;
  location.replace(url);
}
