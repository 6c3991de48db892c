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

/**
 * The latest check under way (the build's, the registry's), if any: a navigation made meanwhile
 * — the tab just came back, the user clicked at once — waits for the answer it brings.
 */
export function latestCheck<T>() {
  let current: Promise<T> | null = null;
  return {
    /** Runs a check; it is the one under way until it settles or a later one starts. */
    run(check: Promise<T>): Promise<T> {
      current = check;
      void check.finally(() => {
        if (current === check) current = null;
      });
      return check;
    },
    underWay: (): Promise<T> | null => current,
    reset(): void {
      current = null;
    },
  };
}
