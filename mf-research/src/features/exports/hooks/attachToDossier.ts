/**
 * Saves a generated file into a dossier's documents, exactly as the dossier screen's upload does:
 * the bytes under `firms/{f}/cases/{caseId}/{id}-{name}` in the file store, the metadata in
 * `firms/{f}/documents/{id}` (caseDocumentSchema). The file's signature is checked first.
 */
import {
  type CaseDocument,
  getDataStore,
  getFileStore,
  paths,
  type UploadProgress,
  validateFileContent,
} from 'shared-data';
import { saveFile } from 'shared-ui';

export const CONTENT_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

/** A storage-safe file name: accents and odd characters replaced, extension kept. */
export function safeFileName(name: string): string {
  const plain = name
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-+/g, '-');
  return plain.replace(/^[-.]+/, '').slice(-120) || 'document';
}

export async function attachToDossier({
  firmId,
  uid,
  caseId,
  name,
  bytes,
  format,
  onProgress,
}: {
  firmId: string;
  uid: string;
  caseId: string;
  name: string;
  bytes: Uint8Array;
  format: keyof typeof CONTENT_TYPES;
  onProgress?: (progress: UploadProgress) => void;
}): Promise<{ id: string; document: CaseDocument }> {
  const contentType = CONTENT_TYPES[format];
  const file = new File([bytes as BlobPart], name, { type: contentType });
  const refused = await validateFileContent(file);
  if (refused) throw refused;
  const store = getDataStore();
  const id = store.newId();
  const path = paths.firmFile(firmId, 'cases', caseId, `${id}-${safeFileName(name)}`);
  const stored = await getFileStore().upload(path, file, {
    contentType,
    ...(onProgress ? { onProgress } : {}),
  });
  const document: CaseDocument = {
    caseId,
    name,
    path: stored.path,
    size: stored.size,
    contentType: stored.contentType,
    uploadedBy: uid,
    uploadedAt: new Date().toISOString(),
  };
  try {
    await store.set(paths.document(firmId, id), document);
  } catch (error) {
    await getFileStore()
      .delete(stored.path)
      .catch(() => undefined);
    throw error;
  }
  return { id, document };
}

/** Offers the bytes as a download (no dossier chosen). */
export function downloadBytes({
  name,
  bytes,
  format,
}: {
  name: string;
  bytes: Uint8Array;
  format: keyof typeof CONTENT_TYPES;
}) {
  saveFile({ content: bytes, fileName: name, type: CONTENT_TYPES[format] });
}
