/**
 * Faults through the real IndexedDB adapter: offline saves refused (reads kept), quota and
 * IndexedDB failures turned into French DataErrors that reject the caller's promise.
 */
import { DATA_MESSAGES, isRetryable, toDataError } from './errors.ts';
import { createIndexedDbAdapter, type IndexedDbAdapter } from './indexeddb.ts';
import { paths } from './paths.ts';
import { DataError } from './port.ts';

let counter = 0;
const adapters: IndexedDbAdapter[] = [];
async function ownerAdapter(): Promise<IndexedDbAdapter> {
  const adapter = createIndexedDbAdapter({
    name: `faults-${Date.now()}-${counter++}`,
    getAuth: () => ({ uid: 'u1', email: 'u1@example.fr' }),
  });
  adapters.push(adapter);
  await adapter.system.set(paths.membership('u1'), { firmId: 'f1', role: 'owner' });
  return adapter;
}
afterEach(() => {
  for (const adapter of adapters.splice(0)) adapter.close();
  jest.restoreAllMocks();
});

function goOffline() {
  jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
}

const pdf = () => new Blob(['%PDF-1.4 test'], { type: 'application/pdf' });

describe('offline: the local adapter refuses saves like an unreachable server', () => {
  it('refuses set, update, delete and transactions with the French message; reads keep working', async () => {
    const adapter = await ownerAdapter();
    const path = paths.task('f1', 't1');
    await adapter.store.set(path, { title: 'Avant' });
    goOffline();
    const offline = { code: 'unavailable', message: DATA_MESSAGES.offline };
    expect(DATA_MESSAGES.offline).toBe(
      'Connexion perdue : rien n’a été enregistré. Vos saisies sont conservées ; réessayez une fois la connexion revenue.',
    );
    await expect(adapter.store.set(path, { title: 'Hors ligne' })).rejects.toMatchObject(offline);
    await expect(adapter.store.update(path, { title: 'Hors ligne' })).rejects.toMatchObject(offline);
    await expect(adapter.store.delete(path)).rejects.toMatchObject(offline);
    await expect(
      adapter.store.runTransaction(async (tx) => {
        await tx.get(path);
        tx.update(path, { title: 'Hors ligne' });
      }),
    ).rejects.toMatchObject(offline);
    // Already-loaded data stays readable.
    expect((await adapter.store.get(path)).data).toEqual({ title: 'Avant' });
    expect((await adapter.store.query({ collection: paths.tasks('f1') })).docs).toHaveLength(1);
    jest.restoreAllMocks();
    await adapter.store.update(path, { title: 'De retour' });
    expect((await adapter.store.get(path)).data).toEqual({ title: 'De retour' });
  });

  it('refuses file uploads and deletions while offline', async () => {
    const adapter = await ownerAdapter();
    const path = paths.firmFile('f1', 'cases', 'c1', 'piece.pdf');
    goOffline();
    await expect(adapter.files.upload(path, pdf())).rejects.toMatchObject({ message: DATA_MESSAGES.offline });
    await expect(adapter.files.delete(path)).rejects.toMatchObject({ message: DATA_MESSAGES.offline });
    jest.restoreAllMocks();
    await adapter.files.upload(path, pdf());
  });

  it('is retryable: a form offers "Réessayer"', () => {
    expect(isRetryable(new DataError('unavailable', DATA_MESSAGES.offline))).toBe(true);
    expect(isRetryable(new DataError('permission-denied', DATA_MESSAGES.denied))).toBe(false);
  });
});

describe('Firestore failures map to the same messages', () => {
  it('offline and quota codes', () => {
    const offline = Object.assign(new Error('Failed to get document because the client is offline.'), {
      code: 'unavailable',
    });
    expect(toDataError(offline).message).toBe(DATA_MESSAGES.offline);
    expect(toDataError({ code: 'resource-exhausted' }).message).toBe(DATA_MESSAGES.quota);
    expect(toDataError({ code: 'storage/quota-exceeded' }).message).toBe(DATA_MESSAGES.quota);
  });
});

describe('IndexedDB failures: a French message, the caller’s promise rejects (no silent loss)', () => {
  const domError = (name: string) => new DOMException(`simulated ${name}`, name);

  it.each([
    ['QuotaExceededError', DATA_MESSAGES.quota],
    ['UnknownError', DATA_MESSAGES.localDbFailed],
    ['AbortError', DATA_MESSAGES.localDbFailed],
  ])('a write failing with %s', async (name, message) => {
    const adapter = await ownerAdapter();
    const path = paths.task('f1', 'quota');
    jest.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw domError(name);
    });
    const saved = adapter.store.set(path, { title: 'Trop gros' });
    await expect(saved).rejects.toBeInstanceOf(DataError);
    await expect(saved).rejects.toMatchObject({ code: 'unavailable', message });
    await expect(
      adapter.store.runTransaction(async (tx) => {
        tx.set(path, { title: 'Trop gros' });
      }),
    ).rejects.toMatchObject({ message });
    jest.restoreAllMocks();
    expect((await adapter.store.get(path)).exists).toBe(false);
  });

  it('a file upload failing with QuotaExceededError', async () => {
    const adapter = await ownerAdapter();
    jest.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw domError('QuotaExceededError');
    });
    await expect(adapter.files.upload(paths.firmFile('f1', 'cases', 'c1', 'gros.pdf'), pdf())).rejects.toMatchObject({
      code: 'unavailable',
      message: DATA_MESSAGES.quota,
    });
  });

  it('a database that cannot be opened', async () => {
    jest.spyOn(IDBFactory.prototype, 'open').mockImplementation(() => {
      throw domError('InvalidStateError');
    });
    const adapter = createIndexedDbAdapter({ name: `faults-open-${counter++}`, enforcePolicy: false });
    adapters.push(adapter);
    await expect(adapter.store.set(paths.task('f1', 'x'), { title: 'x' })).rejects.toMatchObject({
      code: 'unavailable',
      message: DATA_MESSAGES.localDbOpen,
    });
    await expect(adapter.store.get(paths.task('f1', 'x'))).rejects.toMatchObject({
      message: DATA_MESSAGES.localDbOpen,
    });
  });

  it('a closed database (InvalidStateError)', async () => {
    const adapter = await ownerAdapter();
    adapter.close();
    await expect(adapter.store.set(paths.task('f1', 'closed'), { title: 'x' })).rejects.toMatchObject({
      code: 'unavailable',
      message: DATA_MESSAGES.localDbOpen,
    });
  });

  it('the French messages', () => {
    expect(DATA_MESSAGES.quota).toMatch(/^Espace de stockage du navigateur saturé : .*libérez de l’espace/);
    expect(DATA_MESSAGES.localDbOpen).toMatch(/^La base locale n’a pas pu être ouverte/);
  });
});
