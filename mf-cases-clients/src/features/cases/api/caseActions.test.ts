import { type Case, type ConflictCheck, DataError, type DocumentStore, getDataStore, paths } from 'shared-data';
import { freshDemoData, seedCase, seedClient, seedTimeEntry, signInAs } from '../../../test/renderWithData.tsx';
import { PARTY_MESSAGES } from '../../conflicts/model/parties.ts';
import { toCaseForm } from '../model/caseForm.ts';
import { addParty, CASE_MESSAGES, removeParty, saveNotes, setCaseStatus, updateCase } from './caseActions.ts';

const firmId = 'demo-owner';
const uid = 'demo-owner';
const check = { uid, matches: [], decision: 'aucun conflit' as const };

beforeEach(async () => {
  await freshDemoData();
  signInAs('demo-owner');
});

const read = async (caseId: string) => (await getDataStore().get<Case>(paths.case(firmId, caseId))).data!;

describe('caseActions: every refusal is a DataError with its French message', () => {
  it('"Dossier introuvable." for a dossier that does not exist', async () => {
    const missing = { firmId, caseId: 'nope' };
    const expected = { code: 'not-found', message: CASE_MESSAGES.notFound };
    await expect(addParty({ ...missing, party: { name: 'X', kind: 'morale' }, check })).rejects.toMatchObject(expected);
    await expect(removeParty({ ...missing, index: 0 })).rejects.toMatchObject(expected);
    await expect(saveNotes({ ...missing, notes: 'x' })).rejects.toMatchObject(expected);
    await expect(setCaseStatus({ ...missing, uid, from: 'ouvert', to: 'clos' })).rejects.toBeInstanceOf(DataError);
  });

  it('refuses the dossier’s own client as adverse party, and the same party twice', async () => {
    const client = await seedClient({ kind: 'physique', nom: 'Bertrand', prenom: 'Yann' });
    const dossier = await seedCase({
      clientIds: [client.id],
      opposingParties: [{ name: 'Lambert SA', kind: 'morale' }],
    });
    await expect(
      addParty({ firmId, caseId: dossier.id, party: { name: 'Yann BERTRAND', kind: 'physique' }, check }),
    ).rejects.toMatchObject({
      code: 'invalid-argument',
      message: PARTY_MESSAGES.isOwnClient('Yann BERTRAND', 'BERTRAND Yann'),
    });
    await expect(
      addParty({ firmId, caseId: dossier.id, party: { name: 'LAMBERT S.A.', kind: 'morale' }, check }),
    ).rejects.toMatchObject({ message: PARTY_MESSAGES.duplicate('LAMBERT S.A.') });
    expect((await read(dossier.id)).opposingParties).toHaveLength(1);
  });

  it('adds a party and records the conflict check in the same transaction', async () => {
    const dossier = await seedCase({ title: 'Bail' });
    await addParty({ firmId, caseId: dossier.id, party: { name: 'Garage Dupuis', kind: 'morale' }, check });
    expect((await read(dossier.id)).opposingParties).toEqual([{ name: 'Garage Dupuis', kind: 'morale' }]);
    const checks = await getDataStore().query<ConflictCheck>({ collection: paths.conflictChecks(firmId) });
    expect(checks.docs.map((doc) => doc.data.query)).toContain('Garage Dupuis');
  });

  it('a closed dossier refuses parties and notes until reopened', async () => {
    const dossier = await seedCase({ status: 'clos', closedAt: '2026-02-01' });
    const closed = { code: 'invalid-argument', message: 'Ce dossier est clos : rouvrez-le pour le modifier.' };
    await expect(
      addParty({ firmId, caseId: dossier.id, party: { name: 'X', kind: 'morale' }, check }),
    ).rejects.toMatchObject(closed);
    await expect(saveNotes({ firmId, caseId: dossier.id, notes: 'x' })).rejects.toMatchObject(closed);
    await setCaseStatus({ firmId, uid, caseId: dossier.id, from: 'clos', to: 'ouvert' });
    await saveNotes({ firmId, caseId: dossier.id, notes: 'Relancer le greffe' });
    expect((await read(dossier.id)).notes).toBe('Relancer le greffe');
  });
});

describe('setCaseStatus', () => {
  it('writes the status and its audit entry together', async () => {
    const dossier = await seedCase();
    await setCaseStatus({ firmId, uid, caseId: dossier.id, from: 'ouvert', to: 'clos' });
    expect((await read(dossier.id)).status).toBe('clos');
    const audit = await getDataStore().query<{ action: string; target: string; details: unknown }>({
      collection: paths.auditLog(firmId),
    });
    expect(audit.docs.map((doc) => doc.data)).toContainEqual(
      expect.objectContaining({
        action: 'case.status',
        target: paths.case(firmId, dossier.id),
        before: { status: 'ouvert' },
        after: { status: 'clos' },
        details: { reference: dossier.data.reference },
      }),
    );
  });

  it('journals a status changed through the dossier form too (before → after), not other edits', async () => {
    const dossier = await seedCase();
    const values = toCaseForm(dossier.data);
    const seen = dossier.data.updatedAt;
    await updateCase({ firmId, uid, caseId: dossier.id, previous: dossier.data, values, seenUpdatedAt: seen });
    const edited = await read(dossier.id);
    await updateCase({
      firmId,
      uid,
      caseId: dossier.id,
      previous: edited,
      values: { ...values, status: 'en attente' },
      seenUpdatedAt: edited.updatedAt,
    });
    const audit = await getDataStore().query<{ action: string; target: string }>({
      collection: paths.auditLog(firmId),
      where: [{ field: 'target', op: '==', value: paths.case(firmId, dossier.id) }],
    });
    expect(audit.docs.map((doc) => doc.data)).toEqual([
      expect.objectContaining({
        action: 'case.status',
        uid,
        before: { status: 'ouvert' },
        after: { status: 'en attente' },
      }),
    ]);
  });

  it('changes nothing when the audit entry cannot be written (same transaction)', async () => {
    const dossier = await seedCase();
    const store = getDataStore() as DocumentStore;
    const original = store.runTransaction.bind(store);
    const spy = jest.spyOn(store, 'runTransaction').mockImplementation((work) =>
      original((tx) =>
        work({
          ...tx,
          get: tx.get.bind(tx),
          update: tx.update.bind(tx),
          delete: tx.delete.bind(tx),
          set: (path, data, options) => {
            if (path.includes('/auditLog/')) throw new DataError('permission-denied', 'refusé');
            tx.set(path, data, options);
          },
        }),
      ),
    );
    try {
      await expect(setCaseStatus({ firmId, uid, caseId: dossier.id, from: 'ouvert', to: 'clos' })).rejects.toThrow();
    } finally {
      spy.mockRestore();
    }
    expect((await read(dossier.id)).status).toBe('ouvert');
  });
});

describe('updateCase: opening date', () => {
  it('refuses an opening date after the first time entry', async () => {
    const dossier = await seedCase({ openedAt: '2026-01-15' });
    await seedTimeEntry({ caseId: dossier.id, date: '2026-02-10' });
    const values = { ...toCaseForm(dossier.data), openedAt: '2026-03-01' };
    await expect(
      updateCase({
        firmId,
        uid,
        caseId: dossier.id,
        previous: dossier.data,
        values,
        seenUpdatedAt: dossier.data.updatedAt,
      }),
    ).rejects.toMatchObject({
      code: 'invalid-argument',
      message:
        'La date d’ouverture ne peut pas être postérieure au premier temps saisi sur ce dossier (le 10/02/2026).',
    });
    await updateCase({
      firmId,
      uid,
      caseId: dossier.id,
      previous: dossier.data,
      seenUpdatedAt: dossier.data.updatedAt,
      values: { ...values, openedAt: '2026-02-10' },
    });
    expect((await read(dossier.id)).openedAt).toBe('2026-02-10');
  });

  it('refuses (never "no entries") when the time entries cannot be read', async () => {
    const dossier = await seedCase({ openedAt: '2026-01-15' });
    const store = getDataStore();
    const spy = jest.spyOn(store, 'query').mockRejectedValue(new Error('réseau'));
    try {
      await expect(
        updateCase({
          firmId,
          uid,
          caseId: dossier.id,
          previous: dossier.data,
          seenUpdatedAt: dossier.data.updatedAt,
          values: { ...toCaseForm(dossier.data), openedAt: '2026-03-01' },
        }),
      ).rejects.toMatchObject({ code: 'unavailable', message: CASE_MESSAGES.entriesCheckFailed });
    } finally {
      spy.mockRestore();
    }
  });
});
