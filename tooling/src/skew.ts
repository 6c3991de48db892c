/**
 * Version-skew machinery for the skew tests and `npm run bench:deploy`: builds "another release"
 * of an app from a patched copy of its sources (under .cache/skew/, never committed), deploys
 * builds into a throw-away hosting tree and serves it as hosting would (ports 4000–4007).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { appByDir, deploy, hostingPort, rollback } from './hosting.ts';
import { repoRoot } from './apps.ts';

export const SKEW_DIR = path.join(repoRoot, '.cache', 'skew');
const BIN = path.join(repoRoot, 'tooling', 'bin');

export type VariantOptions = {
  /** The app's folder, e.g. 'mf-auth'. */
  app: string;
  /** A name for this release, e.g. 'v2'. */
  release: string;
  /** Edits the copy's sources (paths relative to the copy's folder). */
  patch?: (copyDir: string) => void;
  /** Extra environment for the build, e.g. PRETOIRE_SHARED_VERSIONS. */
  env?: Record<string, string>;
};

/** Replaces `from` by `to` in a file, and fails loudly if the text to patch is gone. */
export function patchFile(file: string, from: string, to: string): void {
  const source = fs.readFileSync(file, 'utf8');
  if (!source.includes(from)) throw new Error(`Texte à remplacer introuvable dans ${file} : ${from}`);
  fs.writeFileSync(file, source.replace(from, to));
}

/** Builds a release of an app from a patched copy; returns its dist folder. */
export function buildVariant({ app, release, patch, env = {} }: VariantOptions): string {
  const copy = path.join(SKEW_DIR, release, app);
  fs.rmSync(copy, { recursive: true, force: true });
  fs.mkdirSync(copy, { recursive: true });
  for (const entry of ['src', 'public', 'package.json', 'webpack.config.ts']) {
    const from = path.join(repoRoot, app, entry);
    if (fs.existsSync(from)) fs.cpSync(from, path.join(copy, entry), { recursive: true });
  }
  patch?.(copy);
  execFileSync(process.execPath, [path.join(BIN, 'pretoire-webpack.mjs'), 'build'], {
    cwd: copy,
    env: { ...process.env, PRETOIRE_FAST_BUILD: '1', ...env },
    stdio: 'pipe',
  });
  return path.join(copy, 'dist');
}

/** Copies a build and lets `edit` change it (e.g. the shared ranges its manifest requires). */
export function editedCopy(distDir: string, release: string, edit: (dir: string) => void): string {
  const copy = path.join(SKEW_DIR, release, 'dist');
  fs.rmSync(copy, { recursive: true, force: true });
  // Without the build's precompressed .br/.gz copies, which would still serve the unedited files.
  fs.cpSync(distDir, copy, { recursive: true, filter: (source) => !/\.(br|gz)$/.test(source) });
  edit(copy);
  return copy;
}

/** A hosting tree of its own: deploys and rollbacks go there, and its server serves it. */
export class Hosting {
  private server: ChildProcess | undefined;

  constructor(readonly dir = path.join(SKEW_DIR, 'hosting')) {
    fs.rmSync(dir, { recursive: true, force: true });
  }

  private inTree<T>(action: () => T): T {
    const previous = process.env.PRETOIRE_HOSTING_DIR;
    process.env.PRETOIRE_HOSTING_DIR = this.dir;
    try {
      return action();
    } finally {
      if (previous === undefined) delete process.env.PRETOIRE_HOSTING_DIR;
      else process.env.PRETOIRE_HOSTING_DIR = previous;
    }
  }

  deploy(app: string, distDir = path.join(repoRoot, app, 'dist')): string {
    return this.inTree(() => deploy(appByDir(app), distDir));
  }

  rollback(app: string): string {
    return this.inTree(() => rollback(appByDir(app)));
  }

  get shellUrl(): string {
    return `http://localhost:${hostingPort(appByDir('shell'))}`;
  }

  /** Starts `pretoire-serve --hosting` on this tree and waits until the shell answers. */
  async start(): Promise<void> {
    this.server = spawn(process.execPath, [path.join(BIN, 'pretoire-serve.mjs'), '--hosting'], {
      cwd: repoRoot,
      env: { ...process.env, PRETOIRE_HOSTING_DIR: this.dir },
      stdio: 'ignore',
    });
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      const ready = await fetch(`${this.shellUrl}/remotes.json`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`Le serveur d’hébergement local ne répond pas sur ${this.shellUrl}`);
  }

  stop(): void {
    this.server?.kill('SIGTERM');
  }
}
