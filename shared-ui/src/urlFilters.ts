/**
 * List filters, sort and search kept in the URL's search params (they survive a reload and
 * Back/Forward, and a filtered list can be shared as a link).
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from './router.ts';

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

/**
 * `const [filters, setFilters] = useUrlFilters({ q: '', statut: 'tous', tri: 'nom' })`.
 * Inside the area's router (react-router's search params). Typing replaces the history entry
 * (one entry per list, not per keystroke); pass `{ push: true }` to add one.
 */
export function useUrlFilters<T extends Record<string, string>>(
  defaults: T,
): [T, (patch: Partial<T>, options?: UrlFiltersOptions) => void] {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  // A new defaults object each render must not produce a new filters object.
  const defaultsKey = JSON.stringify(defaults);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the serialized params and defaults
  const filters = useMemo(() => readUrlFilters(new URLSearchParams(query), defaults), [query, defaultsKey]);
  const setFilters = useCallback(
    (patch: Partial<T>, options: UrlFiltersOptions = {}) => {
      const base = JSON.parse(defaultsKey) as T;
      setParams((current) => writeUrlFilters(current, base, patch), { replace: !options.push });
    },
    [setParams, defaultsKey],
  );
  return [filters, setFilters];
}
