/**
 * How the layouts link and move. In the app, through its router (no page load); on a public
 * page, which runs without the router (README.md § Pages publiques prérendues), as plain links.
 * The layouts never import the router: whoever renders them provides this.
 */
import { type ComponentType, createContext, type ReactNode, useContext } from 'react';

export type LayoutLinkProps = {
  to: string;
  className?: string;
  children: ReactNode;
  /** The page the link leads to is the one shown (aria-current="page"). */
  current?: boolean;
  onClick?: () => void;
};

export type LayoutLinks = {
  pathname: string;
  Link: ComponentType<LayoutLinkProps>;
  navigate: (to: string) => void;
  /** The header's blocks of the work area for a signed-in user (the notification bell): the app's. */
  workAreaHeader?: ReactNode;
};

const LayoutLinksContext = createContext<LayoutLinks | null>(null);

export const LayoutLinksProvider = LayoutLinksContext.Provider;

export function useLayoutLinks(): LayoutLinks {
  const links = useContext(LayoutLinksContext);
  if (!links) throw new Error('Les mises en page du shell attendent leurs liens (LayoutLinksProvider).');
  return links;
}

/** `to` is the page shown, or (unless `end`) one of its sub-pages. */
export function isCurrent(pathname: string, to: string, end = false): boolean {
  return pathname === to || (!end && pathname.startsWith(`${to}/`));
}

function PlainLink({ to, current, ...rest }: LayoutLinkProps) {
  return <a href={to} aria-current={current ? 'page' : undefined} {...rest} />;
}

/** A public page's links: plain links, each followed with a page load. */
export function plainLinks(pathname: string): LayoutLinks {
  return { pathname, Link: PlainLink, navigate: (to) => window.location.assign(to) };
}
