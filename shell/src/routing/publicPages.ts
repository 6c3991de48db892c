import type { AreaName } from 'shared-ui/public';
import type { LayoutName } from './routeTable.ts';

export type PublicPage = {
  path: string;
  title: string;
  layout: LayoutName;
  /** The area whose `./pages` module renders the page's content. */
  area: Extract<AreaName, 'mf_marketing' | 'mf_auth'>;
  /** A signed-in user has nothing to do here and goes on (the `guest` middleware). */
  guestOnly?: boolean;
};

/**
 * The pages that start without the router and the parcels (README.md § Pages publiques
 * prérendues): mf-marketing's (prerendered) and mf-auth's sign-in pages. Any other address starts
 * the app. The route table lists them from here; apart from it so that the shell's entry, which
 * decides, stays small.
 */
export const PUBLIC_PAGES: readonly PublicPage[] = [
  { path: '/', title: 'Accueil', layout: 'marketing', area: 'mf_marketing' },
  { path: '/book', title: 'Prendre rendez-vous', layout: 'marketing', area: 'mf_marketing' },
  { path: '/guide', title: 'Guide', layout: 'marketing', area: 'mf_marketing' },
  { path: '/search', title: 'Trouver un professionnel', layout: 'marketing', area: 'mf_marketing' },
  { path: '/pilot', title: 'Programme pilote', layout: 'default', area: 'mf_marketing' },
  { path: '/pro', title: 'Espace professionnel', layout: 'default', area: 'mf_marketing' },
  { path: '/pro/login', title: 'Connexion', layout: 'default', area: 'mf_auth', guestOnly: true },
  { path: '/pro/forgot', title: 'Mot de passe oublié', layout: 'default', area: 'mf_auth' },
  { path: '/pro/signup', title: 'Créer un compte', layout: 'default', area: 'mf_auth', guestOnly: true },
  { path: '/pro/accept-invite', title: 'Rejoindre un cabinet', layout: 'default', area: 'mf_auth' },
];

/** The public page at this address, if it is one. */
export function publicPageOf(pathname: string): PublicPage | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return PUBLIC_PAGES.find((page) => page.path === path);
}

/** The pages prerendered at build time: mf-marketing's (the sign-in pages' content is live only). */
export const PRERENDERED_PAGES = PUBLIC_PAGES.filter((page) => page.area === 'mf_marketing');
