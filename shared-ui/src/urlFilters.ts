/**
 * List filters, sort and search kept in the URL's search params (they survive a reload and
 * Back/Forward, and a filtered list can be shared as a link).
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from './router.ts';
import { readUrlFilters, type UrlFiltersOptions, writeUrlFilters } from './urlFiltersModel.ts';

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
