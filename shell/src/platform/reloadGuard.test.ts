import { isChunkLoadError, reloadOncePerPath, RELOAD_GUARD_MS } from './reloadGuard.ts';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('rechargement après un échec de chargement (spec §4)', () => {
  it('recharge une fois par chemin dans les 10 secondes, jamais en boucle', () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    expect(reloadOncePerPath({ path: '/app/billing', now: 1000, storage, reload })).toBe(true);
    expect(reloadOncePerPath({ path: '/app/billing', now: 1000 + RELOAD_GUARD_MS - 1, storage, reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });
  it('hors ligne, ne recharge pas : la page du navigateur hors ligne remplacerait l’application et les saisies', () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    expect(reloadOncePerPath({ path: '/app/billing', now: 1000, online: false, storage, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    // Back online, the path still has its one reload.
    expect(reloadOncePerPath({ path: '/app/billing', now: 2000, online: true, storage, reload })).toBe(true);
  });
  it('un autre chemin a droit à son rechargement', () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    reloadOncePerPath({ path: '/app/billing', now: 1000, storage, reload });
    expect(reloadOncePerPath({ path: '/app/calendar', now: 1001, storage, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
  it('après 10 secondes, le même chemin peut recharger de nouveau', () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    reloadOncePerPath({ path: '/app', now: 0, storage, reload });
    expect(reloadOncePerPath({ path: '/app', now: RELOAD_GUARD_MS, storage, reload })).toBe(true);
  });
  it('reconnaît les erreurs de chargement de morceaux', () => {
    expect(isChunkLoadError(Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' }))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error('[ Federation Runtime ]: RUNTIME-008 Failed to load script resources'))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});
