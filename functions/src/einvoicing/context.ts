/**
 * What every e-invoicing handler works with: the admin Firestore, the cabinet's file store, a
 * clock, the cabinet's platform (settings/einvoicing and its secret, which only the server side
 * reads), and the server's own bookkeeping in `serverState/{firmId}` — a top-level document the
 * data policy has no entry for, so every browser is refused: the inbound flow cursor, the
 * encaissements reported (`…/encaissements/{paymentId}`), retry schedules and short leases that
 * keep two runs (a trigger and the sync) from depositing the same thing twice.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { type EinvoicingSettings, paths, type PlatformCredentials } from 'shared-data/server';
import {
  type ClientOptions,
  type DirectoryService,
  directoryService,
  type FlowService,
  flowService,
  type PlatformAccount,
} from './client.ts';
import type { ServerFileStore } from './files.ts';

export type EinvoicingDeps = {
  db: Firestore;
  files: ServerFileStore;
  now: () => Date;
  /** The platform's HTTP client options (tests: a shorter time limit). */
  client?: ClientOptions;
  /**
   * Whether a platform may be reached over plain http or on this machine / a private network: only
   * locally (the stand-in on 127.0.0.1). In production an owner's URL never makes the server call
   * inside its own network.
   */
  allowLocalPlatform?: boolean;
};

/** Why the server refuses to call `url` (French), or null. */
export function platformUrlProblem(url: string, allowLocal: boolean): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `L’adresse « ${url} » de la plateforme agréée est invalide : corrigez-la dans Paramètres › Facturation.`;
  }
  if (allowLocal)
    return ['http:', 'https:'].includes(parsed.protocol) ? null : `L’adresse « ${url} » doit commencer par https://.`;
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  const internal =
    host === 'localhost' ||
    host.endsWith('.internal') ||
    host.endsWith('.local') ||
    /^(127|10|0)\./.test(host) ||
    /^169\.254\./.test(host) ||
    /^192\.168\./.test(host) ||
    /^172\.(1[6-9]|2\d|3[01])\./.test(host) ||
    host.includes(':'); // IPv6 literals: loopback, link-local, private ranges
  if (parsed.protocol !== 'https:' || internal)
    return `L’adresse « ${url} » de la plateforme agréée doit être une adresse https:// publique : corrigez-la dans Paramètres › Facturation.`;
  return null;
}

export const serverStatePath = (firmId: string) => `serverState/${firmId}`;

/** The server-only state of a cabinet's e-invoicing. */
export type ServerState = {
  /** The `updatedAt` of the last inbound flow read (the search's `updatedAfter`). */
  inboundUpdatedAfter?: string;
  lastSyncAt?: string;
  /** Why the last sync could not reach the platform (French), null when it could. */
  lastError?: string | null;
};

/**
 * The cabinet's platform account, or why it cannot be used (French: no secret, an address the
 * server will not call); null when e-invoicing is not set up.
 */
export async function platformAccount(
  deps: EinvoicingDeps,
  firmId: string,
): Promise<{ account: PlatformAccount } | { problem: string } | null> {
  const [settings, credentials] = await deps.db.getAll(
    deps.db.doc(paths.settings(firmId, 'einvoicing')),
    deps.db.doc(paths.platformCredentials(firmId)),
  );
  const config = settings?.data() as EinvoicingSettings | undefined;
  if (!config?.platformUrl) return null;
  const urlProblem = [config.platformUrl, config.tokenUrl]
    .map((url) => platformUrlProblem(url, deps.allowLocalPlatform ?? false))
    .find(Boolean);
  if (urlProblem) return { problem: urlProblem };
  const secret = credentials?.data() as PlatformCredentials | undefined;
  if (!secret?.clientSecret)
    return {
      problem:
        'Le secret client de la plateforme agréée n’est pas enregistré : saisissez-le dans Paramètres › Facturation.',
    };
  return {
    account: {
      platformUrl: config.platformUrl,
      tokenUrl: config.tokenUrl,
      clientId: config.clientId,
      clientSecret: secret.clientSecret,
    },
  };
}

export type Platform = { account: PlatformAccount; flows: FlowService; directory: DirectoryService };

export function platformOf(deps: EinvoicingDeps, account: PlatformAccount): Platform {
  return {
    account,
    flows: flowService(account, deps.client),
    directory: directoryService(account, deps.client),
  };
}

/** The SIREN a SIRET begins with, whatever separators it was typed with ('' when there is none). */
export const sirenOfSiret = (siret: string | null | undefined) => (siret ?? '').replace(/\D/g, '').slice(0, 9);

/** The cabinet's SIREN and name as its invoices state them (settings/billing, else the firm). */
export async function firmIdentity(
  deps: EinvoicingDeps,
  firmId: string,
): Promise<{ siren: string; name: string; ownerUid: string | null }> {
  const [firm, billing] = await deps.db.getAll(
    deps.db.doc(paths.firm(firmId)),
    deps.db.doc(paths.settings(firmId, 'billing')),
  );
  const firmData = firm?.data() as { name?: string; siret?: string; ownerUid?: string } | undefined;
  const billingData = billing?.data() as { legalName?: string; siret?: string } | undefined;
  return {
    siren: sirenOfSiret(billingData?.siret || firmData?.siret),
    name: billingData?.legalName || firmData?.name || '',
    ownerUid: firmData?.ownerUid ?? null,
  };
}

/** How long a lease holds when its holder dies without releasing it. */
export const LEASE_MS = 5 * 60_000;

/**
 * Runs `work` unless another run holds the lease `name` of this cabinet (then returns
 * 'occupé'). The lease is taken in a transaction and released after, whatever happens.
 */
export async function withLease<T>(
  deps: EinvoicingDeps,
  firmId: string,
  name: string,
  work: () => Promise<T>,
): Promise<T | 'occupé'> {
  const ref = deps.db.doc(`${serverStatePath(firmId)}/leases/${name}`);
  const token = `${process.pid}-${Math.random().toString(36).slice(2)}`;
  const taken = await deps.db.runTransaction(async (transaction) => {
    const held = (await transaction.get(ref)).data() as { until?: number } | undefined;
    // Real time, not the handlers' clock: a lease guards against runs happening now.
    if (held?.until && held.until > Date.now()) return false;
    transaction.set(ref, { until: Date.now() + LEASE_MS, token });
    return true;
  });
  if (!taken) return 'occupé';
  try {
    return await work();
  } finally {
    await deps.db
      .runTransaction(async (transaction) => {
        const held = (await transaction.get(ref)).data() as { token?: string } | undefined;
        if (held?.token === token) transaction.delete(ref);
      })
      .catch(() => undefined);
  }
}

/** Pause before the next try after `attempts` failures: 1, 2, 4… minutes, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60 * 60_000, 60_000 * 2 ** Math.max(0, attempts - 1));
}

/** Whether a failed attempt (the last at `lastAttemptAt`, `attempts` so far) is still in its pause. */
export const waitingToRetry = (lastAttemptAt: string, attempts: number, now: Date) =>
  Date.parse(lastAttemptAt) + retryDelayMs(attempts) > now.getTime();

export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
