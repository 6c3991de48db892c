import { type Client, getDataStore, paths, type Query } from 'shared-data';
import { freshDemoData, seedCase, seedClient, signInAs } from '../../../test/renderWithData.tsx';
import { EMPTY_CLIENT_FORM } from '../model/clientForm.ts';
import { CLIENT_MESSAGES, clientReferences, deleteClient, updateClient } from './clientActions.ts';

const firmId = 'demo-owner';

beforeEach(async () => {
  await freshDemoData();
  signInAs('demo-owner');
});

describe('clientActions', () => {
  it('deletes a client nothing references', async () => {
    const client = await seedClient({ nom: 'Libre' });
    await expect(clientReferences({ firmId, clientId: client.id })).resolves.toEqual({
      cases: 0,
      documents: 0,
      invoices: 0,
    });
    await deleteClient({ firmId, clientId: client.id });
    expect((await getDataStore().get<Client>(paths.client(firmId, client.id))).data).toBeNull();
  });

  it('refuses to delete a referenced client with a French DataError', async () => {
    const client = await seedClient({ nom: 'Lié' });
    await seedCase({ clientIds: [client.id] });
    await expect(deleteClient({ firmId, clientId: client.id })).rejects.toMatchObject({
      name: 'DataError',
      code: 'invalid-argument',
      message: CLIENT_MESSAGES.referenced('1 dossier'),
    });
  });

  it('refuses the delete when the invoice check fails (never "no invoices")', async () => {
    const client = await seedClient({ nom: 'Facturé' });
    const store = getDataStore();
    const original = store.query.bind(store);
    const spy = jest
      .spyOn(store, 'query')
      .mockImplementation((query: Query) =>
        query.collection === paths.invoices(firmId) ? Promise.reject(new Error('index manquant')) : original(query),
      );
    try {
      await expect(deleteClient({ firmId, clientId: client.id })).rejects.toMatchObject({
        code: 'unavailable',
        message: CLIENT_MESSAGES.checkFailed,
      });
    } finally {
      spy.mockRestore();
    }
    expect((await getDataStore().get<Client>(paths.client(firmId, client.id))).data).not.toBeNull();
  });

  it('refuses a rename while dossiers keep being linked to the client, changing nothing', async () => {
    const client = await seedClient({ nom: 'Mouvant', prenom: 'Léa' });
    const store = getDataStore();
    const original = store.query.bind(store);
    // Each time its dossiers are listed, another one is linked before the save reads them again.
    const spy = jest.spyOn(store, 'query').mockImplementation(async (query: Query) => {
      const result = await original(query);
      if (query.where?.[0]?.field === 'clientIds') await seedCase({ clientIds: [client.id] });
      return result as never;
    });
    try {
      await expect(
        updateClient({
          firmId,
          clientId: client.id,
          values: { ...EMPTY_CLIENT_FORM, civilite: 'Mme', nom: 'Renommée', prenom: 'Léa' },
          seenUpdatedAt: client.data.updatedAt,
        }),
      ).rejects.toMatchObject({ name: 'DataError', code: 'aborted', message: CLIENT_MESSAGES.dossiersChanged });
    } finally {
      spy.mockRestore();
    }
    expect((await getDataStore().get<Client>(paths.client(firmId, client.id))).data).toMatchObject({
      displayName: 'MOUVANT Léa',
    });
  });
});
