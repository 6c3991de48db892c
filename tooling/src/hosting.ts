/**
 * A local hosting tree laid out as static hosting would hold it, so that delivering one app
 * alone can be done and tested here:
 *
 *   .hosting/<app>/<versionId>/…     one immutable folder per deployed build of an app
 *   .hosting/<app>/history.json      { current, versions: newest first } — what rollback reads
 *   .hosting/shell/remotes.json      the environment's registry: remote name → its manifest URL
 *
 * `serve:hosting` serves each app on its own origin (port + HOSTING_PORT_OFFSET): a remote's
 * versions side by side under /<versionId>/, the shell's current version at the root.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { APPS, type AppInfo, appByName, repoRoot, SHELL_APP_PAGE } from './apps.ts';
import { composePublicPages } from './prerender/index.ts';
import { writeAtomically } from './writeAtomically.ts';

export const hostingDir = () => process.env.PRETOIRE_HOSTING_DIR ?? path.join(repoRoot, '.hosting');
/** Hosting ports sit apart from `npm run serve`'s (3000–3007) so both can run. */
export const HOSTING_PORT_OFFSET = 1000;
/** Versions kept per app; older folders are removed, never the current or the previous one. */
export const KEEP_VERSIONS = 5;

export type History = { current: string | null; versions: string[] };

export function hostingPort(app: AppInfo): number {
  return app.port + HOSTING_PORT_OFFSET;
}

export function appByDir(dir: string): AppInfo {
  const app = APPS.find((candidate) => candidate.dir === dir || candidate.name === dir);
  if (!app) throw new Error(`Application inconnue : ${dir} (attendu : ${APPS.map((a) => a.dir).join(', ')})`);
  return app;
}

const historyFile = (app: AppInfo) => path.join(hostingDir(), app.dir, 'history.json');
export const registryFile = () => path.join(hostingDir(), 'shell', 'remotes.json');
/** The public pages composed from the current shell and mf-marketing (served before the shell's files). */
export const publicPagesDir = () => path.join(hostingDir(), 'shell', 'public-pages');

export function readHistory(app: AppInfo): History {
  try {
    return JSON.parse(fs.readFileSync(historyFile(app), 'utf8')) as History;
  } catch {
    return { current: null, versions: [] };
  }
}

/** A version id from the build's content: the same build deployed twice is one version. */
export function versionIdOf(distDir: string): string {
  const hash = crypto.createHash('sha256');
  const files = fs
    .readdirSync(distDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => fs.statSync(path.join(distDir, file)).isFile())
    .sort();
  for (const file of files) {
    hash.update(file);
    hash.update(fs.readFileSync(path.join(distDir, file)));
  }
  return hash.digest('hex').slice(0, 12);
}

export function manifestUrl(app: AppInfo, version: string): string {
  return `http://localhost:${hostingPort(app)}/${version}/mf-manifest.json`;
}

function readRegistry(): Record<string, string> {
  try {
    return JSON.parse(fs.readFileSync(registryFile(), 'utf8')) as Record<string, string>;
  } catch {
    return {};
  }
}

/** Points the environment's registry at `version` of a remote (the shell picks it up at run time). */
function switchRegistry(app: AppInfo, version: string): void {
  if (app.dir === 'shell') return;
  const registry = { ...readRegistry(), [app.name]: manifestUrl(app, version) };
  writeAtomically(registryFile(), `${JSON.stringify(registry, null, 2)}\n`);
}

function writeHistory(app: AppInfo, history: History): void {
  writeAtomically(historyFile(app), `${JSON.stringify(history, null, 2)}\n`);
}

/** Publishes `<app>/dist` as a new immutable version and makes it current. */
export function deploy(app: AppInfo, distDir = path.join(repoRoot, app.dir, 'dist')): string {
  if (!fs.existsSync(path.join(distDir, 'mf-manifest.json')) && !fs.existsSync(path.join(distDir, SHELL_APP_PAGE)))
    throw new Error(`Aucun build de ${app.dir} dans ${distDir} : lancez d’abord npm run build -w ${app.dir}.`);
  const version = versionIdOf(distDir);
  const target = path.join(hostingDir(), app.dir, version);
  if (!fs.existsSync(target)) {
    const staging = `${target}.${process.pid}.tmp`;
    fs.cpSync(distDir, staging, { recursive: true });
    fs.renameSync(staging, target);
  }
  const history = readHistory(app);
  const versions = [version, ...history.versions.filter((id) => id !== version)];
  const kept = versions.slice(0, KEEP_VERSIONS);
  for (const old of versions.slice(KEEP_VERSIONS))
    fs.rmSync(path.join(hostingDir(), app.dir, old), { recursive: true, force: true });
  // Registry first, then history: a crash in between leaves a registry that still works.
  switchRegistry(app, version);
  writeHistory(app, { current: version, versions: kept });
  recomposePublicPages(app);
  return version;
}

/**
 * A new shell or mf-marketing is current: its public pages are composed again from the two
 * current versions, in a fresh folder swapped in whole (a visitor never gets half the pages).
 */
function recomposePublicPages(changed: AppInfo): void {
  if (changed.dir !== 'shell' && changed.dir !== 'mf-marketing') return;
  const currentDir = (app: AppInfo) => {
    const current = readHistory(app).current;
    return current ? path.join(hostingDir(), app.dir, current) : undefined;
  };
  const shellDist = currentDir(appByName('shell'));
  const marketingDist = currentDir(appByName('mf_marketing'));
  const target = publicPagesDir();
  const staging = `${target}.${process.pid}.tmp`;
  fs.rmSync(staging, { recursive: true, force: true });
  if (shellDist && marketingDist) composePublicPages({ shellDist, marketingDist, outDir: staging });
  const old = `${target}.${process.pid}.old`;
  if (fs.existsSync(target)) fs.renameSync(target, old);
  if (fs.existsSync(staging)) fs.renameSync(staging, target);
  fs.rmSync(old, { recursive: true, force: true });
}

/** Makes the version deployed before the current one current again. */
export function rollback(app: AppInfo): string {
  const history = readHistory(app);
  const index = history.current ? history.versions.indexOf(history.current) : -1;
  const previous = history.versions[index + 1];
  if (!previous) throw new Error(`Aucune version précédente de ${app.dir} à remettre en service.`);
  switchRegistry(app, previous);
  writeHistory(app, { current: previous, versions: history.versions });
  recomposePublicPages(app);
  return previous;
}
