import { PUBLIC_PAGES, publicPageOf } from './publicPages.ts';
import { ROUTES } from './routeTable.ts';

describe('pages publiques', () => {
  it('exactement les routes de mf-marketing dans la table des routes, sans garde', () => {
    const marketing = ROUTES.filter((route) => route.owner === 'mf_marketing');
    expect(marketing.map(({ path, title, layout }) => ({ path, title, layout }))).toEqual(PUBLIC_PAGES);
    for (const route of marketing) expect(route.middleware).toEqual([]);
  });

  it('reconnaît une page publique, avec ou sans barre finale ; rien d’autre', () => {
    expect(publicPageOf('/')?.path).toBe('/');
    expect(publicPageOf('/search/')?.path).toBe('/search');
    expect(publicPageOf('/pro')?.path).toBe('/pro');
    for (const other of ['/pro/login', '/app', '/search/x', '/inconnue', '/Search'])
      expect(publicPageOf(other)).toBeUndefined();
  });
});
