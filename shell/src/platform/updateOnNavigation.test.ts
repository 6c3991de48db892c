import { checkRegistry, loadRegistry, resetRegistryForTests } from '../remotes/registry.ts';
import { checkLatestBuild, resetBuildWatchForTests } from './buildWatch.ts';
import { takeUpdates, takeUpdatesOnNavigation } from './updateOnNavigation.ts';

// The edge of the unit: the Module Federation instance (the shell provides shared-ui 1.0.0).
const registerRemotes = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  ...jest.requireActual('@module-federation/enhanced/runtime'),
  getInstance: () => ({
    name: 'mf_shell',
    options: { shared: { 'shared-ui': [{ version: '1.0.0', from: 'mf_shell' }] } },
    registerRemotes,
    loadRemote: jest.fn(),
  }),
}));

const V1 = 'http://localhost:4005/mf_research/v1/mf-manifest.json';
const V2 = 'http://localhost:4005/mf_research/v2/mf-manifest.json';
const json = (body: unknown) => ({ ok: true, status: 200, json: async () => body }) as Response;

/** The deployed registry and build; every manifest asks for shared-ui ^1.0.0. */
function serve(registry: Record<string, string>, build = 'dev') {
  global.fetch = jest.fn(async (input: string | URL | Request) => {
    const url = String(input);
    if (url.startsWith('/remotes.json')) return json(registry);
    if (url.startsWith('/builds/latest.json')) return json({ id: build });
    return json({ shared: [{ name: 'shared-ui', requiredVersion: '^1.0.0' }] });
  }) as unknown as typeof fetch;
}

/** single-spa's popstate after a pushState or replaceState (urlRerouteOnly). */
function routingEvent(trigger: 'pushState' | 'replaceState'): PopStateEvent {
  return Object.assign(new PopStateEvent('popstate'), { singleSpa: true, singleSpaTrigger: trigger });
}

const swappedIn = () =>
  registerRemotes.mock.calls.some(([remotes, options]) => remotes[0]?.entry.includes('/v2/') && options?.force);

let stop: () => void = () => undefined;

beforeEach(async () => {
  resetRegistryForTests();
  resetBuildWatchForTests();
  registerRemotes.mockClear();
  serve({ mf_research: V1 });
  await loadRegistry();
  serve({ mf_research: V2 });
  await checkRegistry();
  stop = takeUpdatesOnNavigation();
});

afterEach(() => stop());

describe('les nouvelles versions sont prises à la navigation', () => {
  it('un module redéployé est pris au pushState suivant, même sans rendu de React entre-temps', async () => {
    window.dispatchEvent(routingEvent('pushState'));
    // Back at once: the routers may render only this one (transitions); the swap still happens.
    window.dispatchEvent(new PopStateEvent('popstate'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(swappedIn()).toBe(true);
  });

  it('un retour arrière (popstate du navigateur) le prend aussi', async () => {
    window.dispatchEvent(new PopStateEvent('popstate'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(swappedIn()).toBe(true);
  });

  it('un replaceState (les filtres d’une liste écrits dans l’adresse) ne le prend pas', async () => {
    window.dispatchEvent(routingEvent('replaceState'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(swappedIn()).toBe(false);
  });

  it('un nouveau build du shell demande un rechargement complet, avant tout module', async () => {
    serve({ mf_research: V2 }, 'build-plus-recent');
    await checkLatestBuild('dev');
    await expect(takeUpdates()).resolves.toBe('reload');
    expect(swappedIn()).toBe(false);
  });
});
