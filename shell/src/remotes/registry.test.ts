import {
  applyPendingRemotes,
  checkRegistry,
  hasPendingRemotes,
  loadExposed,
  loadRegistry,
  resetRegistryForTests,
} from './registry.ts';
import { IncompatibleRemoteError } from './compatibility.ts';
import { federation, json, serve, V1, V2 } from '../test/federation.ts';

jest.mock('@module-federation/enhanced/runtime', () => jest.requireActual('../test/federation.ts').runtime());

const { registerRemotes, loadRemote } = federation;

beforeEach(() => {
  resetRegistryForTests();
  document.head.replaceChildren();
  registerRemotes.mockClear();
  loadRemote.mockClear();
});

describe('registre des modules à l’exécution', () => {
  it('note un module redéployé et le remplace sur place à la navigation quand il est compatible', async () => {
    serve({ mf_research: V1 });
    await loadRegistry();
    expect(await checkRegistry()).toEqual({});
    serve({ mf_research: V2 });
    expect(await checkRegistry()).toEqual({ mf_research: V2 });
    expect(hasPendingRemotes()).toBe(true);
    await expect(applyPendingRemotes()).resolves.toBe('done');
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mf_research', entry: 'http://localhost:4005/mf_research/v2/remoteEntry.js' }],
      { force: true },
    );
    expect(hasPendingRemotes()).toBe(false);
  });

  it('une navigation pendant la lecture du registre prend la version qu’elle apporte', async () => {
    serve({ mf_research: V1 });
    await loadRegistry();
    let answer: (response: Response) => void = () => undefined;
    global.fetch = jest.fn((input: string | URL | Request) =>
      String(input).startsWith('/remotes.json')
        ? new Promise<Response>((resolve) => {
            answer = resolve;
          })
        : Promise.resolve(json({ shared: [{ name: 'shared-ui', requiredVersion: '^1.0.0' }] })),
    ) as unknown as typeof fetch;
    const checked = checkRegistry();
    // The user navigates before the registry answered.
    expect(hasPendingRemotes()).toBe(true);
    const navigation = applyPendingRemotes();
    answer(json({ mf_research: V2 }));
    await checked;
    await expect(navigation).resolves.toBe('done');
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mf_research', entry: 'http://localhost:4005/mf_research/v2/remoteEntry.js' }],
      { force: true },
    );
    expect(hasPendingRemotes()).toBe(false);
  });

  it('demande un rechargement complet quand la nouvelle version demande des paquets partagés plus récents', async () => {
    serve({ mf_research: V1 });
    await loadRegistry();
    serve({ mf_research: V2 }, { v2SharedUi: '^2.0.0' });
    await checkRegistry();
    await expect(applyPendingRemotes()).resolves.toBe('reload');
    expect(registerRemotes).toHaveBeenCalledTimes(1);
  });

  it('refuse de monter un module incompatible, avant d’exécuter son code', async () => {
    serve({ mf_research: V2 }, { v2SharedUi: '^1.3.0' });
    await loadRegistry();
    await expect(loadExposed('mf_research', './app')).rejects.toBeInstanceOf(IncompatibleRemoteError);
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('monte un module compatible', async () => {
    serve({ mf_research: V1 });
    await loadRegistry();
    await expect(loadExposed('mf_research', './app')).resolves.toBeDefined();
    expect(loadRemote).toHaveBeenCalledWith('mf_research/app');
  });

  it('télécharge l’entrée du module pendant la vérification de son manifeste, une fois', async () => {
    serve({ mf_research: V1 });
    await loadRegistry();
    const preloads = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => link.href);
    const loading = loadExposed('mf_research', './app');
    // Before the manifest has answered, the entry is already on its way.
    expect(preloads()).toEqual(['http://localhost:4005/mf_research/v1/remoteEntry.js']);
    expect(loadRemote).not.toHaveBeenCalled();
    await loading;
    await loadExposed('mf_research', './other');
    expect(preloads()).toHaveLength(1);
  });

  it('un registre illisible ne change rien et ne casse rien', async () => {
    serve({ mf_research: V1 });
    await loadRegistry();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await checkRegistry()).toEqual({});
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
