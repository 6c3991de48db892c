/** Reading and writing list filters in search params: the rules both URL-filter hooks follow. */
export type UrlFiltersOptions = {
  /** Adds a history entry (Back returns to the previous filters). Default: replace the entry. */
  push?: boolean;
};

/** Reads `defaults`' keys from the search params; an absent key takes its default value. */
export function readUrlFilters<T extends Record<string, string>>(params: URLSearchParams, defaults: T): T {
  const values: Record<string, string> = {};
  for (const [key, fallback] of Object.entries(defaults)) values[key] = params.get(key) ?? fallback;
  return values as T;
}

/** Applies `patch` to the params: values equal to their default are removed; other params are kept. */
export function writeUrlFilters<T extends Record<string, string>>(
  params: URLSearchParams,
  defaults: T,
  patch: Partial<T>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined || value === defaults[key]) next.delete(key);
    else next.set(key, value);
  }
  return next;
}
