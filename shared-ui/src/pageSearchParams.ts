/**
 * The address's search params on a page that runs without a router (the public and sign-in
 * pages): read from `window.location`, written with the History API; Back/Forward and
 * every writer re-render the readers. Prerendered at build time, a page reads no params.
 */
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { UrlFiltersOptions } from './urlFiltersModel.ts';

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

/** Goes to another address of this same page (`/search?profil=…`) without a page load: a history entry, the readers re-render. */
export function pushPageUrl(url: string): void {
  window.history.pushState(null, '', url);
  window.dispatchEvent(new Event(CHANGE));
}

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
