/**
 * Saving a document to a dossier (or to a client's file), one way for every area — the dossier
 * screen's upload and a research export alike: the content checked by its first bytes, a closed
 * dossier refused before anything is written, the bytes in the file store under
 * `firms/{f}/cases/{caseId}/{id}-{name}` (or `clients/{clientId}/…`), the metadata in
 * `firms/{f}/documents/{id}` (caseDocumentSchema).
 */
// Through the shared entry, not ./init.ts: one store in the page whichever app provides shared-data.
import { DataError, getDataStore, getFileStore, validateFileContent } from 'shared-data/store';
import { paths } from './paths.ts';
import type { DocumentStore, FileStore, UploadProgress } from './port.ts';
import type { Case, CaseDocument } from './schemas.ts';

/** Why a document cannot be saved to a dossier (DataError messages). */
export const DOCUMENT_MESSAGES = {
  caseClosed: 'Ce dossier est clos : rouvrez-le pour y ajouter des documents.',
  caseNotFound: 'Dossier introuvable.',
} as const;

/** Whose document it is: a dossier's, or a client's. */
export type DocumentOwner = { caseId: string } | { clientId: string };

/** A storage-safe file name: accents and odd characters replaced, extension kept. */
export function safeFileName(name: string): string {
  const plain = name
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-+/g, '-');
  return plain.replace(/^[-.]+/, '').slice(-120) || 'document';
}

/** The dossier must exist and be open (refused in French otherwise). */
function assertOpen(dossier: Case | null): void {
  if (!dossier) throw new DataError('not-found', DOCUMENT_MESSAGES.caseNotFound);
  if (dossier.status === 'clos') throw new DataError('invalid-argument', DOCUMENT_MESSAGES.caseClosed);
}

/**
 * Checks the file's content (shared-data validateFileContent) and, for a dossier, that it exists
 * and is open — before anything is written —, uploads the bytes, then writes the metadata in a
 * transaction that reads the dossier again (closed during the upload: refused, the file removed).
 * Returns the document's id and record.
 */
export async function saveDocument(
  input: {
    firmId: string;
    uid: string;
    owner: DocumentOwner;
    file: File;
    /** The stored content type; the file's own type when not given. */
    contentType?: string;
    onProgress?: (progress: UploadProgress) => void;
  },
  stores: { store?: DocumentStore; files?: FileStore } = {},
): Promise<{ id: string; document: CaseDocument }> {
  const { firmId, uid, owner, file, onProgress } = input;
  const { store = getDataStore(), files = getFileStore() } = stores;
  const refused = await validateFileContent(file);
  if (refused) throw refused;
  const casePath = 'caseId' in owner ? paths.case(firmId, owner.caseId) : null;
  if (casePath) assertOpen((await store.get<Case>(casePath)).data);
  const id = store.newId();
  const folder = 'caseId' in owner ? ['cases', owner.caseId] : ['clients', owner.clientId];
  const path = paths.firmFile(firmId, ...folder, `${id}-${safeFileName(file.name)}`);
  const stored = await files.upload(path, file, {
    contentType: input.contentType ?? file.type,
    ...(onProgress ? { onProgress } : {}),
  });
  const document: CaseDocument = {
    ...owner,
    name: file.name,
    path: stored.path,
    size: stored.size,
    contentType: stored.contentType,
    uploadedBy: uid,
    uploadedAt: new Date().toISOString(),
  };
  try {
    await store.runTransaction(async (tx) => {
      if (casePath) assertOpen((await tx.get<Case>(casePath)).data);
      tx.set(paths.document(firmId, id), document);
    });
  } catch (error) {
    await files.delete(stored.path).catch(() => undefined);
    throw error;
  }
  return { id, document };
}
