/**
 * Runs a check every `intervalMs` and whenever the tab comes back (focus, visible again): how the
 * shell notices a new build or a newly deployed remote. Returns a function that stops it.
 */
export function watchWhileOpen(check: () => void, intervalMs: number): () => void {
  const onVisible = () => {
    if (document.visibilityState === 'visible') check();
  };
  const timer = window.setInterval(check, intervalMs);
  window.addEventListener('focus', check);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    window.clearInterval(timer);
    window.removeEventListener('focus', check);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
