/**
 * Seed §4: a chunk load failure reloads the page once per path within 10 seconds — never a
 * reload loop. The time of the last reload of each path is kept in sessionStorage. Never while
 * the browser is offline: the reload could not fetch the page either, and would replace the app —
 * and what the user typed — with the browser's offline page; the caller shows its French panel
 * with « Réessayer » instead.
 */
export const RELOAD_GUARD_MS = 10_000;
export const RELOAD_GUARD_KEY = 'pretoire.chunk-reload';

type Deps = {
  path: string;
  now: number;
  /** navigator.onLine; absent means online. */
  online?: boolean;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
};

const browserDeps = (): Deps => ({
  path: window.location.pathname,
  now: Date.now(),
  online: window.navigator.onLine,
  storage: window.sessionStorage,
  reload: () => window.location.reload(),
});

/** Reloads the page unless offline or this path was already reloaded less than 10 s ago; says whether it did. */
export function reloadOncePerPath(deps: Deps = browserDeps()): boolean {
  if (deps.online === false) return false;
  let reloads: Record<string, number> = {};
  try {
    reloads = JSON.parse(deps.storage.getItem(RELOAD_GUARD_KEY) ?? '{}') as Record<string, number>;
  } catch {
    reloads = {};
  }
  const last = reloads[deps.path];
  if (last !== undefined && deps.now - last < RELOAD_GUARD_MS) return false;
  reloads[deps.path] = deps.now;
  deps.storage.setItem(RELOAD_GUARD_KEY, JSON.stringify(reloads));
  deps.reload();
  return true;
}

/** True for the errors a missing or unreachable chunk or remote entry produces. */
export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /ChunkLoadError|Loading chunk|Loading CSS chunk|Failed to fetch dynamically imported module|RUNTIME-00[18]|ScriptExternalLoadError|Failed to get manifest|Failed to load script/i.test(
    text,
  );
}
