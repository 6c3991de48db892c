/**
 * The cabinet's file store as the server side sees it: the sealed Factur-X PDF an invoice was
 * issued with (read to deposit it) and the received invoices kept as expense receipts (written).
 * In production, Cloud Storage (firebase-admin/storage), the paths as the browser's. Locally,
 * where no Storage emulator runs, the same layout as the browser's Firestore file store
 * (shared-data/src/firestoreFiles.ts): a metadata document at `fileDocumentPath(path)` and its
 * chunks of FILE_CHUNK_BYTES at `…/chunks/{n}`, written through the admin SDK.
 */
import { randomUUID } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import type { getStorage } from 'firebase-admin/storage';
import { FILE_CHUNK_BYTES, FILE_MAX_CHUNKS, fileDocumentPath } from 'shared-data/server';

export type ServerFileStore = {
  /** The file's bytes; null when there is no file at that path. */
  read(path: string): Promise<Uint8Array | null>;
  write(path: string, bytes: Uint8Array, contentType: string): Promise<void>;
};

type Bucket = ReturnType<ReturnType<typeof getStorage>['bucket']>;

/** Cloud Storage (production). */
export function cloudStorageFiles(bucket: Bucket): ServerFileStore {
  return {
    async read(path) {
      try {
        const [bytes] = await bucket.file(path).download();
        return new Uint8Array(bytes);
      } catch (error) {
        if ((error as { code?: number }).code === 404) return null;
        throw error;
      }
    },
    async write(path, bytes, contentType) {
      await bucket.file(path).save(Buffer.from(bytes), { contentType, resumable: false });
    },
  };
}

/** The metadata document of the Firestore file store (firestoreFiles.ts). */
type FileMetadata = {
  path: string;
  size: number;
  contentType: string;
  chunkCount: number;
  uploadId: string;
  uploadedAt: string;
};

/** Files kept in Firestore documents (local mode: the emulator). */
export function firestoreFiles(db: Firestore): ServerFileStore {
  const metadataPath = (path: string) => {
    const docPath = fileDocumentPath(path);
    if (!docPath) throw new Error(`Chemin de fichier hors d’un cabinet : ${path}`);
    return docPath;
  };
  return {
    async read(path) {
      const docPath = metadataPath(path);
      const metadata = (await db.doc(docPath).get()).data() as FileMetadata | undefined;
      if (!metadata) return null;
      const refs = Array.from({ length: metadata.chunkCount }, (_, index) => db.doc(`${docPath}/chunks/${index}`));
      const chunks = refs.length ? await db.getAll(...refs) : [];
      const parts = chunks.map((snapshot) => {
        const chunk = snapshot.data() as { bytes?: Uint8Array; uploadId?: string } | undefined;
        // A chunk of another upload: the file is being replaced right now; read it at the next run.
        if (!chunk?.bytes || chunk.uploadId !== metadata.uploadId)
          throw new Error(`Fichier en cours de remplacement : ${path}`);
        return chunk.bytes;
      });
      return new Uint8Array(Buffer.concat(parts));
    },
    async write(path, bytes, contentType) {
      const docPath = metadataPath(path);
      const chunkCount = Math.ceil(bytes.length / FILE_CHUNK_BYTES);
      if (chunkCount > FILE_MAX_CHUNKS) throw new Error(`Fichier trop volumineux : ${path}`);
      const uploadId = randomUUID();
      for (let index = 0; index < chunkCount; index += 1) {
        const chunk = bytes.subarray(index * FILE_CHUNK_BYTES, (index + 1) * FILE_CHUNK_BYTES);
        await db.doc(`${docPath}/chunks/${index}`).set({ bytes: Buffer.from(chunk), uploadId });
      }
      // The metadata last, with the removal of any longer previous version's chunks (as the browser does).
      const batch = db.batch();
      batch.set(db.doc(docPath), {
        path,
        size: bytes.length,
        contentType,
        chunkCount,
        uploadId,
        uploadedAt: new Date().toISOString(),
      } satisfies FileMetadata);
      for (let index = chunkCount; index < FILE_MAX_CHUNKS; index += 1)
        batch.delete(db.doc(`${docPath}/chunks/${index}`));
      await batch.commit();
    },
  };
}
