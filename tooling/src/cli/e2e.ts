/**
 * `pretoire-e2e`: makes sure Debian's Chromium is there (installs it when we are root), then
 * runs the Playwright journeys. Extra arguments go to `playwright test`.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../apps.ts';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!fs.existsSync(chromiumPath)) {
  if (process.getuid?.() === 0) {
    console.log('Chromium est absent : installation du paquet Debian « chromium »…');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } else {
    console.error(
      `Chromium est introuvable (${chromiumPath}). Installez-le : sudo apt-get install chromium, ou indiquez CHROMIUM_PATH.`,
    );
    process.exit(1);
  }
}

const result = spawnSync(
  path.join(repoRoot, 'node_modules', '.bin', 'playwright'),
  ['test', '--config', path.join(repoRoot, 'tooling', 'playwright.config.ts'), ...process.argv.slice(2)],
  { stdio: 'inherit', cwd: repoRoot },
);
process.exit(result.status ?? 1);
