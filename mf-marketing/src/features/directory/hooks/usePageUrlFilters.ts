/**
 * The directory's filters in the address of a public page, which runs without a router, over
 * shared-ui's usePageSearchParams.
 */
import { type UrlFiltersOptions, useFiltersInParams, usePageSearchParams } from 'shared-ui/public';

/** useUrlFilters for a page without a router: same reading, same writing, same history entries. */
export function usePageUrlFilters<T extends Record<string, string>>(
  defaults: T,
): [T, (patch: Partial<T>, options?: UrlFiltersOptions) => void] {
  const [params, setParams] = usePageSearchParams();
  return useFiltersInParams(params, setParams, defaults);
}
