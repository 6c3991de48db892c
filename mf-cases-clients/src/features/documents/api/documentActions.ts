/** Documents: the bytes in the file store under the cabinet, the metadata in `documents`. */
import {
  type CaseDocument,
  type DocumentOwner,
  getDataStore,
  getFileStore,
  paths,
  saveDocument,
  type UploadProgress,
} from 'shared-data';
import { contentTypeOf } from '../model/fileRules.ts';

// One rule for every area that saves a document to a dossier (a research export too): shared-data.
export { DOCUMENT_MESSAGES, type DocumentOwner } from 'shared-data';

/**
 * Uploads the file through shared-data's `saveDocument`: its content checked (its first bytes, not
 * only its name), a closed dossier refused, then its metadata written. The content type comes from
 * the file's declared type or else its extension.
 */
export async function uploadDocument({
  firmId,
  uid,
  owner,
  file,
  onProgress,
}: {
  firmId: string;
  uid: string;
  owner: DocumentOwner;
  file: File;
  onProgress: (progress: UploadProgress) => void;
}): Promise<string> {
  const { id } = await saveDocument({
    firmId,
    uid,
    owner,
    file,
    contentType: contentTypeOf(file) ?? file.type,
    onProgress,
  });
  return id;
}

/** Downloads the file with its original name (the browser saves the exact bytes). */
export async function downloadDocument(document: CaseDocument): Promise<void> {
  const url = await getFileStore().downloadUrl(document.path);
  const link = window.document.createElement('a');
  link.href = url;
  link.download = document.name;
  link.rel = 'noopener';
  window.document.body.append(link);
  link.click();
  link.remove();
  if (url.startsWith('blob:')) setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export async function deleteDocument({
  firmId,
  documentId: id,
  document,
}: {
  firmId: string;
  documentId: string;
  document: CaseDocument;
}): Promise<void> {
  await getDataStore().delete(paths.document(firmId, id));
  await getFileStore()
    .delete(document.path)
    .catch(() => undefined);
}
