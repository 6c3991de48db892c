/**
 * `pretoire-emulator`: runs the Auth emulator in the foreground with the demo accounts seeded
 * and production-like error codes. Used by `npm start` and by the end-to-end tests. When an
 * emulator already answers on its port, that one is seeded and reused.
 */
import {
  AUTH_EMULATOR_URL,
  DEMO,
  emulatorIsUp,
  seedDemoAccounts,
  setImprovedEmailPrivacy,
  startAuthEmulator,
  waitForEmulator,
} from '../emulator.ts';

const quiet = process.argv.includes('--quiet');

if (await emulatorIsUp()) {
  console.log(`Un émulateur Auth répond déjà sur ${AUTH_EMULATOR_URL} : il est réutilisé.`);
  // Stay in the foreground like a server, until stopped.
  setInterval(() => undefined, 1 << 30);
  process.on('SIGINT', () => process.exit(0));
  process.on('SIGTERM', () => process.exit(0));
} else {
  const child = startAuthEmulator();
  child.stdout?.on('data', (chunk: Buffer) => {
    if (!quiet) process.stdout.write(chunk);
  });
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  child.on('exit', (code) => process.exit(code ?? 1));
  const stop = () => child.kill('SIGINT');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  await waitForEmulator();
}

await seedDemoAccounts();
await setImprovedEmailPrivacy(true);
console.log(
  `Émulateur Auth prêt sur ${AUTH_EMULATOR_URL} — ${DEMO.accounts.length} comptes de démonstration (mot de passe : ${DEMO.password})`,
);
