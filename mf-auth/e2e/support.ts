/**
 * Helpers of the auth journeys: the Auth emulator's admin API (accounts, error mode), the app's
 * local database (IndexedDB `pretoire`, table `docs`) read and written from the page.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { AUTH_EMULATOR_URL, PROJECT_ID, setImprovedEmailPrivacy } from '../../tooling/src/emulator.ts';

const ADMIN = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };
const API_KEY = 'demo-api-key';

export { uniqueEmail } from '../../tooling/src/playwright/kit.ts';

export type EmulatorUser = { localId: string; email: string; displayName?: string };

export async function lookupUser(email: string): Promise<EmulatorUser | null> {
  const response = await fetch(
    `${AUTH_EMULATOR_URL}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:lookup`,
    {
      method: 'POST',
      headers: ADMIN,
      body: JSON.stringify({ email: [email] }),
    },
  );
  const body = (await response.json()) as { users?: EmulatorUser[] };
  return body.users?.[0] ?? null;
}

/** Creates an account directly in the emulator (as if it had signed up earlier). */
export async function createUser(email: string, password: string, displayName = 'Compte de test'): Promise<string> {
  const response = await fetch(
    `${AUTH_EMULATOR_URL}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${API_KEY}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, displayName, returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`signUp refusé : ${await response.text()}`);
  return ((await response.json()) as { localId: string }).localId;
}

const LOCK_DIR = path.join(os.tmpdir(), 'pretoire-e2e-email-privacy.lock');
const STALE_MS = 60_000;

/**
 * Runs `work` with the emulator in one error mode: production-like (`invalid-credential`,
 * enabled) or legacy (`wrong-password` / `user-not-found`). The mode is global to the emulator,
 * so the journeys that depend on it take turns (a lock directory shared by every worker), and
 * the production-like mode is always restored.
 */
export async function withEmailPrivacy<T>(enabled: boolean, work: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      fs.mkdirSync(LOCK_DIR);
      break;
    } catch {
      try {
        if (Date.now() - fs.statSync(LOCK_DIR).mtimeMs > STALE_MS)
          fs.rmSync(LOCK_DIR, { recursive: true, force: true });
      } catch {
        // released meanwhile
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    await setImprovedEmailPrivacy(enabled);
    return await work();
  } finally {
    await setImprovedEmailPrivacy(true).catch(() => undefined);
    fs.rmSync(LOCK_DIR, { recursive: true, force: true });
  }
}

/** A document of the app's local database, as the app wrote it (null when absent). */
export async function readDoc<T = Record<string, unknown>>(page: Page, docPath: string): Promise<T | null> {
  return page.evaluate(
    (target) =>
      new Promise<T | null>((resolve, reject) => {
        const open = indexedDB.open('pretoire');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('docs')) {
            db.close();
            resolve(null);
            return;
          }
          const request = db.transaction('docs', 'readonly').objectStore('docs').get(target);
          request.onsuccess = () => {
            db.close();
            resolve((request.result as { data: T } | undefined)?.data ?? null);
          };
          request.onerror = () => reject(request.error);
        };
      }),
    docPath,
  );
}

/** Writes a document straight into the local database (test set-up only: no policy). */
export async function writeDoc(page: Page, docPath: string, data: Record<string, unknown>): Promise<void> {
  await page.evaluate(
    ({ target, value }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('pretoire');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const segments = target.split('/');
          const row = {
            path: target,
            parent: segments.slice(0, -1).join('/'),
            id: segments.at(-1),
            data: value,
            stamp: `e2e-${Date.now()}`,
          };
          const tx = db.transaction('docs', 'readwrite');
          tx.objectStore('docs').put(row);
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    { target: docPath, value: data },
  );
}

export type InvitationSeed = { token: string; email: string; firmId: string; firmName: string; expired?: boolean };

/** An invitation as shared-data's createInvitation writes it (optionally already expired). */
export function invitationDoc({
  token,
  email,
  firmId,
  firmName,
  expired = false,
}: InvitationSeed): Record<string, unknown> {
  const day = 24 * 3600 * 1000;
  const created = new Date(Date.now() - (expired ? 15 : 1) * day);
  return {
    token,
    firmId,
    firmName,
    email,
    role: 'member',
    createdAt: created.toISOString(),
    expiresAt: new Date(created.getTime() + 14 * day).toISOString(),
    usedAt: null,
    usedBy: null,
    invitedBy: firmId,
  };
}

/** The oobCode of the latest password-reset link the emulator "sent" to this address. */
export async function latestResetCode(email: string, links: (email: string) => Promise<string[]>): Promise<string> {
  const all = await links(email);
  const link = all.at(-1);
  if (!link) throw new Error(`Aucun lien de réinitialisation pour ${email}`);
  const code = new URL(link).searchParams.get('oobCode');
  if (!code) throw new Error(`Lien sans oobCode : ${link}`);
  return code;
}
