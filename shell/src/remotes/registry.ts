/**
 * The runtime registry of remotes: `/remotes.json` maps each remote's name to the URL of its
 * `mf-manifest.json`. Read at start, so a team redeploys its remote (and edits this file)
 * without rebuilding the shell.
 */
import { getInstance } from '@module-federation/enhanced/runtime';
import { httpRequest } from 'shared-ui';
import type { RemoteName } from '../routing/routeTable.ts';

export type RemoteRegistry = Partial<Record<RemoteName, string>>;

let registry: RemoteRegistry = {};

function federation() {
  const instance = getInstance();
  if (!instance) throw new Error('Module Federation n’est pas initialisé.');
  return instance;
}

export async function loadRegistry(url = '/remotes.json'): Promise<RemoteRegistry> {
  const response = await httpRequest(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Registre des modules illisible (${response.status})`);
  registry = (await response.json()) as RemoteRegistry;
  federation().registerRemotes(Object.entries(registry).map(([name, entry]) => ({ name, entry })));
  return registry;
}

/** Loads an exposed module of a remote, e.g. loadExposed('mf_calendar', './app'). */
export async function loadExposed<T>(remote: RemoteName, exposed: string): Promise<T> {
  if (!registry[remote]) throw new Error(`Module inconnu du registre : ${remote}`);
  const module = await federation().loadRemote<T>(`${remote}/${exposed.replace(/^\.\//, '')}`);
  if (!module) throw new Error(`Module introuvable : ${remote}/${exposed}`);
  return module;
}

/** Forgets a remote's failed load so the next attempt fetches its manifest again. */
export function forgetRemote(remote: RemoteName): void {
  const entry = registry[remote];
  if (entry) federation().registerRemotes([{ name: remote, entry }], { force: true });
}
