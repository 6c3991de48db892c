import { checkRegistry, loadRegistry, resetRegistryForTests } from '../remotes/registry.ts';
import { checkLatestBuild, resetBuildWatchForTests } from './buildWatch.ts';
import { takeUpdates, takeUpdatesOnNavigation } from './updateOnNavigation.ts';
import { federation, serve, V1, V2 } from '../test/federation.ts';

jest.mock('@module-federation/enhanced/runtime', () => jest.requireActual('../test/federation.ts').runtime());

const { registerRemotes } = federation;

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
    serve({ mf_research: V2 }, { build: 'build-plus-recent' });
    await checkLatestBuild('dev');
    await expect(takeUpdates()).resolves.toBe('reload');
    expect(swappedIn()).toBe(false);
  });
});
