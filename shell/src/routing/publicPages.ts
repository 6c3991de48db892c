import type { LayoutName } from './routeTable.ts';

export type PublicPage = { path: string; title: string; layout: LayoutName };

/**
 * mf-marketing's pages (the route table lists them from here). A public page starts without the
 * router and the parcels (issue 16, README.md § Pages publiques prérendues); any other address starts the
 * app. Apart from the route table so that the shell's entry, which decides, stays small.
 */
export const PUBLIC_PAGES: readonly PublicPage[] = [
  { path: '/', title: 'Accueil', layout: 'marketing' },
  { path: '/book', title: 'Prendre rendez-vous', layout: 'marketing' },
  { path: '/guide', title: 'Guide', layout: 'marketing' },
  { path: '/search', title: 'Trouver un professionnel', layout: 'marketing' },
  { path: '/pilot', title: 'Programme pilote', layout: 'default' },
  { path: '/pro', title: 'Espace professionnel', layout: 'default' },
];

/** The public page at this address, if it is one. */
export function publicPageOf(pathname: string): PublicPage | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return PUBLIC_PAGES.find((page) => page.path === path);
}
