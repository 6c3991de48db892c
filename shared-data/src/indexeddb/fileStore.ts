/**
 * The FileStore port over the local database's `files` table: a Blob where the environment's
 * IndexedDB can store one (browsers), base64 otherwise (jest's jsdom), with the same size, type,
 * progress and access rules as Cloud Storage.
 */
import { DATA_MESSAGES, assertOnline, toDataError } from '../errors.ts';
import { blobBytes, validateFile } from '../files.ts';
import { checkFileAccess, type Principal } from '../policy.ts';
import { DataError, type FileStore } from '../port.ts';
import type { LocalConnection } from './connection.ts';

type FileRow = { path: string; blob?: Blob; base64?: string; contentType: string; size: number; uploadedAt: string };

/** ~1 MB and a multiple of 3, so base64 pieces concatenate. */
const PROGRESS_CHUNK = 3 * 349_525;

/** Real browsers clone Blobs into IndexedDB; jest's jsdom (JSON structuredClone) does not. */
const canStoreBlobs = (() => {
  try {
    return typeof Blob === 'function' && structuredClone(new Blob(['x'])) instanceof Blob;
  } catch {
    return false;
  }
})();

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function fromBase64(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** `enforce`: the policy judges each operation with the signed-in user (off: the system file store). */
export function createFileStore(
  connection: LocalConnection,
  principalOf: () => Promise<Principal>,
  enforce: boolean,
): FileStore {
  const files = rawFileStore(connection, principalOf, enforce);
  /** Offline refused like a server upload, IndexedDB failures (quota…) as French DataErrors. */
  const guard =
    <A extends unknown[], R>(work: (...args: A) => Promise<R>, writes: boolean) =>
    async (...args: A): Promise<R> => {
      try {
        if (enforce && writes) assertOnline();
        return await work(...args);
      } catch (error) {
        throw toDataError(error);
      }
    };
  return {
    upload: guard(files.upload, true),
    downloadUrl: guard(files.downloadUrl, false),
    read: guard(files.read, false),
    delete: guard(files.delete, true),
  };
}

function rawFileStore(connection: LocalConnection, principalOf: () => Promise<Principal>, enforce: boolean): FileStore {
  return {
    async upload(path, file, uploadOptions) {
      const contentType = uploadOptions?.contentType ?? file.type;
      validateFile(file.size, contentType);
      if (enforce) checkFileAccess(await principalOf(), 'write', path);
      const total = file.size;
      uploadOptions?.onProgress?.({ bytesTransferred: 0, totalBytes: total });
      if (canStoreBlobs) {
        await connection.putRow('files', {
          path,
          blob: file.slice(0, total, contentType),
          contentType,
          size: total,
          uploadedAt: new Date().toISOString(),
        } satisfies FileRow);
        uploadOptions?.onProgress?.({ bytesTransferred: total, totalBytes: total });
      } else {
        // Read in chunks so that the caller sees progress, as with Cloud Storage.
        let base64 = '';
        for (let offset = 0; offset < total; offset += PROGRESS_CHUNK) {
          base64 += toBase64(
            new Uint8Array(await blobBytes(file.slice(offset, Math.min(total, offset + PROGRESS_CHUNK)))),
          );
          uploadOptions?.onProgress?.({
            bytesTransferred: Math.min(total, offset + PROGRESS_CHUNK),
            totalBytes: total,
          });
        }
        await connection.putRow('files', {
          path,
          base64,
          contentType,
          size: total,
          uploadedAt: new Date().toISOString(),
        } satisfies FileRow);
      }
      return { path, size: total, contentType };
    },
    async downloadUrl(path) {
      if (enforce) checkFileAccess(await principalOf(), 'read', path);
      const row = await connection.getRow<FileRow>('files', path);
      if (!row) throw new DataError('not-found', DATA_MESSAGES.fileNotFound);
      if (row.blob && typeof URL.createObjectURL === 'function') return URL.createObjectURL(row.blob);
      // No object URLs (jsdom) or no stored Blob: a data URL carries the same bytes.
      return `data:${row.contentType};base64,${row.base64 ?? toBase64(new Uint8Array(await blobBytes(row.blob!)))}`;
    },
    async read(path) {
      if (enforce) checkFileAccess(await principalOf(), 'read', path);
      const row = await connection.getRow<FileRow>('files', path);
      if (!row) throw new DataError('not-found', DATA_MESSAGES.fileNotFound);
      if (row.blob) return row.blob;
      return new Blob([fromBase64(row.base64 ?? '')], { type: row.contentType });
    },
    async delete(path) {
      if (enforce) checkFileAccess(await principalOf(), 'write', path);
      await connection.deleteRow('files', path);
    },
  };
}
