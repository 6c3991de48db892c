/** File checks shared by both file stores (and mirrored by firebase/storage.rules). */
import { ALLOWED_CONTENT_TYPES, MAX_FILE_BYTES } from './constants.ts';
import { DATA_MESSAGES } from './errors.ts';
import { DataError } from './port.ts';

/** Throws a French DataError when the file is too large or of a type we do not accept. */
export function validateFile(size: number, contentType: string): void {
  if (size > MAX_FILE_BYTES) throw new DataError('file-too-large', DATA_MESSAGES.fileTooLarge);
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!(ALLOWED_CONTENT_TYPES as readonly string[]).includes(type))
    throw new DataError('file-type-not-allowed', DATA_MESSAGES.fileType);
}

/** Blob → bytes, also where Blob#arrayBuffer is missing (older jsdom). */
export function blobBytes(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}
