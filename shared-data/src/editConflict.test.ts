import {
  assertUnchanged,
  EDIT_CONFLICT_MESSAGES,
  EditConflictError,
  isEditConflict,
  nextUpdatedAt,
  readForEdit,
} from './editConflict.ts';
import { DATA_MESSAGES } from './errors.ts';
import { createIndexedDbAdapter, type IndexedDbAdapter } from './indexeddb.ts';
import { paths } from './paths.ts';
import type { DocumentStore } from './port.ts';

describe('assertUnchanged', () => {
  const snapshot = (data: Record<string, unknown> | null) => ({ exists: data !== null, data });

  it('returns the stored data when updatedAt is the one the form loaded', () => {
    const data = { title: 'A', updatedAt: '2026-01-01T10:00:00.000Z' };
    expect(assertUnchanged(snapshot(data), { seenUpdatedAt: data.updatedAt, subject: 'Ce client' })).toBe(data);
  });

  it('treats a missing updatedAt (old data) as unchanged only if none was seen', () => {
    expect(assertUnchanged(snapshot({ title: 'A' }), { seenUpdatedAt: undefined, subject: 'Ce client' })).toEqual({
      title: 'A',
    });
    expect(() =>
      assertUnchanged(snapshot({ title: 'A', updatedAt: '2026-01-01T10:00:00.000Z' }), {
        seenUpdatedAt: undefined,
        subject: 'Ce client',
      }),
    ).toThrow(EditConflictError);
  });

  it('refuses with the French message and the saved version attached', () => {
    const saved = { title: 'B', updatedAt: '2026-01-02T10:00:00.000Z' };
    let caught: unknown;
    try {
      assertUnchanged(snapshot(saved), { seenUpdatedAt: '2026-01-01T10:00:00.000Z', subject: 'Ce client' });
    } catch (error) {
      caught = error;
    }
    expect(isEditConflict(caught)).toBe(true);
    expect(caught).toMatchObject({
      code: 'aborted',
      saved,
      message:
        'Ce client a été modifié ailleurs (autre onglet ou autre personne) depuis que vous l’avez ouvert. Vos saisies sont conservées.',
    });
  });

  it('agrees the message with the subject', () => {
    expect(EDIT_CONFLICT_MESSAGES.changed({ subject: 'Ces paramètres', agreement: 's' })).toMatch(
      /^Ces paramètres ont été modifiés ailleurs .* depuis que vous l’avez ouverts\./,
    );
    expect(EDIT_CONFLICT_MESSAGES.changed({ subject: 'Cette dépense', agreement: 'e' })).toMatch(
      /^Cette dépense a été modifiée ailleurs/,
    );
  });

  it('a deleted record is "not found", not a conflict', () => {
    expect(() => assertUnchanged(snapshot(null), { seenUpdatedAt: 'x', subject: 'Ce client' })).toThrow(
      DATA_MESSAGES.notFound,
    );
  });
});

describe('nextUpdatedAt', () => {
  it('is always after the previous value, even within the same millisecond', () => {
    const future = new Date(Date.now() + 60_000).toISOString();
    expect(nextUpdatedAt(future) > future).toBe(true);
    expect(Date.parse(nextUpdatedAt()) <= Date.now()).toBe(true);
    expect(Date.parse(nextUpdatedAt('not a date'))).not.toBeNaN();
  });
});

describe('two saves from the same loaded version, through the real IndexedDB adapter', () => {
  let adapter: IndexedDbAdapter;
  beforeEach(async () => {
    adapter = createIndexedDbAdapter({
      name: `edit-conflict-${Date.now()}-${Math.random()}`,
      getAuth: () => ({ uid: 'u1', email: 'u1@example.fr' }),
    });
    await adapter.system.set(paths.membership('u1'), { firmId: 'f1', role: 'owner' });
  });
  afterEach(() => adapter.close());

  const save = (store: DocumentStore, path: string, seenUpdatedAt: string | undefined, title: string) =>
    store.runTransaction(async (tx) => {
      const current = await readForEdit(tx, { path, seenUpdatedAt, subject: 'Cette tâche', agreement: 'e' });
      tx.update(path, { title, updatedAt: nextUpdatedAt(current.updatedAt) });
    });

  it('refuses the second save and keeps the first', async () => {
    const path = paths.task('f1', 't1');
    const loaded = '2026-01-01T10:00:00.000Z';
    await adapter.store.set(path, { title: 'Original', updatedAt: loaded });

    // Tab A and tab B both opened the record at `loaded`.
    await save(adapter.store, path, loaded, 'Version A');
    const second = save(adapter.store, path, loaded, 'Version B');
    await expect(second).rejects.toBeInstanceOf(EditConflictError);
    await expect(second).rejects.toMatchObject({
      code: 'aborted',
      message: expect.stringMatching(/^Cette tâche a été modifiée ailleurs/),
      saved: { title: 'Version A' },
    });
    const stored = (await adapter.store.get<{ title: string; updatedAt: string }>(path)).data!;
    expect(stored.title).toBe('Version A');
    expect(stored.updatedAt > loaded).toBe(true);

    // "Garder mes modifications": saved again against the new updatedAt, it goes through.
    await save(adapter.store, path, stored.updatedAt, 'Version B');
    expect((await adapter.store.get<{ title: string }>(path)).data!.title).toBe('Version B');
  });

  it('two concurrent saves from the same version: exactly one wins', async () => {
    const path = paths.task('f1', 't2');
    const loaded = '2026-01-01T10:00:00.000Z';
    await adapter.store.set(path, { title: 'Original', updatedAt: loaded });
    const results = await Promise.allSettled([
      save(adapter.store, path, loaded, 'A'),
      save(adapter.store, path, loaded, 'B'),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(isEditConflict(refused.reason)).toBe(true);
    const winner = results[0]!.status === 'fulfilled' ? 'A' : 'B';
    expect((await adapter.store.get<{ title: string }>(path)).data!.title).toBe(winner);
  });
});
