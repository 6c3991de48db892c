/**
 * `npm start`: the Auth emulator with the demo accounts, the shell on :3000 and the seven
 * remotes on 3001–3007, in one terminal with prefixed output. Ctrl-C stops every child.
 */
import path from 'node:path';
import concurrently from 'concurrently';
import { APPS, repoRoot, SHELL_URL } from '../apps.ts';
import { DEMO } from '../emulator.ts';

const owner = DEMO.accounts.find((account) => account.role === 'owner')!;

const { result } = concurrently(
  [
    { command: 'pretoire-emulator --quiet', name: 'auth', cwd: repoRoot, prefixColor: 'yellow' },
    ...APPS.map((app) => ({
      command: 'pretoire-webpack serve',
      name: app.dir,
      cwd: path.join(repoRoot, app.dir),
      prefixColor: app.dir === 'shell' ? 'green' : 'cyan',
    })),
  ],
  { prefix: 'name', padPrefix: true, killOthersOn: ['failure'], killSignal: 'SIGTERM' },
);

async function waitForShell(): Promise<void> {
  for (;;) {
    try {
      const responses = await Promise.all(APPS.map((app) => fetch(`http://localhost:${app.port}/`)));
      if (responses.every((response) => response.ok)) return;
    } catch {
      // still starting
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

void waitForShell().then(() => {
  console.log(`\nPrétoire est prêt : ${SHELL_URL}`);
  console.log(`Connexion de démonstration : ${owner.email} / ${DEMO.password}`);
  console.log('Ctrl-C arrête tout.\n');
});

// Ctrl-C ends every child; a child that fails ends the others and the whole run.
result.then(
  () => process.exit(0),
  () => process.exit(1),
);
