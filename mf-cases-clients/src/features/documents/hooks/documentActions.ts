/** Documents: the bytes in the file store under the cabinet, the metadata in `documents`. */
import {
  type Case,
  type CaseDocument,
  DataError,
  getDataStore,
  getFileStore,
  paths,
  type UploadProgress,
  validateFileContent,
} from 'shared-data';
import { contentTypeOf, safeFileName } from '../model/fileRules.ts';

export type DocumentOwner = { caseId: string } | { clientId: string };

export const DOCUMENT_MESSAGES = {
  caseClosed: 'Ce dossier est clos : rouvrez-le pour y ajouter des documents.',
  caseNotFound: 'Dossier introuvable.',
} as const;

/**
 * Uploads the file after checking its content (its first bytes, not only its name: shared-data
 * validateFileContent) and that the dossier is open, then writes its metadata.
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
  const refused = await validateFileContent(file);
  if (refused) throw refused;
  const store = getDataStore();
  if ('caseId' in owner) {
    const dossier = await store.get<Case>(paths.case(firmId, owner.caseId));
    if (!dossier.data) throw new DataError('not-found', DOCUMENT_MESSAGES.caseNotFound);
    if (dossier.data.status === 'clos') throw new DataError('invalid-argument', DOCUMENT_MESSAGES.caseClosed);
  }
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
