/**
 * A value created at its first use, then kept. For Intl formatters: the first of each kind a page
 * creates loads its locale data — tens of milliseconds of main thread on a slow phone — which a
 * page that formats nothing should not pay as its scripts start.
 */
export function atFirstUse<T>(create: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= create();
    return value;
  };
}
