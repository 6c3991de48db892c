import { DATA_MESSAGES } from './errors.ts';
import { createIndexedDbAdapter, type AuthIdentity } from './indexeddb.ts';
import { paths } from './paths.ts';
import { MAX_FILE_BYTES } from './constants.ts';

let auth: AuthIdentity = { uid: 'owner', email: 'o@x.fr' };
const adapter = createIndexedDbAdapter({ name: `files-${Date.now()}`, getAuth: () => auth });
beforeAll(async () => {
  await adapter.system.set(paths.membership('owner'), { firmId: 'f1', role: 'owner' });
  await adapter.system.set(paths.membership('other'), { firmId: 'f2', role: 'owner' });
});
afterAll(() => adapter.close());

describe('IndexedDB file store', () => {
  it('uploads with progress, gives a download URL with the same bytes, deletes', async () => {
    auth = { uid: 'owner', email: 'o@x.fr' };
    const path = paths.firmFile('f1', 'cases', 'c1', 'assignation.pdf');
    const content = 'x'.repeat(2.5 * 1024 * 1024);
    const progress: number[] = [];
    const result = await adapter.files.upload(path, new Blob([content], { type: 'application/pdf' }), {
      onProgress: (p) => progress.push(p.bytesTransferred / p.totalBytes),
    });
    expect(result).toEqual({ path, size: content.length, contentType: 'application/pdf' });
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(1);
    expect(progress.length).toBeGreaterThanOrEqual(3);
    const url = await adapter.files.downloadUrl(path);
    expect(url.startsWith('data:application/pdf;base64,') || url.startsWith('blob:')).toBe(true);
    if (url.startsWith('data:')) expect(atob(url.split(',')[1]!).length).toBe(content.length);
    const read = await adapter.files.read(path);
    expect(read.size).toBe(content.length);
    expect(read.type).toBe('application/pdf');
    await adapter.files.delete(path);
    await expect(adapter.files.downloadUrl(path)).rejects.toMatchObject({
      code: 'not-found',
      message: DATA_MESSAGES.fileNotFound,
    });
  });

  it('refuses files over 25 MB and disallowed types, in French', async () => {
    const big = { size: MAX_FILE_BYTES + 1, type: 'application/pdf', slice: () => new Blob() } as unknown as Blob;
    await expect(adapter.files.upload(paths.firmFile('f1', 'big.pdf'), big)).rejects.toMatchObject({
      code: 'file-too-large',
      message: 'Fichier trop volumineux (25 Mo maximum).',
    });
    await expect(
      adapter.files.upload(paths.firmFile('f1', 'x.exe'), new Blob(['MZ'], { type: 'application/x-msdownload' })),
    ).rejects.toMatchObject({ code: 'file-type-not-allowed' });
    const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    await expect(
      adapter.files.upload(paths.firmFile('f1', 'ok.docx'), new Blob(['x'], { type: docx })),
    ).resolves.toMatchObject({ contentType: docx });
  });

  it('keeps cabinet files to the cabinet', async () => {
    auth = { uid: 'owner', email: 'o@x.fr' };
    const path = paths.firmFile('f1', 'secret.txt');
    await adapter.files.upload(path, new Blob(['secret'], { type: 'text/plain' }));
    auth = { uid: 'other', email: 'x@y.fr' };
    await expect(adapter.files.downloadUrl(path)).rejects.toMatchObject({
      code: 'permission-denied',
      message: DATA_MESSAGES.otherFirm,
    });
    await expect(adapter.files.read(path)).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(
      adapter.files.upload(paths.firmFile('f1', 'intrus.txt'), new Blob(['x'], { type: 'text/plain' })),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    auth = null;
    await expect(adapter.files.downloadUrl(path)).rejects.toMatchObject({
      code: 'permission-denied',
      message: DATA_MESSAGES.signedOut,
    });
  });
});
