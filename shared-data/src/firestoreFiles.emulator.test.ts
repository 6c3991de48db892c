/** @jest-environment node */
/**
 * The file store kept in Firestore documents (local mode), against the Firestore emulator with
 * the generated rules, through the real SDK: exact bytes and progress, replace, delete, and the
 * guarantees the RULES give (not the client): a cabinet's files to its members only, public files
 * written by their professional only, the size and type limits. Its own project id: the emulator
 * keeps data and rules per project, so other runs on the same emulator never interfere.
 */
import { resolveObjectURL } from 'node:buffer';
import * as sdk from 'firebase/firestore';
import { MAX_FILE_BYTES } from './constants.ts';
import { DATA_MESSAGES } from './errors.ts';
import { createFirestoreFileStore } from './firestoreFiles.ts';
import { FILE_CHUNK_BYTES, FILE_MAX_CHUNKS, fileDocumentPath, paths } from './paths.ts';
import { type Actor, clearProject, firestoreClientAs, loadRules } from './testing/firestoreEmulator.ts';

// Megabytes through the SDK's Bytes conversions and the emulator: seconds, not milliseconds.

const RUN = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const PROJECT = `demo-files-${RUN}`;
const FIRM_A = `firm-${RUN}-a`;
const FIRM_B = `firm-${RUN}-b`;

const alice = { uid: `alice-${RUN}`, email: 'alice@cabinet-a.fr' }; // owner of A
const bruno = { uid: `bruno-${RUN}`, email: 'bruno@cabinet-a.fr' }; // member of A
const carole = { uid: `carole-${RUN}`, email: 'carole@cabinet-b.fr' }; // owner of B

const closers: (() => Promise<void>)[] = [];

/** A file store on the emulator as `actor` ('admin' bypasses the rules, null is signed out). */
function as(actor: Actor) {
  const { db, close } = firestoreClientAs(PROJECT, actor);
  closers.push(close);
  const uid = actor && actor !== 'admin' ? actor.uid : null;
  return { db, files: createFirestoreFileStore({ db, sdk, currentUid: () => uid }) };
}

/** Deterministic bytes that are not text (every value 0–250). */
function binary(size: number, seed = 1): Uint8Array {
  const bytes = new Uint8Array(size);
  for (let index = 0; index < size; index += 1) bytes[index] = (index * 31 + seed * 7) % 251;
  return bytes;
}
const blobOf = (bytes: Uint8Array, type: string) => new Blob([bytes as BlobPart], { type });
/** Whether a blob holds exactly these bytes (jest's toEqual walks a megabyte element by element: slow). */
const holds = async (blob: Blob, bytes: Uint8Array) => Buffer.from(await blob.arrayBuffer()).equals(bytes);

const denied = { code: 'permission-denied' };
let admin: ReturnType<typeof as>;
let asAlice: ReturnType<typeof as>;
let asBruno: ReturnType<typeof as>;
let asCarole: ReturnType<typeof as>;
let visitor: ReturnType<typeof as>;

beforeAll(async () => {
  await loadRules(PROJECT);
  admin = as('admin');
  asAlice = as(alice);
  asBruno = as(bruno);
  asCarole = as(carole);
  visitor = as(null);
  // The rules' membership(): memberships/{uid} names the cabinet.
  await sdk.setDoc(sdk.doc(admin.db, paths.membership(alice.uid)), { firmId: FIRM_A, role: 'owner' });
  await sdk.setDoc(sdk.doc(admin.db, paths.membership(bruno.uid)), { firmId: FIRM_A, role: 'member' });
  await sdk.setDoc(sdk.doc(admin.db, paths.membership(carole.uid)), { firmId: FIRM_B, role: 'owner' });
});

afterAll(async () => {
  await Promise.all(closers.map((close) => close()));
  await clearProject(PROJECT);
});

/** The stored chunk indexes of a file, seen by the administrator. */
async function storedChunks(path: string): Promise<number[]> {
  const docPath = fileDocumentPath(path)!;
  const found = await sdk.getDocs(sdk.collection(admin.db, `${docPath}/chunks`));
  return found.docs.map((doc) => Number(doc.id)).sort((a, b) => a - b);
}

describe('file store in Firestore documents (emulator, generated rules)', () => {
  const acte = paths.firmFile(FIRM_A, 'cases', 'c1', 'acte été.pdf');

  it('stores a 1.3 MB binary in chunks and gives back the exact bytes, with progress up to the total', async () => {
    const content = binary(1_300_000);
    const progress: { bytesTransferred: number; totalBytes: number }[] = [];
    const result = await asAlice.files.upload(acte, blobOf(content, 'application/pdf'), {
      onProgress: (step) => progress.push(step),
    });
    expect(result).toEqual({ path: acte, size: content.length, contentType: 'application/pdf' });
    expect(progress.map((step) => step.bytesTransferred)).toEqual([
      0,
      FILE_CHUNK_BYTES,
      2 * FILE_CHUNK_BYTES,
      content.length,
    ]);
    expect(progress.every((step) => step.totalBytes === content.length)).toBe(true);
    expect(await storedChunks(acte)).toEqual([0, 1, 2]);
    const metadata = (await sdk.getDoc(sdk.doc(admin.db, fileDocumentPath(acte)!))).data();
    expect(metadata).toMatchObject({
      size: content.length,
      contentType: 'application/pdf',
      chunkCount: 3,
      uploadedBy: alice.uid,
    });

    // Another member of the cabinet (another browser) gets the same bytes.
    const url = await asBruno.files.downloadUrl(acte);
    expect(url).toMatch(/^blob:/);
    const read = resolveObjectURL(url) as Blob;
    expect(read.type).toBe('application/pdf');
    expect(await holds(read, content)).toBe(true);
  });

  it('replaces a file uploaded again at the same path, and drops the chunks it no longer has', async () => {
    const smaller = binary(600_000, 2);
    await asBruno.files.upload(acte, blobOf(smaller, 'application/pdf'));
    expect(await holds(await asAlice.files.read(acte), smaller)).toBe(true);
    expect(await storedChunks(acte)).toEqual([0, 1]);
    // Mid-replacement (a chunk of another upload under the current metadata): refused, never two versions mixed.
    const docPath = fileDocumentPath(acte)!;
    await sdk.setDoc(sdk.doc(asBruno.db, `${docPath}/chunks/0`), {
      bytes: sdk.Bytes.fromUint8Array(binary(10)),
      uploadId: 'next',
    });
    await expect(asAlice.files.read(acte)).rejects.toMatchObject({ code: 'aborted' });
  });

  it('deletes the metadata and every chunk; a missing file is not-found, in French', async () => {
    await asAlice.files.delete(acte);
    expect(await storedChunks(acte)).toEqual([]);
    expect((await sdk.getDoc(sdk.doc(admin.db, fileDocumentPath(acte)!))).exists()).toBe(false);
    const notFound = { code: 'not-found', message: DATA_MESSAGES.fileNotFound };
    await expect(asAlice.files.read(acte)).rejects.toMatchObject(notFound);
    await expect(asAlice.files.downloadUrl(acte)).rejects.toMatchObject(notFound);
    await expect(asAlice.files.delete(acte)).rejects.toMatchObject(notFound);
    await expect(asAlice.files.read(paths.firmFile(FIRM_A, 'jamais.pdf'))).rejects.toMatchObject(notFound);
  });

  it('keeps a cabinet’s files from another cabinet and from visitors: read, write and delete refused by the rules', async () => {
    const secret = paths.firmFile(FIRM_A, 'cases', 'c2', 'secret.txt');
    await asAlice.files.upload(secret, new Blob(['secret du cabinet A'], { type: 'text/plain' }));
    for (const outsider of [asCarole, visitor]) {
      await expect(outsider.files.read(secret)).rejects.toMatchObject(denied);
      await expect(outsider.files.downloadUrl(secret)).rejects.toMatchObject(denied);
      await expect(outsider.files.upload(secret, new Blob(['remplacé'], { type: 'text/plain' }))).rejects.toMatchObject(
        denied,
      );
      await expect(outsider.files.delete(secret)).rejects.toMatchObject(denied);
      // Straight to the documents, past the client: refused too.
      const docPath = fileDocumentPath(secret)!;
      await expect(sdk.getDoc(sdk.doc(outsider.db, `${docPath}/chunks/0`))).rejects.toMatchObject(denied);
      await expect(sdk.deleteDoc(sdk.doc(outsider.db, docPath))).rejects.toMatchObject(denied);
      await expect(
        sdk.setDoc(sdk.doc(outsider.db, `${docPath}/chunks/0`), {
          bytes: sdk.Bytes.fromUint8Array(new Uint8Array([1])),
          uploadId: 'x',
        }),
      ).rejects.toMatchObject(denied);
    }
    expect(await (await asBruno.files.read(secret)).text()).toBe('secret du cabinet A');
  });

  it('enforces the size and type limits in the rules, whatever the client checks', async () => {
    const docPath = fileDocumentPath(paths.firmFile(FIRM_A, 'direct.pdf'))!;
    const metadata = {
      path: 'x',
      size: 10,
      contentType: 'application/pdf',
      chunkCount: 1,
      uploadId: 'u',
      uploadedAt: '',
    };
    const write = (data: Record<string, unknown>) => sdk.setDoc(sdk.doc(asAlice.db, docPath), data);
    await expect(write({ ...metadata, size: MAX_FILE_BYTES + 1 })).rejects.toMatchObject(denied);
    await expect(write({ ...metadata, contentType: 'application/x-msdownload' })).rejects.toMatchObject(denied);
    await expect(write({ ...metadata, chunkCount: FILE_MAX_CHUNKS + 1 })).rejects.toMatchObject(denied);
    await expect(write(metadata)).resolves.toBeUndefined();
    // No chunk past the limit, none larger than a chunk: the bytes stored cannot outgrow 25 MB either.
    const chunk = (index: number, size: number) =>
      sdk.setDoc(sdk.doc(asAlice.db, `${docPath}/chunks/${index}`), {
        bytes: sdk.Bytes.fromUint8Array(binary(size)),
        uploadId: 'u',
      });
    await expect(chunk(FILE_MAX_CHUNKS, 10)).rejects.toMatchObject(denied);
    await expect(chunk(0, FILE_CHUNK_BYTES + 1)).rejects.toMatchObject(denied);
    await expect(chunk(FILE_MAX_CHUNKS - 1, FILE_CHUNK_BYTES)).resolves.toBeUndefined();
    // The client refuses first, with its French messages.
    await expect(
      asAlice.files.upload(paths.firmFile(FIRM_A, 'x.exe'), new Blob(['MZ'], { type: 'application/x-msdownload' })),
    ).rejects.toMatchObject({ code: 'file-type-not-allowed' });
  });

  it('lets anyone read a professional’s public files, and only that professional write them', async () => {
    const photo = paths.publicFile(alice.uid, 'photo.png');
    const content = binary(100_000, 3);
    await asAlice.files.upload(photo, blobOf(content, 'image/png'));
    for (const reader of [visitor, asCarole, asBruno])
      expect(await holds(await reader.files.read(photo), content)).toBe(true);
    for (const other of [visitor, asCarole, asBruno]) {
      await expect(other.files.upload(photo, blobOf(binary(10), 'image/png'))).rejects.toMatchObject(denied);
      await expect(other.files.delete(photo)).rejects.toMatchObject(denied);
    }
    await expect(
      asCarole.files.upload(paths.publicFile(carole.uid, 'photo.png'), blobOf(content, 'image/png')),
    ).resolves.toMatchObject({ size: content.length });
    await asAlice.files.delete(photo);
    await expect(visitor.files.read(photo)).rejects.toMatchObject({ code: 'not-found' });
  });

  it('refuses a path that is neither a cabinet’s nor a public one', async () => {
    await expect(asAlice.files.upload('ailleurs/x.pdf', blobOf(binary(10), 'application/pdf'))).rejects.toMatchObject(
      denied,
    );
  });
});
