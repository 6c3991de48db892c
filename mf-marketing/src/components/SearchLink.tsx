/** A same-page link on a public page, which runs without a router (shared-ui's pushPageUrl). */
import type { AnchorHTMLAttributes } from 'react';
import { followsInThisTab, pushPageUrl } from 'shared-ui/public';

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
