/**
 * The runtime registry of remotes: `/remotes.json` maps each remote's name to the URL of its
 * `mf-manifest.json`. Read at start, so a team redeploys its remote (and edits this file)
 * without rebuilding the shell. An open shell polls it (like the build watch, and on focus):
 * a remote deployed meanwhile is loaded on the next navigation — in place when its shared
 * packages are compatible with the shell's, with a full page load when they are not.
 */
import { useSyncExternalStore } from 'react';
import { getInstance, satisfy } from '@module-federation/enhanced/runtime';
import { httpRequest } from 'shared-ui/public';
import { latestCheck, watchWhileOpen } from '../platform/watchWhileOpen.ts';
import type { RemoteName } from '../routing/routeTable.ts';
import { findIncompatibilities, IncompatibleRemoteError, type SharedRequirement } from './compatibility.ts';

export type RemoteRegistry = Partial<Record<RemoteName, string>>;

/** Every ten minutes by default; PRETOIRE_REGISTRY_POLL_MS shortens it (tests, bench). */
export const DEFAULT_REGISTRY_POLL_MS = 10 * 60 * 1000;

let active: RemoteRegistry = {};
let pending: RemoteRegistry = {};
const listeners = new Set<() => void>();
const manifestChecks = new Map<string, Promise<void>>();

function federation() {
  const instance = getInstance();
  if (!instance) throw new Error('Module Federation n’est pas initialisé.');
  return instance;
}

async function readRegistry(url: string): Promise<RemoteRegistry> {
  const response = await httpRequest(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Registre des modules illisible (${response.status})`);
  return (await response.json()) as RemoteRegistry;
}

/**
 * The script Module Federation loads for a remote: its `remoteEntry.js`, next to the manifest
 * (tooling's createFederatedConfig). The shell reads the manifest itself (checkCompatible), so the
 * federation runtime is built without its manifest ("snapshot") code, which every page would carry.
 */
export function remoteEntryOf(manifestUrl: string): string {
  return new URL('remoteEntry.js', new URL(manifestUrl, window.location.href)).href;
}

function activate(entries: RemoteRegistry, force: boolean): void {
  active = { ...active, ...entries };
  federation().registerRemotes(
    Object.entries(entries).map(([name, manifest]) => ({ name, entry: remoteEntryOf(manifest) })),
    force ? { force: true } : undefined,
  );
  for (const listener of listeners) listener();
}

export async function loadRegistry(url = '/remotes.json'): Promise<RemoteRegistry> {
  activate(await readRegistry(url), false);
  return active;
}

/** The versions of the shared packages this shell provides (what it was built with). */
function providedVersions(): Record<string, string> {
  const instance = federation();
  const provided: Record<string, string> = {};
  for (const [name, versions] of Object.entries(instance.options.shared)) {
    const own = versions.find((shared) => shared.from === instance.name) ?? versions[0];
    if (own?.version) provided[name] = own.version;
  }
  return provided;
}

async function fetchRequirements(entry: string): Promise<SharedRequirement[]> {
  const response = await httpRequest(entry, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Manifeste illisible (${response.status})`);
  const manifest = (await response.json()) as { shared?: SharedRequirement[] };
  return manifest.shared ?? [];
}

/**
 * Refuses a remote whose manifest requires shared versions this shell does not provide. An
 * unreadable manifest is left to Module Federation, whose own failure shows the usual panel.
 */
function checkCompatible(remote: RemoteName, entry: string): Promise<void> {
  let check = manifestChecks.get(entry);
  if (!check) {
    check = fetchRequirements(entry).then(
      (requirements) => {
        const problems = findIncompatibilities(requirements, providedVersions(), satisfy);
        if (problems.length > 0) throw new IncompatibleRemoteError(remote, problems);
      },
      () => {
        manifestChecks.delete(entry);
      },
    );
    manifestChecks.set(entry, check);
  }
  return check;
}

/**
 * Downloads a remote's entry script while its manifest is checked, without running it: Module
 * Federation's script tag, added once the check passes, takes it from the preload — one round
 * trip less before a remote's first block or page shows (the dashboard waits on three).
 */
function preloadEntry(entry: string): void {
  if (manifestChecks.has(entry)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = remoteEntryOf(entry);
  document.head.append(link);
}

/** Loads an exposed module of a remote, e.g. loadExposed('mf_calendar', './app'). */
export async function loadExposed<T>(remote: RemoteName, exposed: string): Promise<T> {
  const entry = active[remote];
  if (!entry) throw new Error(`Module inconnu du registre : ${remote}`);
  preloadEntry(entry);
  await checkCompatible(remote, entry);
  const module = await federation().loadRemote<T>(`${remote}/${exposed.replace(/^\.\//, '')}`);
  if (!module) throw new Error(`Module introuvable : ${remote}/${exposed}`);
  return module;
}

/** Forgets a remote's failed load so the next attempt fetches its manifest again. */
export function forgetRemote(remote: RemoteName): void {
  const entry = active[remote];
  if (!entry) return;
  manifestChecks.delete(entry);
  federation().registerRemotes([{ name: remote, entry: remoteEntryOf(entry) }], { force: true });
}

/** The registry read under way, if any: a navigation meanwhile waits for what it brings. */
const registryCheck = latestCheck<RemoteRegistry>();

/** Reads the registry again and notes the remotes whose deployed version changed. */
export function checkRegistry(url = '/remotes.json'): Promise<RemoteRegistry> {
  return registryCheck.run(
    (async () => {
      try {
        const latest = await readRegistry(`${url}?${Date.now()}`);
        for (const [name, entry] of Object.entries(latest) as [RemoteName, string][]) {
          if (entry !== active[name]) pending[name] = entry;
          else delete pending[name];
        }
      } catch (error) {
        console.warn('Prétoire : vérification du registre des modules impossible', error);
      }
      return pending;
    })(),
  );
}

/** Whether a navigation has a new version to take: noted already, or perhaps in the read under way. */
export function hasPendingRemotes(): boolean {
  return registryCheck.underWay() !== null || Object.keys(pending).length > 0;
}

/**
 * Called on navigation. Compatible new versions replace the old ones in place (the areas showing
 * them mount again); an incompatible one asks the caller for a full page load, which fetches the
 * shell deployed with it. Returns 'reload' or 'done'.
 */
export async function applyPendingRemotes(): Promise<'reload' | 'done'> {
  // A registry read under way (the tab just came back): its answer is this navigation's.
  await registryCheck.underWay();
  const updates = pending;
  pending = {};
  const compatible: RemoteRegistry = {};
  for (const [name, entry] of Object.entries(updates) as [RemoteName, string][]) {
    try {
      await checkCompatible(name, entry);
      compatible[name] = entry;
    } catch (error) {
      if (error instanceof IncompatibleRemoteError) return 'reload';
      pending[name] = entry; // unreadable for now: try again on the next navigation
    }
  }
  if (Object.keys(compatible).length > 0) activate(compatible, true);
  return 'done';
}

/** Starts polling the registry; returns a function that stops it. */
export function startRegistryWatch(
  intervalMs = Number(process.env.PRETOIRE_REGISTRY_POLL_MS) || DEFAULT_REGISTRY_POLL_MS,
): () => void {
  return watchWhileOpen(() => void checkRegistry(), intervalMs);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The entry (manifest URL) of the version of a remote the shell currently mounts. */
export function useRemoteEntry(remote: RemoteName): string | undefined {
  return useSyncExternalStore(subscribe, () => active[remote]);
}

/** Tests start from an empty registry. */
export function resetRegistryForTests(): void {
  active = {};
  pending = {};
  registryCheck.reset();
  manifestChecks.clear();
}
