import type { SessionState } from 'shared-auth';
import {
  assertKnownMiddleware,
  isExternalTarget,
  isWorkArea,
  needsSession,
  runMiddleware,
  sectionMiddleware,
} from './middleware.ts';
import { matchRoute } from './matchRoute.ts';
import { ROUTES } from './routeTable.ts';

const notReady: SessionState = { user: null, token: null, initialized: false };
const signedOut: SessionState = { user: null, token: null, initialized: true };
const signedIn: SessionState = {
  user: { id: 'u', email: 'u@x.fr', name: 'U', role: 'owner' },
  token: 't',
  initialized: true,
};

function decide(url: string, session: SessionState, accountSetup = false) {
  const { pathname, search, hash } = new URL(url, 'https://pretoire.test');
  const names = matchRoute(pathname)?.route.middleware ?? sectionMiddleware(pathname);
  return runMiddleware(names, { pathname, search, hash, session, accountSetup });
}

describe('gardes de /app (spec §2)', () => {
  it('non initialisée : vers /app/loader avec le chemin complet', () => {
    expect(decide('/app/cases/abc?tab=docs#notes', notReady)).toEqual({
      kind: 'redirect',
      to: `/app/loader?redirect=${encodeURIComponent('/app/cases/abc?tab=docs#notes')}`,
    });
  });
  it('initialisée sans utilisateur : vers /pro/login avec le chemin', () => {
    expect(decide('/app/billing?x=1', signedOut)).toEqual({
      kind: 'redirect',
      to: `/pro/login?redirect=${encodeURIComponent('/app/billing?x=1')}`,
    });
  });
  it('avec utilisateur : la route s’affiche', () => {
    expect(decide('/app/billing', signedIn)).toEqual({ kind: 'next' });
  });
  it('/app/loader n’est jamais gardée', () => {
    expect(decide('/app/loader?redirect=/app', notReady)).toEqual({ kind: 'next' });
  });
  it('une adresse inconnue sous /app reste gardée', () => {
    expect(decide('/app/inconnue', signedOut)).toMatchObject({
      kind: 'redirect',
      to: expect.stringMatching(/^\/pro\/login\?redirect=/),
    });
  });
});

describe('gardes de /pro (spec §2)', () => {
  it.each(['/pro', '/pro/login', '/pro/signup', '/pro/forgot', '/pro/accept-invite'])('%s est public', (path) => {
    expect(decide(path, signedOut)).toEqual({ kind: 'next' });
  });
  it('une autre page /pro sans utilisateur : vers /pro/login avec le chemin', () => {
    expect(decide('/pro/compte', signedOut)).toEqual({
      kind: 'redirect',
      to: `/pro/login?redirect=${encodeURIComponent('/pro/compte')}`,
    });
  });
  it('une autre page /pro attend l’initialisation', () => {
    expect(decide('/pro/compte', notReady)).toEqual({ kind: 'wait' });
  });
  it.each(['/pro/login', '/pro/signup'])(
    'garde supplémentaire : %s renvoie un utilisateur connecté vers /app',
    (path) => {
      expect(decide(path, signedIn)).toEqual({ kind: 'redirect', to: '/app' });
    },
  );
  it('garde supplémentaire : vers le redirect de la page quand il est sur ce site, jamais ailleurs', () => {
    expect(decide(`/pro/login?redirect=${encodeURIComponent('/app/settings/billing?x=1')}`, signedIn)).toEqual({
      kind: 'redirect',
      to: '/app/settings/billing?x=1',
    });
    expect(decide(`/pro/login?redirect=${encodeURIComponent('//evil.example/app')}`, signedIn)).toEqual({
      kind: 'redirect',
      to: '/app',
    });
  });
  it('garde supplémentaire : pas pendant qu’une inscription écrit encore le compte qu’elle vient de créer', () => {
    expect(decide('/pro/signup?etape=preferences', signedIn, true)).toEqual({ kind: 'next' });
    expect(decide('/pro/signup?etape=preferences', signedIn, false)).toEqual({ kind: 'redirect', to: '/app' });
  });
  it('/pro/forgot et /pro/accept-invite restent ouvertes à un utilisateur connecté', () => {
    expect(decide('/pro/forgot', signedIn)).toEqual({ kind: 'next' });
    expect(decide('/pro/accept-invite', signedIn)).toEqual({ kind: 'next' });
  });
});

describe('middleware nommés', () => {
  it('toutes les routes de la table nomment des middleware connus', () => {
    expect(() => assertKnownMiddleware(ROUTES)).not.toThrow();
  });
  it('un nom inconnu lève une erreur au démarrage', () => {
    const routes = [{ ...ROUTES[0]!, middleware: ['inexistant'] }];
    expect(() => assertKnownMiddleware(routes)).toThrow('Middleware de route inconnu : « inexistant »');
  });
  it('une cible sur une autre origine est externe (navigation complète)', () => {
    expect(isExternalTarget('https://ailleurs.example/x', 'https://pretoire.test')).toBe(true);
    expect(isExternalTarget('/app', 'https://pretoire.test')).toBe(false);
  });
  it('un middleware qui redirige hors de l’application donne une cible externe', () => {
    const result = runMiddleware(
      ['sortie'],
      { pathname: '/', search: '', hash: '', session: signedIn },
      { sortie: () => ({ kind: 'redirect', to: 'https://ailleurs.example/' }) },
    );
    expect(result).toEqual({ kind: 'redirect', to: 'https://ailleurs.example/' });
  });
});

describe('validation des routes', () => {
  it('un identifiant impossible échoue en 404', () => {
    const match = matchRoute('/app/cases/ab%20cd');
    expect(match?.route.validate?.(match.params)).toEqual({ status: 404 });
  });
  it('un slug d’article invalide échoue en 404', () => {
    const match = matchRoute('/app/research/articles/Not_A_Slug');
    expect(match?.route.validate?.(match.params)).toEqual({ status: 404 });
  });
  it('les adresses statiques passent avant les paramètres', () => {
    expect(matchRoute('/app/research/doc')?.route.path).toBe('/app/research/doc');
    expect(matchRoute('/app/research/articles')?.route.path).toBe('/app/research/articles');
    expect(matchRoute('/app/research/r-1')?.route.path).toBe('/app/research/:id');
  });
});

describe('écrans réservés au titulaire (PRODUCT.md)', () => {
  it('exactement les quatre écrans prévus', () => {
    expect(
      ROUTES.filter((route) => route.ownerOnly)
        .map((route) => route.path)
        .sort(),
    ).toEqual(['/app/settings/billing', '/app/settings/subscription', '/app/settings/team', '/app/teammates/new']);
  });
});

describe('ce que charge une page selon son adresse', () => {
  it('l’espace de travail (/app…) seul lit les données d’un cabinet ; /pro… demande la session sans elles', () => {
    for (const path of ['/app', '/app/cases', '/app/loader']) expect(isWorkArea(path)).toBe(true);
    for (const path of ['/application', '/pro/login', '/pro', '/', '/search']) expect(isWorkArea(path)).toBe(false);
    expect(needsSession('/pro/login')).toBe(true);
    expect(needsSession('/app/cases')).toBe(true);
    expect(needsSession('/pro')).toBe(false);
    expect(needsSession('/search')).toBe(false);
  });
});
