/** Documents: the bytes in the file store under the cabinet, the metadata in `documents`. */
import { getDataStore, getFileStore, paths, type CaseDocument, type UploadProgress } from 'shared-data';
import { contentTypeOf, safeFileName } from '../model/fileRules.ts';

export type DocumentOwner = { caseId: string } | { clientId: string };

export async function uploadDocument(
  firmId: string,
  uid: string,
  owner: DocumentOwner,
  file: File,
  onProgress: (progress: UploadProgress) => void,
): Promise<string> {
  const store = getDataStore();
  const id = store.newId();
  const folder = 'caseId' in owner ? ['cases', owner.caseId] : ['clients', owner.clientId];
  const path = paths.firmFile(firmId, ...folder, `${id}-${safeFileName(file.name)}`);
  const contentType = contentTypeOf(file) ?? file.type;
  const stored = await getFileStore().upload(path, file, { contentType, onProgress });
  const metadata: CaseDocument = {
    ...owner,
    name: file.name,
    path: stored.path,
    size: stored.size,
    contentType: stored.contentType,
    uploadedBy: uid,
    uploadedAt: new Date().toISOString(),
  };
  try {
    await store.set(paths.document(firmId, id), metadata);
  } catch (error) {
    await getFileStore()
      .delete(stored.path)
      .catch(() => undefined);
    throw error;
  }
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

export async function deleteDocument(firmId: string, id: string, document: CaseDocument): Promise<void> {
  await getDataStore().delete(paths.document(firmId, id));
  await getFileStore()
    .delete(document.path)
    .catch(() => undefined);
}
