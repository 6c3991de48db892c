/**
 * List filters, sort and search kept in the URL's search params (they survive a reload and
 * Back/Forward, and a filtered list can be shared as a link).
 */
import { useCallback } from 'react';
import { useSearchParams } from './router.ts';
import { type UpdateSearchParams, type UrlFiltersOptions, useFiltersInParams } from './urlFiltersModel.ts';

/**
 * `const [filters, setFilters] = useUrlFilters({ q: '', statut: 'tous', tri: 'nom' })`.
 * Inside the area's router (react-router's search params). Typing replaces the history entry
 * (one entry per list, not per keystroke); pass `{ push: true }` to add one.
 */
export function useUrlFilters<T extends Record<string, string>>(
  defaults: T,
): [T, (patch: Partial<T>, options?: UrlFiltersOptions) => void] {
  const [params, setParams] = useSearchParams();
  const update = useCallback<UpdateSearchParams>(
    (next, options) => setParams(next, { replace: !options.push }),
    [setParams],
  );
  return useFiltersInParams(params, update, defaults);
}
