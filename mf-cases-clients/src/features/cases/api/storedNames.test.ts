/**
 * What the lists read instead of the cabinet's history — each dossier's client names and search
 * tokens, each client's number of dossiers, sort name and tokens — always equal to their
 * recomputation from every document, after each write that may change them.
 */
import {
  type Case,
  caseSearchFields,
  type Client,
  clientSearchFields,
  getDataStore,
  paths,
  type Query,
  type WithId,
} from 'shared-data';
import { freshDemoData, signInAs } from '../../../test/renderWithData.tsx';
import { anonymiseClient } from '../../clients/api/rgpdActions.ts';
import { createClient, updateClient } from '../../clients/api/clientActions.ts';
import { EMPTY_CLIENT_FORM } from '../../clients/model/clientForm.ts';
import { emptyCaseForm, toCaseForm } from '../model/caseForm.ts';
import { addParty, createCase, removeParty, updateCase } from './caseActions.ts';

jest.setTimeout(60_000);

const firmId = 'demo-owner';
const uid = 'demo-owner';
const check = { uid, matches: [], decision: 'aucun conflit' as const };

beforeEach(async () => {
  await freshDemoData();
  signInAs('demo-owner');
});

const all = async <T>(collection: string) =>
  (await getDataStore().query<T>({ collection })).docs.map((doc): WithId<T> => ({ ...doc.data, id: doc.id }));
const readCase = async (id: string) => (await getDataStore().get<Case>(paths.case(firmId, id))).data!;
const readClient = async (id: string) => (await getDataStore().get<Client>(paths.client(firmId, id))).data!;

/** Every client and dossier of the cabinet: what is stored equals what it is made of. */
async function expectStoredFieldsRecomputed() {
  const clients = await all<Client>(paths.clients(firmId));
  const cases = await all<Case>(paths.cases(firmId));
  const names = new Map(clients.map((client) => [client.id, client.displayName]));
  for (const client of clients) {
    const dossiers = cases.filter((dossier) => dossier.clientIds.includes(client.id)).length;
    expect({ id: client.id, caseCount: client.caseCount, ...clientSearchFields(client) }).toEqual({
      id: client.id,
      caseCount: dossiers,
      searchTokens: client.searchTokens,
      sortName: client.sortName,
    });
  }
  for (const dossier of cases) {
    const clientNames = dossier.clientIds.map((id) => names.get(id));
    expect({ id: dossier.id, clientNames: dossier.clientNames }).toEqual({ id: dossier.id, clientNames });
    expect({ id: dossier.id, ...caseSearchFields({ ...dossier, clientNames: dossier.clientNames! }) }).toEqual({
      id: dossier.id,
      searchTokens: dossier.searchTokens,
      partyTokens: dossier.partyTokens,
    });
  }
}

const newClient = (nom: string, prenom: string) =>
  createClient({ firmId, values: { ...EMPTY_CLIENT_FORM, civilite: 'Mme', nom, prenom } });
const newCase = (clientIds: string[], title = 'Bail commercial') =>
  createCase({ firmId, values: { ...emptyCaseForm('2026-03-02', uid), clientIds, title, hourlyRate: '200' } });

describe('stored names, counts and tokens', () => {
  it('are those of the demo cabinet as loaded', async () => {
    await expectStoredFieldsRecomputed();
  });

  it('follow a dossier created, relinked to other clients, and its parties added and removed', async () => {
    const marie = await newClient('Quillet', 'Marie');
    const paul = await newClient('Rouvière', 'Paul');
    const { id } = await newCase([marie]);
    expect(await readCase(id)).toMatchObject({ clientNames: ['QUILLET Marie'] });
    expect((await readCase(id)).searchTokens).toContain('quillet');
    expect(await readClient(marie)).toMatchObject({ caseCount: 1 });
    await expectStoredFieldsRecomputed();

    const dossier = await readCase(id);
    await updateCase({
      firmId,
      uid,
      caseId: id,
      previous: dossier,
      values: { ...toCaseForm(dossier), clientIds: [paul] },
      seenUpdatedAt: dossier.updatedAt,
    });
    expect(await readClient(marie)).toMatchObject({ caseCount: 0 });
    expect(await readClient(paul)).toMatchObject({ caseCount: 1 });
    expect((await readCase(id)).searchTokens).not.toContain('quillet');
    await expectStoredFieldsRecomputed();

    await addParty({ firmId, caseId: id, party: { name: 'Garage Vautrin', kind: 'morale' }, check });
    expect((await readCase(id)).partyTokens).toContain('vaut');
    await expectStoredFieldsRecomputed();
    await removeParty({ firmId, caseId: id, index: 0 });
    expect((await readCase(id)).searchTokens).not.toContain('vautrin');
    await expectStoredFieldsRecomputed();
  });

  it('renaming a client renames it on its dossiers, in the same save: found by the new name, no more by the old', async () => {
    const client = await newClient('Quillet', 'Marie');
    const first = await newCase([client]);
    const second = await newCase([client], 'Succession');
    const stored = await readClient(client);
    await updateClient({
      firmId,
      clientId: client,
      values: { ...EMPTY_CLIENT_FORM, civilite: 'Mme', nom: 'Quillet-Ardant', prenom: 'Marie' },
      seenUpdatedAt: stored.updatedAt,
    });
    for (const id of [first.id, second.id]) {
      const dossier = await readCase(id);
      expect(dossier.clientNames).toEqual(['QUILLET-ARDANT Marie']);
      expect(dossier.searchTokens).toContain('ardant');
    }
    const renamed = await getDataStore().query({
      collection: paths.cases(firmId),
      where: [{ field: 'searchTokens', op: 'array-contains', value: 'ardant' }],
    });
    expect(renamed.docs.map((doc) => doc.id).sort()).toEqual([first.id, second.id].sort());
    await expectStoredFieldsRecomputed();
  });

  it('a dossier linked to the client while it is renamed is renamed too (its count says it was missed)', async () => {
    const client = await newClient('Quillet', 'Marie');
    const first = await newCase([client]);
    const stored = await readClient(client);
    const store = getDataStore();
    const original = store.query.bind(store);
    let linkedMeanwhile: string | null = null;
    // Another person links a dossier to the client right after its dossiers were listed.
    const spy = jest.spyOn(store, 'query').mockImplementation(async (query: Query) => {
      const result = await original(query);
      if (linkedMeanwhile === null && query.where?.[0]?.field === 'clientIds') {
        linkedMeanwhile = 'pending';
        linkedMeanwhile = (await newCase([client], 'Dossier ouvert entre-temps')).id;
      }
      return result as never;
    });
    try {
      await updateClient({
        firmId,
        clientId: client,
        values: { ...EMPTY_CLIENT_FORM, civilite: 'Mme', nom: 'Ardant', prenom: 'Marie' },
        seenUpdatedAt: stored.updatedAt,
      });
    } finally {
      spy.mockRestore();
    }
    expect(linkedMeanwhile).not.toBeNull();
    for (const id of [first.id, linkedMeanwhile!]) expect((await readCase(id)).clientNames).toEqual(['ARDANT Marie']);
    expect(await readClient(client)).toMatchObject({ caseCount: 2 });
    await expectStoredFieldsRecomputed();
  });

  it('an anonymised client is no longer found by its name, nor are its dossiers', async () => {
    const client = await newClient('Quillet', 'Marie');
    const { id } = await newCase([client]);
    await anonymiseClient({ firmId, uid, clientId: client });
    const anonymised = await readClient(client);
    expect(anonymised.searchTokens).not.toContain('quillet');
    expect((await readCase(id)).searchTokens).not.toContain('quillet');
    expect((await readCase(id)).clientNames).toEqual([anonymised.displayName]);
    await expectStoredFieldsRecomputed();
  });
});
