/**
 * A FileStore kept in Firestore documents: the local stand-in for Cloud Storage where its
 * emulator cannot run (firestoreBackend.ts picks it), shared by every browser on the Firestore
 * emulator and guarded by the same security rules as the data (firebaseRules.ts: the cabinet's
 * members, or anyone reads and the professional writes `public/{uid}/…`; 25 MB and the allowed
 * types, as storage.rules). Layout: `fileDocumentPath` (paths.ts) — a metadata document, then
 * its chunks of FILE_CHUNK_BYTES at `…/chunks/{n}` as Firestore Bytes.
 * Like the Firestore adapter, it only uses SDK types: the functions come in `sdk`.
 */
import type * as FirestoreModule from 'firebase/firestore';
import { randomId } from './docs.ts';
import { assertOnline, DATA_MESSAGES, toDataError } from './errors.ts';
import { blobBytes, validateFile } from './files.ts';
import { FILE_CHUNK_BYTES, FILE_MAX_CHUNKS, fileDocumentPath } from './paths.ts';
import { DataError, type FileStore } from './port.ts';

type FirestoreSdk = Pick<typeof FirestoreModule, 'doc' | 'getDoc' | 'setDoc' | 'writeBatch' | 'Bytes'>;

export type FirestoreFileStoreDeps = {
  db: FirestoreModule.Firestore;
  sdk: FirestoreSdk;
  /** The signed-in user's uid, recorded as `uploadedBy` (informative: the rules check the path's owner). */
  currentUid?: () => string | null | undefined;
};

/** The metadata document. `uploadId` names the upload its chunks belong to. */
type FileMetadata = {
  path: string;
  size: number;
  contentType: string;
  chunkCount: number;
  uploadId: string;
  uploadedAt: string;
  uploadedBy?: string;
};
type Chunk = { bytes: FirestoreModule.Bytes; uploadId: string };

/** Firestore refuses document ids over 1,500 bytes (the encoded path is ASCII). */
const MAX_ID_LENGTH = 1500;

export function createFirestoreFileStore({ db, sdk, currentUid }: FirestoreFileStoreDeps): FileStore {
  const metadataPath = (path: string): string => {
    const docPath = fileDocumentPath(path);
    // Neither a cabinet's nor a professional's public file: refused, as checkFileAccess and storage.rules do.
    if (!docPath) throw new DataError('permission-denied', DATA_MESSAGES.denied);
    if (docPath.split('/').at(-1)!.length > MAX_ID_LENGTH)
      throw new DataError('invalid-argument', DATA_MESSAGES.invalidPath);
    return docPath;
  };
  const chunkRef = (docPath: string, index: number) => sdk.doc(db, `${docPath}/chunks/${index}`);

  const guard = async <R>(work: () => Promise<R>): Promise<R> => {
    try {
      return await work();
    } catch (error) {
      throw toDataError(error);
    }
  };

  const readMetadata = async (docPath: string): Promise<FileMetadata> => {
    const snapshot = await sdk.getDoc(sdk.doc(db, docPath));
    if (!snapshot.exists()) throw new DataError('not-found', DATA_MESSAGES.fileNotFound);
    return snapshot.data() as FileMetadata;
  };

  const read = (path: string): Promise<Blob> =>
    guard(async () => {
      const docPath = metadataPath(path);
      const metadata = await readMetadata(docPath);
      const chunks = await Promise.all(
        Array.from({ length: metadata.chunkCount }, (_, index) => sdk.getDoc(chunkRef(docPath, index))),
      );
      const parts = chunks.map((snapshot) => {
        const chunk = snapshot.data() as Chunk | undefined;
        // A chunk of another upload: the file is being replaced (or deleted) right now. Never mix two versions.
        if (!chunk || chunk.uploadId !== metadata.uploadId) throw new DataError('aborted', DATA_MESSAGES.aborted);
        return chunk.bytes.toUint8Array();
      });
      return new Blob(parts as BlobPart[], { type: metadata.contentType });
    });

  return {
    async upload(path, file, options) {
      const contentType = options?.contentType ?? file.type;
      validateFile(file.size, contentType);
      return guard(async () => {
        // The SDK would queue writes offline and let the user believe it saved (as the Firestore adapter).
        assertOnline();
        const docPath = metadataPath(path);
        const total = file.size;
        const chunkCount = Math.ceil(total / FILE_CHUNK_BYTES);
        const uploadId = randomId();
        options?.onProgress?.({ bytesTransferred: 0, totalBytes: total });
        for (let index = 0; index < chunkCount; index += 1) {
          const end = Math.min(total, (index + 1) * FILE_CHUNK_BYTES);
          const bytes = new Uint8Array(await blobBytes(file.slice(index * FILE_CHUNK_BYTES, end)));
          await sdk.setDoc(chunkRef(docPath, index), { bytes: sdk.Bytes.fromUint8Array(bytes), uploadId });
          options?.onProgress?.({ bytesTransferred: end, totalBytes: total });
        }
        // The metadata last, in one commit with the removal of chunks past the new end (a longer
        // previous version, an interrupted upload): until then readers see the previous file or none.
        const uploadedBy = currentUid?.();
        const metadata: FileMetadata = {
          path,
          size: total,
          contentType,
          chunkCount,
          uploadId,
          uploadedAt: new Date().toISOString(),
          ...(uploadedBy ? { uploadedBy } : {}),
        };
        const batch = sdk.writeBatch(db);
        batch.set(sdk.doc(db, docPath), metadata);
        for (let index = chunkCount; index < FILE_MAX_CHUNKS; index += 1) batch.delete(chunkRef(docPath, index));
        await batch.commit();
        return { path, size: total, contentType };
      });
    },

    read,

    async downloadUrl(path) {
      const blob = await read(path);
      if (typeof URL.createObjectURL === 'function') return URL.createObjectURL(blob);
      // No object URLs (jsdom): a data URL carries the same bytes.
      return guard(async () => {
        const base64 = sdk.Bytes.fromUint8Array(new Uint8Array(await blobBytes(blob))).toBase64();
        return `data:${blob.type};base64,${base64}`;
      });
    },

    delete: (path) =>
      guard(async () => {
        assertOnline();
        const docPath = metadataPath(path);
        await readMetadata(docPath);
        // The metadata and every chunk index in one commit: the file disappears whole.
        const batch = sdk.writeBatch(db);
        batch.delete(sdk.doc(db, docPath));
        for (let index = 0; index < FILE_MAX_CHUNKS; index += 1) batch.delete(chunkRef(docPath, index));
        await batch.commit();
      }),
  };
}
