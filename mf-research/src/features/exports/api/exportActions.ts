/**
 * Generates a document (PDF or DOCX) and saves it into the dossier's documents, with progress.
 * The generators (docx, pdf-lib, fontkit, the fonts) load only here, at the first export.
 */
import { DataError, type UploadProgress } from 'shared-data';
import type { ExportDocument } from '../model/blocks.ts';
import { attachToDossier, downloadBytes } from './attachToDossier.ts';

export type ExportFormat = 'pdf' | 'docx';
export type ExportStep = { label: string; value: number };

async function render(document: ExportDocument, format: ExportFormat): Promise<Uint8Array> {
  if (format === 'docx') {
    const { renderDocx } = await import(/* webpackChunkName: "export-docx" */ '../model/docx.ts');
    return renderDocx(document);
  }
  const [{ renderPdf }, { loadFonts }] = await Promise.all([
    import(/* webpackChunkName: "export-pdf" */ '../model/pdf.ts'),
    import('./fonts.ts'),
  ]);
  return renderPdf(document, await loadFonts());
}

/** Generates then attaches to the dossier (or downloads when there is none). Returns the document id. */
export async function exportDocument({
  firmId,
  uid,
  caseId,
  fileName,
  document,
  format,
  onStep,
}: {
  firmId: string;
  uid: string;
  caseId: string | null;
  /** Without extension. */
  fileName: string;
  document: ExportDocument;
  format: ExportFormat;
  onStep?: (step: ExportStep) => void;
}): Promise<string | null> {
  onStep?.({ label: `Génération du ${format.toUpperCase()}…`, value: 0.1 });
  let bytes: Uint8Array;
  try {
    bytes = await render(document, format);
  } catch (error) {
    throw Object.assign(
      new DataError('unavailable', `La génération du ${format.toUpperCase()} a échoué. Merci de réessayer.`),
      { cause: error },
    );
  }
  const name = `${fileName}.${format}`;
  if (!caseId) {
    downloadBytes({ name, bytes, format });
    onStep?.({ label: 'Téléchargé.', value: 1 });
    return null;
  }
  onStep?.({ label: 'Enregistrement dans les documents du dossier…', value: 0.5 });
  const { id } = await attachToDossier({
    firmId,
    uid,
    caseId,
    name,
    bytes,
    format,
    onProgress: (progress: UploadProgress) =>
      onStep?.({
        label: 'Enregistrement dans les documents du dossier…',
        value: 0.5 + 0.5 * (progress.totalBytes ? progress.bytesTransferred / progress.totalBytes : 1),
      }),
  });
  onStep?.({ label: 'Enregistré dans les documents du dossier.', value: 1 });
  return id;
}
