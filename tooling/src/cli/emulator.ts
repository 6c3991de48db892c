/**
 * `pretoire-emulator`: the local shared backend in the foreground (Auth and Firestore emulators,
 * generated rules, demo accounts and cabinet) until stopped; once ready it answers on
 * BACKEND_READY_URL. Used by the end-to-end tests and the benchmarks; `npm start` starts the same
 * backend itself before its compilers.
 *   --verbose    the emulators' own logs
 *   --fresh      clear the Firestore data and seed the demo cabinet again
 *   --auth-only  Auth alone: what the per-browser build's tests need
 */
import { serveReadiness, startLocalBackend } from '../localBackend.ts';

try {
  const { backend, stop } = await startLocalBackend({
    verbose: process.argv.includes('--verbose'),
    fresh: process.argv.includes('--fresh'),
    authOnly: process.argv.includes('--auth-only'),
  });
  const server = serveReadiness(backend);
  const quit = () => {
    server.close();
    stop();
    process.exit(0);
  };
  process.on('SIGINT', quit);
  process.on('SIGTERM', quit);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
