/**
 * The one shared backend of `npm start` and `npm test`: the Auth emulator and the Firestore
 * emulator with the rules generated from the policy, the demo accounts and the demo cabinet
 * seeded once; the server side (functions/, run locally against the emulator) and the mail
 * catcher it sends to. Every browser on it is a person of the same cabinets. Where Java or the
 * Firestore JAR is missing, only Auth runs and the apps fall back to per-browser IndexedDB.
 */
import { type ChildProcess, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { repoRoot, SHELL_URL } from './apps.ts';
import {
  AUTH_EMULATOR_URL,
  DEMO,
  emulatorIsUp,
  FIRESTORE_EMULATOR_HOST,
  FIRESTORE_RULES_PATH,
  PROJECT_ID,
  firestoreEmulatorUnavailable,
  firestoreIsUp,
  loadFirestoreRules,
  seedDemoAccounts,
  setImprovedEmailPrivacy,
  startAuthEmulator,
  startFirestoreEmulator,
  waitForEmulator,
  waitUntilUp,
} from './emulator.ts';
import { MAIL_INBOX_URL, MAIL_SMTP_URL, mailCatcherIsUp, startMailCatcher } from './mailCatcher.ts';

export type DataBackendName = 'firestore' | 'indexeddb';

/** Answers 200 on /ready once every service is up and seeded (Playwright's webServer waits on it). */
export const BACKEND_READY_PORT = 9010;
export const BACKEND_READY_URL = `http://127.0.0.1:${BACKEND_READY_PORT}/ready`;

export type LocalBackend = { backend: DataBackendName; stop(): void };

type Options = {
  /** Print the emulators' own logs. */
  verbose?: boolean;
  /** Regenerate and reload the rules when the policy changes (npm start). */
  watchRules?: boolean;
  /** Clear the Firestore data and seed the demo again. */
  fresh?: boolean;
  /**
   * Only what the per-browser (IndexedDB) build uses: Auth. No Firestore, server side, mail
   * catcher or plateforme stand-in: its journeys never reach them (their start and the demo's
   * seeding were half a minute before the first test).
   */
  authOnly?: boolean;
  log?: (line: string) => void;
};

const POLICY_SOURCES = ['policy.ts', 'firebaseRules.ts', 'constants.ts'].map((file) =>
  path.join(repoRoot, 'shared-data', 'src', file),
);

function regenerateRules(): void {
  execFileSync(
    path.join(repoRoot, 'node_modules', '.bin', 'tsx'),
    [path.join(repoRoot, 'shared-data', 'scripts', 'generate-rules.ts')],
    {
      cwd: repoRoot,
      stdio: 'pipe',
    },
  );
}

function stopChild(child: ChildProcess): void {
  if (child.exitCode !== null || !child.pid) return;
  try {
    // The Firestore JAR runs in its own process group (detached); Auth is a plain child.
    if (child.spawnargs[0] === 'java') process.kill(-child.pid, 'SIGTERM');
    else child.kill('SIGINT');
  } catch {
    // already gone
  }
}

export async function startLocalBackend(options: Options = {}): Promise<LocalBackend> {
  const log = options.log ?? ((line: string) => console.log(line));
  const children: ChildProcess[] = [];
  const cleanups: (() => void)[] = [];
  const stop = () => {
    for (const cleanup of cleanups) cleanup();
    for (const child of children) stopChild(child);
  };

  try {
    // Both emulators start at once, each waited for on its own readiness.
    const unavailable = options.authOnly ? null : firestoreEmulatorUnavailable();
    const waits: Promise<void>[] = [];

    // The stand-in plateforme agréée (tooling/src/platform): in this process, started while the
    // emulators start and waited for with them. The server side talks to it: not in Auth-only.
    if (!options.authOnly) {
      const platform = import('./platform/local.ts').then(({ startLocalPlatform }) => startLocalPlatform(log));
      cleanups.push(
        () =>
          void platform.then(
            (started) => started.stop(),
            () => {},
          ),
      );
      waits.push(platform.then(() => {}));
    }

    if (!(await emulatorIsUp())) {
      const auth = startAuthEmulator(options.verbose);
      children.push(auth);
      waits.push(waitForEmulator(auth));
    } else log(`Un émulateur Auth répond déjà sur ${AUTH_EMULATOR_URL} : il est réutilisé.`);
    if (!unavailable && !options.authOnly) {
      regenerateRules();
      if (!(await firestoreIsUp())) {
        const firestore = startFirestoreEmulator(undefined, options.verbose);
        children.push(firestore);
        waits.push(
          waitUntilUp(`L’émulateur Firestore (${FIRESTORE_EMULATOR_HOST})`, () => firestoreIsUp(), {
            child: firestore,
            hint: 'Vérifiez qu’aucun autre programme n’occupe le port 8080 et que Java fonctionne (java -version).',
          }),
        );
      } else log(`Un émulateur Firestore répond déjà sur ${FIRESTORE_EMULATOR_HOST} : il est réutilisé.`);
      if (!(await mailCatcherIsUp())) {
        const mail = startMailCatcher(options.verbose);
        children.push(mail);
        waits.push(
          waitUntilUp(`La boîte de réception locale (${MAIL_INBOX_URL})`, () => mailCatcherIsUp(), {
            child: mail,
            hint: 'Vérifiez qu’aucun autre programme n’occupe les ports 1025 et 1080.',
          }),
        );
      }
    }
    await Promise.all(waits);
    await seedDemoAccounts();
    await setImprovedEmailPrivacy(true);
    log(`Émulateur Auth prêt sur ${AUTH_EMULATOR_URL} — ${DEMO.accounts.length} comptes de démonstration.`);

    if (options.authOnly) return { backend: 'indexeddb', stop };
    if (unavailable) {
      log(
        `Attention : ${unavailable}\nPrétoire démarre en démonstration sur un seul navigateur (IndexedDB) : chaque navigateur garde ses propres données.`,
      );
      return { backend: 'indexeddb', stop };
    }
    await loadFirestoreRules(fs.readFileSync(FIRESTORE_RULES_PATH, 'utf8'));
    const { seedDemoFirestore } = await import('./demoFirestore.ts');
    const seeded = await seedDemoFirestore({ fresh: options.fresh });
    log(
      `Émulateur Firestore prêt sur ${FIRESTORE_EMULATOR_HOST}, règles générées chargées — cabinet de démonstration ${seeded ? 'écrit' : 'déjà présent'}.`,
    );
    if (options.watchRules) cleanups.push(watchPolicy(log));
    // The server side: the same handlers as the deployed functions, on the emulator's changes.
    process.env.FIRESTORE_EMULATOR_HOST = FIRESTORE_EMULATOR_HOST;
    const { startLocalFunctions } = await import('../../functions/src/local.ts');
    const functions = startLocalFunctions({
      projectId: PROJECT_ID,
      smtpUrl: MAIL_SMTP_URL,
      appUrl: SHELL_URL,
      onError: (error) => log(`Côté serveur : ${error instanceof Error ? error.message : String(error)}`),
    });
    cleanups.push(() => void functions.stop());
    log(`Côté serveur lancé (e-mails) — boîte de réception locale : ${MAIL_INBOX_URL}`);
    return { backend: 'firestore', stop };
  } catch (error) {
    stop();
    throw error;
  }
}

/** The rules follow policy.ts: regenerated and reloaded live on each change. */
function watchPolicy(log: (line: string) => void): () => void {
  let timer: NodeJS.Timeout | undefined;
  const reload = () => {
    clearTimeout(timer);
    timer = setTimeout(async () => {
      try {
        regenerateRules();
        await loadFirestoreRules(fs.readFileSync(FIRESTORE_RULES_PATH, 'utf8'));
        log('Règles Firestore régénérées depuis policy.ts et rechargées.');
      } catch (error) {
        log(`Règles Firestore non rechargées : ${error instanceof Error ? error.message : String(error)}`);
      }
    }, 300);
  };
  const watchers = POLICY_SOURCES.map((file) => fs.watch(file, reload));
  return () => {
    clearTimeout(timer);
    for (const watcher of watchers) watcher.close();
  };
}

/**
 * A tiny server that says the backend is ready and which one it is: `/ready` answers once it is
 * up, `/ready/firestore` only if Firestore is part of it (what the Firestore journeys wait for, so
 * that they never take an Auth-only backend left running for another purpose).
 */
export function serveReadiness(backend: DataBackendName): http.Server {
  return http
    .createServer((request, response) => {
      const wanted = request.url === '/ready/firestore' ? 'firestore' : null;
      response.writeHead(wanted && wanted !== backend ? 404 : 200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ backend }));
    })
    .listen(BACKEND_READY_PORT, '127.0.0.1');
}
