/** Every write of a client, through shared-data's port. */
import {
  type Case,
  type Client,
  caseSearchFields,
  clientSearchFields,
  DataError,
  getDataStore,
  type Invoice,
  nextUpdatedAt,
  paths,
  readForEdit,
} from 'shared-data';
import { readRequestToLink } from '../../bookings/api/bookingLink.ts';
import type { ClientFormValues } from '../model/clientForm.ts';
import { toClientData } from '../model/clientForm.ts';
import { type ClientReferences, describeReferences, isReferenced } from '../model/clientList.ts';

/**
 * Creates the client. From a confirmed booking request (`bookingRequestId`), the request is linked
 * to it (`clientId`) in the same transaction, and refused if it already has its client.
 */
export async function createClient({
  firmId,
  values,
  bookingRequestId,
}: {
  firmId: string;
  values: ClientFormValues;
  bookingRequestId?: string | undefined;
}): Promise<string> {
  const store = getDataStore();
  const id = store.newId();
  const now = new Date().toISOString();
  const data = toClientData(values);
  // Searchable from the start, and no dossier yet (each dossier created for it counts itself here).
  const client = {
    ...data,
    ...clientSearchFields(data),
    caseCount: 0,
    archived: false,
    createdAt: now,
    updatedAt: now,
  } as Client;
  if (!bookingRequestId) {
    await store.set(paths.client(firmId, id), client);
    return id;
  }
  await store.runTransaction(async (tx) => {
    await readRequestToLink(tx, { firmId, requestId: bookingRequestId, step: 'client' });
    tx.set(paths.client(firmId, id), client);
    tx.update(paths.bookingRequest(bookingRequestId), { clientId: id });
  });
  return id;
}

/** What a dossier shows for a client whose name it does not hold (written before names were kept). */
const UNKNOWN_CLIENT = 'Client inconnu';

/** The dossier's client names once `clientId` is called `name` (in `clientIds`' order). */
export function renamedClientNames(dossier: Case, clientId: string, name: string): string[] {
  return dossier.clientIds.map((id, index) =>
    id === clientId ? name : (dossier.clientNames?.[index] ?? UNKNOWN_CLIENT),
  );
}

/** Tries of a save whose client got a new dossier meanwhile (each one lists the dossiers again). */
const RENAME_ATTEMPTS = 3;

/**
 * Saves the client. A new name is written on its dossiers in the same transaction (their client
 * names and search tokens: the dossiers list shows and finds it at once). A client's dossiers are
 * few: listed by their link, then read again in the transaction; its `caseCount` (kept by every
 * transaction that links a dossier) tells that none was linked in between, else they are listed
 * again.
 */
export async function updateClient({
  firmId,
  clientId: id,
  values,
  seenUpdatedAt,
}: {
  firmId: string;
  clientId: string;
  /** Unused since the save reads the stored record (kept for callers). */
  previous?: Client;
  values: ClientFormValues;
  /** The `updatedAt` the form loaded: the save is refused if the client changed since (EditConflictError). */
  seenUpdatedAt: string | undefined;
}): Promise<void> {
  const store = getDataStore();
  const path = paths.client(firmId, id);
  const data = toClientData(values);
  for (let attempt = 1; ; attempt += 1) {
    const linked = await store.query<Case>({
      collection: paths.cases(firmId),
      where: [{ field: 'clientIds', op: 'array-contains', value: id }],
    });
    const saved = await store.runTransaction(async (tx) => {
      const current = await readForEdit<Client>(tx, { path, seenUpdatedAt, subject: 'Ce client' });
      const dossiers = (await Promise.all(linked.docs.map((doc) => tx.get<Case>(doc.path)))).filter((dossier) =>
        dossier.data?.clientIds.includes(id),
      );
      // A dossier linked since they were listed: nothing written, listed again.
      if (current.caseCount !== undefined && current.caseCount !== dossiers.length) return false;
      const client = {
        ...data,
        ...clientSearchFields(data),
        archived: current.archived,
        // An anonymised client stays marked as such (RGPD: never anonymised twice, badge).
        ...(current.anonymisedAt ? { anonymisedAt: current.anonymisedAt } : {}),
        caseCount: dossiers.length,
        createdAt: current.createdAt,
        updatedAt: nextUpdatedAt(current.updatedAt),
      } as Client;
      // A full set: switching physique ↔ morale must not leave the other kind's fields behind.
      tx.set(path, client);
      if (client.displayName === current.displayName) return true;
      // Not their `updatedAt`: their own content did not change (a dossier being edited is not in conflict).
      for (const dossier of dossiers) {
        const clientNames = renamedClientNames(dossier.data!, id, client.displayName);
        tx.update(dossier.path, { clientNames, ...caseSearchFields({ ...dossier.data!, clientNames }) });
      }
      return true;
    });
    if (saved) return;
    if (attempt >= RENAME_ATTEMPTS) throw new DataError('aborted', CLIENT_MESSAGES.dossiersChanged);
  }
}

export async function setClientArchived({
  firmId,
  clientId: id,
  archived,
}: {
  firmId: string;
  clientId: string;
  archived: boolean;
}): Promise<void> {
  await getDataStore().update(paths.client(firmId, id), { archived, updatedAt: nextUpdatedAt() });
}

export const CLIENT_MESSAGES = {
  referenced: (what: string) =>
    `Ce client ne peut pas être supprimé : il est lié à ${what}. Archivez-le pour le retirer des listes tout en conservant l’historique.`,
  checkFailed:
    'Impossible de vérifier les dossiers, documents et factures de ce client : il n’a pas été supprimé. Merci de réessayer.',
  dossiersChanged:
    'Des dossiers viennent d’être reliés à ce client pendant l’enregistrement : rien n’a été modifié. Merci de réessayer.',
} as const;

/**
 * What references the client (dossiers, documents, invoices): then it can only be archived.
 * A failed check is never "nothing found": it refuses with a French message.
 */
export async function clientReferences({
  firmId,
  clientId,
}: {
  firmId: string;
  clientId: string;
}): Promise<ClientReferences> {
  const store = getDataStore();
  try {
    const [cases, documents, invoices] = await Promise.all([
      store.query({
        collection: paths.cases(firmId),
        where: [{ field: 'clientIds', op: 'array-contains', value: clientId }],
        limit: 100,
      }),
      store.query({
        collection: paths.documents(firmId),
        where: [{ field: 'clientId', op: '==', value: clientId }],
        limit: 100,
      }),
      store.query<Invoice>({
        collection: paths.invoices(firmId),
        where: [{ field: 'clientId', op: '==', value: clientId }],
        limit: 100,
      }),
    ]);
    return { cases: cases.docs.length, documents: documents.docs.length, invoices: invoices.docs.length };
  } catch (error) {
    throw Object.assign(new DataError('unavailable', CLIENT_MESSAGES.checkFailed), { cause: error });
  }
}

/** Deletes the client only when nothing references it (checked again right before). */
export async function deleteClient({ firmId, clientId }: { firmId: string; clientId: string }): Promise<void> {
  const references = await clientReferences({ firmId, clientId });
  if (isReferenced(references))
    throw new DataError('invalid-argument', CLIENT_MESSAGES.referenced(describeReferences(references)));
  await getDataStore().delete(paths.client(firmId, clientId));
}
