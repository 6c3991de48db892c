/**
 * The Directory Service: can a business client receive electronic invoices, and at which
 * address? Asked when a client is written as a business with a SIREN (new, or its SIREN changed),
 * and again by the sync once the answer is a week old; the answer is kept in
 * `directoryLookups/{siren}` for the cabinet to see and for the invoice to carry the address.
 */
import { type Client, type DirectoryLookup, paths } from 'shared-data/server';
import { PlatformError } from './client.ts';
import { type EinvoicingDeps, messageOf, type Platform, platformAccount, platformOf } from './context.ts';

/** How long a directory answer is kept before it is asked again. */
export const DIRECTORY_REFRESH_MS = 7 * 24 * 3_600_000;
/** An answer that was an error is asked again sooner. */
export const DIRECTORY_ERROR_RETRY_MS = 15 * 60_000;

const SIREN = /^\d{9}$/;

export const DIRECTORY_MESSAGES = {
  nonJoignable: 'Connue de l’annuaire, sans plateforme de réception : la facture sera déposée sans lui être transmise.',
  inconnu: 'Ce SIREN est inconnu de l’annuaire des plateformes : vérifiez-le sur la fiche du client.',
};

/** What the directory says of `siren`, written to the cabinet's `directoryLookups/{siren}`. */
export async function lookUpSiren(
  deps: EinvoicingDeps,
  firmId: string,
  siren: string,
  platform?: Platform,
): Promise<DirectoryLookup | null> {
  let used = platform;
  const checkedAt = deps.now().toISOString();
  const write = async (lookup: DirectoryLookup) => {
    await deps.db.doc(paths.directoryLookup(firmId, siren)).set(lookup);
    return lookup;
  };
  if (!used) {
    const found = await platformAccount(deps, firmId);
    if (!found) return null;
    if ('problem' in found)
      return write({ siren, status: 'erreur', electronicAddress: null, name: null, message: found.problem, checkedAt });
    used = platformOf(deps, found.account);
  }
  try {
    const lines = await used.directory.linesOf(siren);
    const line = lines.find(
      (candidate) => candidate.directoryLineStatus !== 'Disabled' && candidate.addressingIdentifier,
    );
    if (line)
      return write({
        siren,
        status: 'joignable',
        electronicAddress: line.addressingIdentifier!,
        name: line.legalUnit?.businessName ?? null,
        message: null,
        checkedAt,
      });
    const unit = await used.directory.legalUnit(siren);
    return write(
      unit
        ? {
            siren,
            status: 'nonJoignable',
            electronicAddress: null,
            name: unit.businessName ?? null,
            message: DIRECTORY_MESSAGES.nonJoignable,
            checkedAt,
          }
        : {
            siren,
            status: 'inconnu',
            electronicAddress: null,
            name: null,
            message: DIRECTORY_MESSAGES.inconnu,
            checkedAt,
          },
    );
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    return write({
      siren,
      status: 'erreur',
      electronicAddress: null,
      name: null,
      message: messageOf(error),
      checkedAt,
    });
  }
}

/** A client was written: looked up when it is a business whose SIREN is new or changed. */
export async function onClientWritten(
  deps: EinvoicingDeps,
  firmId: string,
  clientId: string,
  before: Client | undefined,
): Promise<DirectoryLookup | null> {
  const client = (await deps.db.doc(paths.client(firmId, clientId)).get()).data() as Client | undefined;
  if (client?.kind !== 'morale' || !SIREN.test(client.siren)) return null;
  if (before?.kind === 'morale' && before.siren === client.siren) return null;
  return lookUpSiren(deps, firmId, client.siren);
}

/** Answers a week old (an error: a quarter of an hour) asked again, at most `limit` per run. */
export async function refreshDirectoryLookups(
  deps: EinvoicingDeps,
  firmId: string,
  platform: Platform,
  limit = 20,
): Promise<string[]> {
  const now = deps.now().getTime();
  const lookups = deps.db.collection(paths.directoryLookups(firmId));
  const [stale, failed] = await Promise.all([
    lookups
      .where('checkedAt', '<', new Date(now - DIRECTORY_REFRESH_MS).toISOString())
      .limit(limit)
      .get(),
    lookups.where('status', '==', 'erreur').limit(limit).get(),
  ]);
  const due = new Set<string>();
  for (const doc of stale.docs) due.add(doc.id);
  for (const doc of failed.docs)
    if (Date.parse((doc.data() as DirectoryLookup).checkedAt) + DIRECTORY_ERROR_RETRY_MS <= now) due.add(doc.id);
  const refreshed: string[] = [];
  for (const siren of [...due].slice(0, limit)) {
    if (!SIREN.test(siren)) continue;
    const lookup = await lookUpSiren(deps, firmId, siren, platform);
    refreshed.push(siren);
    if (lookup?.status === 'erreur') break; // out of reach: the others at the next run
  }
  return refreshed;
}
