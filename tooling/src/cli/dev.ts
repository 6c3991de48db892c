/**
 * `npm start`: first the shared backend (Auth and Firestore emulators, generated rules, demo
 * cabinet; see localBackend.ts), waited for on its own readiness — then the shell on :3000 and
 * the seven remotes on 3001–3007, in one terminal with prefixed output. Ctrl-C stops everything.
 *   npm start -- --fresh   the demo cabinet written again from scratch
 */
import path from 'node:path';
import concurrently from 'concurrently';
import { APPS, repoRoot, SHELL_URL } from '../apps.ts';
import { DEMO } from '../emulator.ts';
import { startLocalBackend } from '../localBackend.ts';

const owner = DEMO.accounts.find((account) => account.role === 'owner')!;
const started = Date.now();

console.log('Démarrage des émulateurs (Auth, Firestore)…');
let backend: Awaited<ReturnType<typeof startLocalBackend>>;
try {
  backend = await startLocalBackend({ watchRules: true, fresh: process.argv.includes('--fresh') });
} catch (error) {
  console.error(`\nPrétoire ne peut pas démarrer : ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

const { result, commands } = concurrently(
  APPS.map((app) => ({
    command: 'pretoire-webpack serve',
    name: app.dir,
    cwd: path.join(repoRoot, app.dir),
    prefixColor: app.dir === 'shell' ? 'green' : 'cyan',
    env: { PRETOIRE_DATA_BACKEND: backend.backend },
  })),
  { prefix: 'name', padPrefix: true, killOthersOn: ['failure'], killSignal: 'SIGTERM' },
);

async function waitForApps(): Promise<void> {
  for (;;) {
    try {
      const responses = await Promise.all(APPS.map((app) => fetch(`http://localhost:${app.port}/`)));
      if (responses.every((response) => response.ok)) return;
    } catch {
      // still compiling
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

void waitForApps().then(() => {
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`\nPrétoire est prêt en ${seconds} s : ${SHELL_URL}`);
  console.log(
    backend.backend === 'firestore'
      ? 'Données partagées : émulateur Firestore (127.0.0.1:8080) — deux navigateurs voient le travail l’un de l’autre.'
      : 'Données locales à chaque navigateur (IndexedDB) : démonstration sur un seul navigateur.',
  );
  console.log(`Connexion de démonstration : ${owner.email} / ${DEMO.password}`);
  console.log('Ctrl-C arrête tout.\n');
});

const stopAll = () => {
  for (const command of commands) command.kill('SIGTERM');
  backend.stop();
};
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);

// Ctrl-C ends every child; a compiler that fails ends the others and the whole run.
result.then(
  () => {
    backend.stop();
    process.exit(0);
  },
  () => {
    backend.stop();
    process.exit(1);
  },
);
