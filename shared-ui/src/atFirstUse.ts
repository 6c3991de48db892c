/**
 * A value created at its first use, then kept. For Intl formatters: the first of each kind a page
 * creates loads its locale data — 50 to 90 ms of main thread on a slow phone (measured with Chrome's
 * 4× CPU throttling) — which a page that formats nothing should not pay as its scripts start.
 */
export function atFirstUse<T>(create: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= create();
    return value;
  };
}
