/**
 * List filters kept in search params, whatever keeps the params: react-router (useUrlFilters, in
 * the work area) or the History API (the public pages, which run without a router).
 */
import { useCallback, useMemo } from 'react';

/** Options of the URL filters: whether a change adds a history entry. */
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

/** Updates the params kept somewhere (a router, the History API); `push` adds a history entry. */
export type UpdateSearchParams = (
  update: (current: URLSearchParams) => URLSearchParams,
  options: UrlFiltersOptions,
) => void;

/** The filters read from `params`, and their setter writing through `update`. */
export function useFiltersInParams<T extends Record<string, string>>(
  params: URLSearchParams,
  update: UpdateSearchParams,
  defaults: T,
): [T, (patch: Partial<T>, options?: UrlFiltersOptions) => void] {
  const query = params.toString();
  // A new defaults object each render must not produce a new filters object.
  const defaultsKey = JSON.stringify(defaults);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the serialized params and defaults
  const filters = useMemo(() => readUrlFilters(new URLSearchParams(query), defaults), [query, defaultsKey]);
  const setFilters = useCallback(
    (patch: Partial<T>, options: UrlFiltersOptions = {}) => {
      const base = JSON.parse(defaultsKey) as T;
      update((current) => writeUrlFilters(current, base, patch), options);
    },
    [update, defaultsKey],
  );
  return [filters, setFilters];
}
