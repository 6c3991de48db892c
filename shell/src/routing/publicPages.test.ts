import { PRERENDERED_PAGES, PUBLIC_PAGES, publicPageOf } from './publicPages.ts';
import { ROUTES } from './routeTable.ts';

describe('pages publiques', () => {
  it('exactement les routes de mf-marketing et de mf-auth dans la table des routes ; seules connexion et inscription sont gardées', () => {
    const pages = ROUTES.filter((route) => route.owner === 'mf_marketing' || route.owner === 'mf_auth');
    expect(pages.map(({ path, title, layout, owner }) => ({ path, title, layout, area: owner }))).toEqual(
      PUBLIC_PAGES.map(({ path, title, layout, area }) => ({ path, title, layout, area })),
    );
    for (const route of pages)
      expect(route.middleware).toEqual(['/pro/login', '/pro/signup'].includes(route.path) ? ['guest'] : []);
    expect(PUBLIC_PAGES.filter((page) => page.guestOnly).map((page) => page.path)).toEqual([
      '/pro/login',
      '/pro/signup',
    ]);
  });

  it('seules les pages de mf-marketing sont prérendues', () => {
    expect(PRERENDERED_PAGES.map((page) => page.path)).toEqual(['/', '/book', '/guide', '/search', '/pilot', '/pro']);
  });

  it('reconnaît une page publique, avec ou sans barre finale ; rien d’autre', () => {
    expect(publicPageOf('/')?.path).toBe('/');
    expect(publicPageOf('/search/')?.path).toBe('/search');
    expect(publicPageOf('/pro')?.path).toBe('/pro');
    expect(publicPageOf('/pro/login')?.area).toBe('mf_auth');
    for (const other of ['/pro/inconnue', '/app', '/search/x', '/inconnue', '/Search'])
      expect(publicPageOf(other)).toBeUndefined();
  });
});
