/**
 * The local emulators every run shares: Firebase Auth (firebase-tools, offline, `demo-pretoire`
 * project) and Firestore (Google's emulator JAR from the Debian package, started directly:
 * firebase-tools refuses Java < 21 for it). Start them, wait on each one's own readiness, seed
 * the demo accounts, and switch Auth to production-like errors.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './apps.ts';
import { AUTH_EMULATOR_PORT, FIRESTORE_EMULATOR_PORT } from './env.ts';

export const PROJECT_ID = 'demo-pretoire';
export const AUTH_EMULATOR_URL = `http://127.0.0.1:${AUTH_EMULATOR_PORT}`;
export const FIRESTORE_EMULATOR_HOST = `127.0.0.1:${FIRESTORE_EMULATOR_PORT}`;
export const FIRESTORE_RULES_PATH = path.join(repoRoot, 'firebase', 'firestore.rules');

export type DemoAccount = { uid: string; email: string; name: string; firmId: string; role: 'owner' | 'member' };
export const DEMO = JSON.parse(fs.readFileSync(path.join(repoRoot, 'firebase', 'demo-accounts.json'), 'utf8')) as {
  password: string;
  accounts: DemoAccount[];
};

const ADMIN = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

/**
 * How long a service may take to answer. On two busy cores (eight compilers starting) the Auth
 * emulator took over 60 s; alone it answers in ~18 s, the Firestore JAR in ~2 s.
 */
export const STARTUP_TIMEOUT_MS = 300_000;

/**
 * Waits until `isUp()` answers true. Fails early, naming the service, when its process exits;
 * after `timeoutMs`, fails with what to do.
 */
export async function waitUntilUp(
  service: string,
  isUp: () => Promise<boolean>,
  options: { child?: ChildProcess; timeoutMs?: number; hint?: string } = {},
): Promise<void> {
  const { child, timeoutMs = STARTUP_TIMEOUT_MS, hint = '' } = options;
  let exited: number | null | undefined;
  child?.once('exit', (code) => {
    exited = code;
  });
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await isUp()) return;
    if (exited !== undefined)
      throw new Error(`${service} s’est arrêté au démarrage (code ${exited}).${hint ? ` ${hint}` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `${service} ne répond toujours pas après ${Math.round(timeoutMs / 1000)} s.${hint ? ` ${hint}` : ''}`,
  );
}

async function answersOk(url: string, init?: RequestInit): Promise<boolean> {
  try {
    return (await fetch(url, init)).ok;
  } catch {
    return false;
  }
}

// ---- Firestore ----

/** Where the Debian package `google-cloud-cli-firestore-emulator` puts the JAR (or PRETOIRE_FIRESTORE_JAR). */
const JAR_CANDIDATES = [
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar',
  '/usr/share/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar',
];

/** Why the Firestore emulator cannot run on this machine, in French, or null when it can. */
export function firestoreEmulatorUnavailable(): string | null {
  const jar = firestoreJar();
  if (!jar)
    return 'l’émulateur Firestore est introuvable : installez le paquet Debian « google-cloud-cli-firestore-emulator » (ou indiquez son JAR dans PRETOIRE_FIRESTORE_JAR).';
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (java.error || java.status !== 0)
    return 'Java est introuvable : l’émulateur Firestore en a besoin (Java 11 ou plus ; paquet Debian « default-jre-headless »).';
  return null;
}

export function firestoreJar(): string | null {
  const candidates = [process.env.PRETOIRE_FIRESTORE_JAR, ...JAR_CANDIDATES].filter(Boolean) as string[];
  return candidates.find((candidate) => fs.existsSync(candidate)) ?? null;
}

/**
 * Its logs go to this terminal (`verbose`) or nowhere — never to an unread pipe: once a pipe's
 * buffer is full the JVM blocks on its next log line and the emulator stops answering.
 */
export function startFirestoreEmulator(port = FIRESTORE_EMULATOR_PORT, verbose = false): ChildProcess {
  const jar = firestoreJar();
  if (!jar) throw new Error(firestoreEmulatorUnavailable() ?? 'JAR introuvable');
  return spawn(
    'java',
    [
      // The client compiler only: over a test run the server compiler's (C2) compilations cost more
      // processor than they save — measured on the emulator suites, the JVM used 98 s of CPU with
      // it and 43 s without, and the suites took 82 s instead of 114 s on two cores.
      '-XX:TieredStopAtLevel=1',
      '-Duser.language=en',
      '-cp',
      jar,
      'com.google.cloud.datastore.emulator.firestore.CloudFirestore',
      'start',
      '--host=127.0.0.1',
      `--port=${port}`,
      `--rules=${FIRESTORE_RULES_PATH}`,
      `--project_id=${PROJECT_ID}`,
    ],
    // Its own process group: stopping the group stops the JVM too.
    { cwd: repoRoot, stdio: verbose ? 'inherit' : 'ignore', detached: true },
  );
}

const firestoreUrl = (host: string) => `http://${host}`;

export function firestoreIsUp(host = FIRESTORE_EMULATOR_HOST): Promise<boolean> {
  return answersOk(`${firestoreUrl(host)}/`);
}

/** Replaces the emulator's rules live; a rules file that does not compile is refused with its line. */
export async function loadFirestoreRules(rules: string, host = FIRESTORE_EMULATOR_HOST): Promise<void> {
  const response = await fetch(`${firestoreUrl(host)}/emulator/v1/projects/${PROJECT_ID}:securityRules`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: rules }] } }),
  });
  if (!response.ok) throw new Error(`Règles Firestore refusées par l’émulateur : ${await response.text()}`);
}

/** Deletes every document of the project (the emulator's reset endpoint). */
export async function clearFirestore(host = FIRESTORE_EMULATOR_HOST): Promise<void> {
  const response = await fetch(
    `${firestoreUrl(host)}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`,
    { method: 'DELETE' },
  );
  if (!response.ok) throw new Error(`Remise à zéro de l’émulateur Firestore refusée (${response.status})`);
}

// ---- Auth ----

/**
 * patches/ applied (patch-package): the Auth emulator's own patch makes it start in seconds, not
 * half a minute. npm runs no install script here (.npmrc), so it is applied before each start;
 * already applied, nothing changes. A patch that no longer applies stops the start with its reason.
 */
function applyPatches(): void {
  const result = spawnSync(path.join(repoRoot, 'node_modules', '.bin', 'patch-package'), [], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  if (result.status !== 0)
    throw new Error(`Les correctifs de patches/ ne s’appliquent plus :\n${result.stdout}${result.stderr}`);
}

/** Logs: as for the Firestore emulator, this terminal or nowhere. */
export function startAuthEmulator(verbose = false): ChildProcess {
  applyPatches();
  const firebaseBin = path.join(repoRoot, 'node_modules', '.bin', 'firebase');
  return spawn(
    firebaseBin,
    [
      'emulators:start',
      '--only',
      'auth',
      '--project',
      PROJECT_ID,
      '--config',
      path.join(repoRoot, 'firebase', 'firebase.json'),
    ],
    {
      cwd: path.join(repoRoot, 'firebase'),
      stdio: verbose ? 'inherit' : 'ignore',
      // No telemetry, no update check: nothing leaves this machine.
      env: {
        ...process.env,
        FIREBASE_CLI_EXPERIMENTS: '',
        NO_UPDATE_NOTIFIER: '1',
        FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
        CI: process.env.CI ?? 'true',
      },
    },
  );
}

export function emulatorIsUp(): Promise<boolean> {
  return answersOk(`${AUTH_EMULATOR_URL}/emulator/v1/projects/${PROJECT_ID}/config`);
}

export function waitForEmulator(child?: ChildProcess): Promise<void> {
  return waitUntilUp(`L’émulateur Auth (${AUTH_EMULATOR_URL})`, emulatorIsUp, {
    child,
    hint: 'Vérifiez qu’aucun autre programme n’occupe le port 9099, puis relancez.',
  });
}

/** Production projects answer auth/invalid-credential; with this flag the emulator does too. */
export async function setImprovedEmailPrivacy(enabled: boolean): Promise<void> {
  const response = await fetch(`${AUTH_EMULATOR_URL}/emulator/v1/projects/${PROJECT_ID}/config`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ emailPrivacyConfig: { enableImprovedEmailPrivacy: enabled } }),
  });
  if (!response.ok) throw new Error(`Configuration de l’émulateur refusée (${response.status})`);
}

/**
 * The Firestore emulator's own time to answer a REST query (`runQuery` or `runAggregationQuery`
 * under the document `parent`, as its administrator: no browser, no SDK, no rules), the median of
 * three, in ms. Benches only.
 */
export async function firestoreAnswerMs(
  parent: string,
  method: 'runQuery' | 'runAggregationQuery',
  body: object,
  host = FIRESTORE_EMULATOR_HOST,
): Promise<number> {
  const url = `http://${host}/v1/projects/${PROJECT_ID}/databases/(default)/documents/${parent}:${method}`;
  const runs: number[] = [];
  for (let run = 0; run < 3; run += 1) {
    const started = performance.now();
    const response = await fetch(url, { method: 'POST', headers: ADMIN, body: JSON.stringify(body) });
    if (!response.ok)
      throw new Error(`Requête refusée par l’émulateur (${response.status}) : ${await response.text()}`);
    await response.arrayBuffer();
    runs.push(performance.now() - started);
  }
  return runs.sort((a, b) => a - b)[1]!;
}

/** Creates the demo accounts with their fixed uids (the demo data uses the same ones); idempotent. */
export async function seedDemoAccounts(): Promise<void> {
  // Accounts already there are kept as they are: signed-in sessions stay valid.
  const lookup = await fetch(
    `${AUTH_EMULATOR_URL}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:lookup`,
    {
      method: 'POST',
      headers: ADMIN,
      body: JSON.stringify({ localId: DEMO.accounts.map((account) => account.uid) }),
    },
  );
  const existing = new Set(
    ((await lookup.json()) as { users?: { localId: string }[] }).users?.map((user) => user.localId) ?? [],
  );
  const missing = DEMO.accounts.filter((account) => !existing.has(account.uid));
  if (missing.length === 0) return;
  const users = missing.map((account) => ({
    localId: account.uid,
    email: account.email,
    displayName: account.name,
    rawPassword: DEMO.password,
    emailVerified: true,
  }));
  const response = await fetch(
    `${AUTH_EMULATOR_URL}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:batchCreate`,
    {
      method: 'POST',
      headers: ADMIN,
      body: JSON.stringify({ users }),
    },
  );
  if (!response.ok)
    throw new Error(`Création des comptes de démonstration refusée (${response.status}) : ${await response.text()}`);
}

/** The password-reset codes the emulator "sent" (it exposes them instead of emailing). */
export async function passwordResetLinks(email: string): Promise<string[]> {
  const response = await fetch(`${AUTH_EMULATOR_URL}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const { oobCodes } = (await response.json()) as {
    oobCodes: { email: string; requestType: string; oobLink: string }[];
  };
  return oobCodes
    .filter((code) => code.email === email && code.requestType === 'PASSWORD_RESET')
    .map((code) => code.oobLink);
}
