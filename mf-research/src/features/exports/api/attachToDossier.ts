/**
 * Saves a generated file into a dossier's documents through shared-data's `saveDocument`, the
 * function the dossier screen's upload uses: the file's signature checked, a closed dossier
 * refused (« Ce dossier est clos… ») before anything is written, the bytes under
 * `firms/{f}/cases/{caseId}/{id}-{name}` in the file store, the metadata in `firms/{f}/documents/{id}`.
 */
import { type CaseDocument, saveDocument, type UploadProgress } from 'shared-data';
import { saveFile } from 'shared-ui';

export const CONTENT_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

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
  return saveDocument({ firmId, uid, owner: { caseId }, file, contentType, ...(onProgress ? { onProgress } : {}) });
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
