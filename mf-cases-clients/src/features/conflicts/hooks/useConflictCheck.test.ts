import { act, renderHook } from '@testing-library/react';
import { getDataStore, paths, type Query } from 'shared-data';
import { installReadCounter, loadTenYearCabinet } from 'shared-data/testing';
import { freshDemoData, seedCase, seedClient, signInAs } from '../../../test/renderWithData.tsx';
import type { ConflictMatch } from '../model/fuzzy.ts';
import { CONFLICT_MESSAGES, useConflictCheck } from './useConflictCheck.ts';

jest.setTimeout(120_000);

const firmId = 'demo-owner';

beforeEach(async () => {
  await freshDemoData();
  signInAs('demo-owner');
});

const checkWith = async (name: string, options: { excludeClientId?: string } = {}) => {
  const hook = renderHook(() => useConflictCheck(firmId, options));
  let matches: ConflictMatch[] = [];
  await act(async () => {
    matches = await hook.result.current.check(name);
  });
  hook.unmount();
  return matches;
};

describe('useConflictCheck: searched by tokens, compared by the French rules', () => {
  it('finds a client and an adverse party by their names however written, with their dossiers', async () => {
    const client = await seedClient({ kind: 'physique', nom: 'Vercoutère', prenom: 'Yannick' });
    const own = await seedCase({ clientIds: [client.id], reference: '2026-9501' });
    const against = await seedCase({
      reference: '2026-9502',
      opposingParties: [{ name: 'Caisse primaire d’assurance maladie du Rhône', kind: 'morale' }],
    });
    // A typo after the first letters, the word order, a civility.
    const [person] = await checkWith('M. Yanick VERCOUTER');
    expect(person).toMatchObject({ source: 'client', clientId: client.id, cases: [{ id: own.id }] });
    // The acronym finds the long form.
    const [party] = await checkWith('CPAM du Rhône');
    expect(party).toMatchObject({ source: 'partie adverse', cases: [{ id: against.id }] });
    // Itself, when the client being edited is checked.
    expect(await checkWith('VERCOUTÈRE Yannick', { excludeClientId: client.id })).toEqual([]);
  });

  it('a check that cannot read refuses with its French message: never « no conflict »', async () => {
    const store = getDataStore();
    const original = store.query.bind(store);
    const spy = jest
      .spyOn(store, 'query')
      .mockImplementation((query: Query) =>
        query.collection === paths.cases(firmId) ? Promise.reject(new Error('hors ligne')) : original(query),
      );
    try {
      const hook = renderHook(() => useConflictCheck(firmId));
      await expect(hook.result.current.check('Garage Vautrin')).rejects.toMatchObject({
        code: 'unavailable',
        message: CONFLICT_MESSAGES.checkFailed,
      });
    } finally {
      spy.mockRestore();
    }
  });

  it('at a cabinet’s tenth year, reads what shares a word with the name, not the cabinet', async () => {
    await loadTenYearCabinet({ scale: 0.05 });
    const dossier = await seedCase({ opposingParties: [{ name: 'Transports Zéphyrin Logistique', kind: 'morale' }] });
    expect((await getDataStore().query({ collection: paths.cases(firmId) })).docs.length).toBeGreaterThan(300);
    const reads = installReadCounter();
    reads.reset();
    const matches = await checkWith('ZEPHYRIN logistique transports');
    expect(matches.map((match) => match.cases.map((item) => item.id))).toEqual([[dossier.id]]);
    // The few dossiers and clients sharing a word's beginning with it (the ten years hold 300 dossiers).
    expect(reads.total).toBeLessThan(30);
  });
});
