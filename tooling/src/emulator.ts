/**
 * The Firebase Auth emulator (firebase-tools, offline, `demo-pretoire` project): start it,
 * wait until it answers, seed the demo accounts, and switch it to production-like errors.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './apps.ts';
import { AUTH_EMULATOR_PORT } from './env.ts';

export const PROJECT_ID = 'demo-pretoire';
export const AUTH_EMULATOR_URL = `http://127.0.0.1:${AUTH_EMULATOR_PORT}`;

export type DemoAccount = { uid: string; email: string; name: string; firmId: string; role: 'owner' | 'member' };
export const DEMO = JSON.parse(fs.readFileSync(path.join(repoRoot, 'firebase', 'demo-accounts.json'), 'utf8')) as {
  password: string;
  accounts: DemoAccount[];
};

const ADMIN = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

export function startAuthEmulator(): ChildProcess {
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
      stdio: ['ignore', 'pipe', 'pipe'],
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

export async function emulatorIsUp(): Promise<boolean> {
  try {
    return (await fetch(`${AUTH_EMULATOR_URL}/emulator/v1/projects/${PROJECT_ID}/config`)).ok;
  } catch {
    return false;
  }
}

export async function waitForEmulator(timeoutMs = 60_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await emulatorIsUp()) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`L’émulateur Auth ne répond pas sur ${AUTH_EMULATOR_URL}`);
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
