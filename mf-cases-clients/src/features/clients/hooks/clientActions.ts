/** Every write of a client, through shared-data's port. */
import { getDataStore, paths, type Client, type Invoice } from 'shared-data';
import type { ClientFormValues } from '../model/clientForm.ts';
import { toClientData } from '../model/clientForm.ts';
import type { ClientReferences } from '../model/clientList.ts';

export async function createClient(firmId: string, values: ClientFormValues): Promise<string> {
  const store = getDataStore();
  const id = store.newId();
  const now = new Date().toISOString();
  const client: Client = { ...toClientData(values), archived: false, createdAt: now, updatedAt: now } as Client;
  await store.set(paths.client(firmId, id), client);
  return id;
}

export async function updateClient(
  firmId: string,
  id: string,
  previous: Client,
  values: ClientFormValues,
): Promise<void> {
  const client: Client = {
    ...toClientData(values),
    archived: previous.archived,
    createdAt: previous.createdAt,
    updatedAt: new Date().toISOString(),
  } as Client;
  // A full set: switching physique ↔ morale must not leave the other kind's fields behind.
  await getDataStore().set(paths.client(firmId, id), client);
}

export async function setClientArchived(firmId: string, id: string, archived: boolean): Promise<void> {
  await getDataStore().update(paths.client(firmId, id), { archived, updatedAt: new Date().toISOString() });
}

/** What references the client (dossiers, documents, invoices): then it can only be archived. */
export async function clientReferences(firmId: string, id: string): Promise<ClientReferences> {
  const store = getDataStore();
  const [cases, documents, invoices] = await Promise.all([
    store.query({
      collection: paths.cases(firmId),
      where: [{ field: 'clientIds', op: 'array-contains', value: id }],
      limit: 100,
    }),
    store.query({
      collection: paths.documents(firmId),
      where: [{ field: 'clientId', op: '==', value: id }],
      limit: 100,
    }),
    store
      .query<Invoice>({
        collection: paths.invoices(firmId),
        where: [{ field: 'clientId', op: '==', value: id }],
        limit: 100,
      })
      .catch(() => ({ docs: [] })),
  ]);
  return { cases: cases.docs.length, documents: documents.docs.length, invoices: invoices.docs.length };
}

export class ClientReferencedError extends Error {}

/** Deletes the client only when nothing references it (checked again right before). */
export async function deleteClient(firmId: string, id: string): Promise<void> {
  const references = await clientReferences(firmId, id);
  if (references.cases + references.documents + references.invoices > 0) {
    throw new ClientReferencedError(
      'Ce client est référencé par des dossiers, documents ou factures : archivez-le plutôt.',
    );
  }
  await getDataStore().delete(paths.client(firmId, id));
}
