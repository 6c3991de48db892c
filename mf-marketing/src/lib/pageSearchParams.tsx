/**
 * The address's search params on a public page, which runs without a router (issue 16): read
 * from `window.location`, written with the History API; Back/Forward and every writer re-render
 * the readers. Prerendered at build time, a page reads no params.
 */
import { type AnchorHTMLAttributes, useCallback, useMemo, useSyncExternalStore } from 'react';
import { followsInThisTab, type UrlFiltersOptions, useFiltersInParams } from 'shared-ui/public';

const CHANGE = 'pretoire:search-params';

function subscribe(listener: () => void): () => void {
  window.addEventListener('popstate', listener);
  window.addEventListener(CHANGE, listener);
  return () => {
    window.removeEventListener('popstate', listener);
    window.removeEventListener(CHANGE, listener);
  };
}

const currentSearch = () => window.location.search;
const noSearch = () => '';

export type SetPageSearchParams = (
  next: URLSearchParams | ((current: URLSearchParams) => URLSearchParams),
  options?: UrlFiltersOptions,
) => void;

/** `const [params, setParams] = usePageSearchParams()`: replaces the history entry unless `{ push: true }`. */
export function usePageSearchParams(): [URLSearchParams, SetPageSearchParams] {
  const search = useSyncExternalStore(subscribe, currentSearch, noSearch);
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback<SetPageSearchParams>((next, options = {}) => {
    const current = new URLSearchParams(window.location.search);
    const query = (typeof next === 'function' ? next(current) : next).toString();
    const url = `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`;
    if (options.push) window.history.pushState(window.history.state, '', url);
    else window.history.replaceState(window.history.state, '', url);
    window.dispatchEvent(new Event(CHANGE));
  }, []);
  return [params, setParams];
}

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
        window.history.pushState(null, '', `${url.pathname}${url.search}${url.hash}`);
        window.dispatchEvent(new Event(CHANGE));
        window.scrollTo(0, 0);
      }}
      {...rest}
    />
  );
}
