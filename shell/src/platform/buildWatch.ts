/**
 * Seed §4 build watch: the shell loads its build's meta file (route rules; a failure is only
 * logged), polls `builds/latest.json?<timestamp>` (every hour by default, and when the tab
 * regains focus), and once a newer build is deployed the next navigation is a full reload.
 */
import { httpRequest } from 'shared-ui';
import { latestCheck, watchWhileOpen } from './watchWhileOpen.ts';

export const DEFAULT_POLL_MS = 60 * 60 * 1000;

export type BuildMeta = { id: string; timestamp: number; routeRules: Record<string, unknown> };

let newerBuild = false;

export function currentBuildId(): string {
  return process.env.PRETOIRE_BUILD_ID ?? 'dev';
}

/** The build check under way, if any: a navigation meanwhile waits for its answer. */
const buildCheck = latestCheck<boolean>();

/** Whether a newer build is deployed, once the check under way (the tab just came back) answered. */
export async function newerBuildAvailable(): Promise<boolean> {
  await buildCheck.underWay();
  return newerBuild;
}

export async function loadBuildMeta(id = currentBuildId()): Promise<BuildMeta | null> {
  try {
    const response = await httpRequest(`/builds/meta/${encodeURIComponent(id)}.json`);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return (await response.json()) as BuildMeta;
  } catch (error) {
    console.warn('Prétoire : manifeste du build illisible', error);
    return null;
  }
}

export function checkLatestBuild(id = currentBuildId()): Promise<boolean> {
  return buildCheck.run(
    (async () => {
      try {
        const response = await httpRequest(`/builds/latest.json?${Date.now()}`, { cache: 'no-store' });
        if (!response.ok) return newerBuild;
        const latest = (await response.json()) as { id?: string };
        if (latest.id && latest.id !== id) newerBuild = true;
      } catch (error) {
        console.warn('Prétoire : vérification du dernier build impossible', error);
      }
      return newerBuild;
    })(),
  );
}

/** Starts polling; returns a function that stops it. */
export function startBuildWatch(
  intervalMs = Number(process.env.PRETOIRE_BUILD_POLL_MS) || DEFAULT_POLL_MS,
): () => void {
  void loadBuildMeta();
  return watchWhileOpen(() => void checkLatestBuild(), intervalMs);
}

/** For tests. */
export function resetBuildWatchForTests(): void {
  newerBuild = false;
  buildCheck.reset();
}
