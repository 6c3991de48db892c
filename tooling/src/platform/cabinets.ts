/**
 * Who the local platform knows: the demo's two cabinets (Cabinet Durand & Associés, Cabinet
 * Leroy), each with an account (client id and secret of the stand-in — fixed local test values,
 * nothing secret) and a directory line at its SIREN, read from the demo data so they follow it;
 * and the demo's business clients, known to the directory without a receiving line here.
 * `PRETOIRE_PA_CABINETS` (a JSON list of { name, siren, clientId, clientSecret, electronicAddress? })
 * replaces the cabinets for a local run.
 */
import { buildDemoData } from '../../../shared-data/src/demo.ts';
import { DEMO_PLATFORM_ACCOUNTS } from '../../../shared-data/src/demo/einvoicing.ts';
import { DEMO_IDS } from '../../../shared-data/src/demoIds.ts';
import type { DirectoryEntry, PlatformCabinet } from './platform.ts';

/** The stand-in's fixed credentials of each demo cabinet (by firm id), as the demo data holds them. */
export const DEMO_PLATFORM_CREDENTIALS: Record<string, { clientId: string; clientSecret: string }> = {
  [DEMO_IDS.firmId]: DEMO_PLATFORM_ACCOUNTS.durand,
  [DEMO_IDS.otherFirmId]: DEMO_PLATFORM_ACCOUNTS.leroy,
};

const SIREN = /^\d{9}$/;

/** The demo cabinets as platform accounts (SIREN = the first nine digits of the cabinet's SIRET). */
export function demoPlatformCabinets(): PlatformCabinet[] {
  const cabinets: PlatformCabinet[] = [];
  for (const [path, data] of buildDemoData()) {
    const firmId = /^firms\/([^/]+)$/.exec(path)?.[1];
    const credentials = firmId && DEMO_PLATFORM_CREDENTIALS[firmId];
    const firm = data as { name?: unknown; siret?: unknown };
    if (!credentials || typeof firm.name !== 'string' || typeof firm.siret !== 'string') continue;
    cabinets.push({ name: firm.name, siren: firm.siret.slice(0, 9), ...credentials });
  }
  return cabinets;
}

/** The demo's business clients with a SIREN: in the directory, without a line on this platform. */
export function demoDirectoryEntries(cabinets: PlatformCabinet[]): DirectoryEntry[] {
  const entries = new Map<string, DirectoryEntry>();
  for (const [path, data] of buildDemoData()) {
    if (!/^firms\/[^/]+\/clients\/[^/]+$/.test(path)) continue;
    const client = data as { kind?: unknown; siren?: unknown; raisonSociale?: unknown };
    if (client.kind !== 'morale' || typeof client.siren !== 'string' || !SIREN.test(client.siren)) continue;
    if (cabinets.some((cabinet) => cabinet.siren === client.siren)) continue;
    entries.set(client.siren, { siren: client.siren, name: String(client.raisonSociale ?? client.siren) });
  }
  return [...entries.values()];
}

/** The cabinets of `PRETOIRE_PA_CABINETS`, checked; null when it is not set. */
export function cabinetsFromEnvironment(env: NodeJS.ProcessEnv = process.env): PlatformCabinet[] | null {
  const raw = env.PRETOIRE_PA_CABINETS;
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new Error('PRETOIRE_PA_CABINETS n’est pas du JSON.');
  }
  if (!Array.isArray(parsed)) throw new Error('PRETOIRE_PA_CABINETS doit être une liste de cabinets.');
  return parsed.map((entry, index) => {
    const cabinet = entry as Partial<PlatformCabinet>;
    const text = (value: unknown) => typeof value === 'string' && value.length > 0;
    if (
      !text(cabinet.name) ||
      !text(cabinet.clientId) ||
      !text(cabinet.clientSecret) ||
      !SIREN.test(String(cabinet.siren))
    )
      throw new Error(
        `PRETOIRE_PA_CABINETS[${index}] : attendu { name, siren (9 chiffres), clientId, clientSecret, electronicAddress? }.`,
      );
    return {
      name: cabinet.name!,
      siren: cabinet.siren!,
      clientId: cabinet.clientId!,
      clientSecret: cabinet.clientSecret!,
      ...(cabinet.electronicAddress ? { electronicAddress: cabinet.electronicAddress } : {}),
    };
  });
}
