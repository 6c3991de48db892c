/**
 * The directory's filters and same-page links on a public page, which runs without a router, over
 * shared-ui's usePageSearchParams.
 */
import type { AnchorHTMLAttributes } from 'react';
import {
  followsInThisTab,
  type UrlFiltersOptions,
  useFiltersInParams,
  usePageSearchParams,
  pushPageUrl,
} from 'shared-ui/public';

/** useUrlFilters for a page without a router: same reading, same writing, same history entries. */
export function usePageUrlFilters<T extends Record<string, string>>(
  defaults: T,
): [T, (patch: Partial<T>, options?: UrlFiltersOptions) => void] {
  const [params, setParams] = usePageSearchParams();
  return useFiltersInParams(params, setParams, defaults);
}

/**
 * A link to this same page with other search params (`/search?profil=…`): followed without a
 * page load — a history entry, the readers of usePageSearchParams re-render, the view starts at
 * the top. Any other address is an ordinary link.
 */
export function SearchLink({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return (
    <a
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (!followsInThisTab(event, event.currentTarget)) return;
        const url = new URL(href, window.location.href);
        if (url.origin !== window.location.origin || url.pathname !== window.location.pathname) return;
        event.preventDefault();
        pushPageUrl(`${url.pathname}${url.search}${url.hash}`);
        window.scrollTo(0, 0);
      }}
      {...rest}
    />
  );
}
