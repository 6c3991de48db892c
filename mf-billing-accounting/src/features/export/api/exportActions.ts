/**
 * The billing exports' downloads: the two CSVs (built by the pure model) and the zip of the
 * period's PDFs (pdf-lib and fflate load only when asked for), with progress.
 */
import { DataError, getDataStore, recordAudit, type Invoice } from 'shared-data';
import { generateInvoicePdf, pdfFileName } from '../../facturx/api/pdfActions.ts';
import { saveFile } from 'shared-ui';

/**
 * Journals an export BEFORE its file is handed over (its own small transaction): an export that
 * cannot be journaled is refused with the store's French message, never downloaded silently.
 */
export async function journalExport({
  firmId,
  uid,
  action,
  fileName,
  details,
}: {
  firmId: string;
  uid: string;
  action: 'export.invoices' | 'export.fec';
  fileName: string;
  details: Record<string, unknown>;
}): Promise<void> {
  await getDataStore().runTransaction(async (tx) => {
    recordAudit(tx, { firmId, uid, action, target: fileName, details: { ...details, fileName } });
  });
}

export function downloadCsv(content: string, fileName: string): void {
  saveFile({ content, fileName, type: 'text/csv;charset=utf-8' });
}

/** Builds the zip of every issued invoice / avoir given; `onProgress(done, total)` after each PDF. */
export async function downloadPdfZip({
  invoices,
  fileName,
  onProgress,
  firmId,
}: {
  invoices: readonly Invoice[];
  fileName: string;
  onProgress: (done: number, total: number) => void;
  /** The cabinet: an older avoir's PDF reads its corrected invoice's date there. */
  firmId?: string;
}): Promise<void> {
  const issued = invoices.filter((invoice) => invoice.status === 'issued');
  if (issued.length === 0) throw new DataError('invalid-argument', 'Aucune facture émise sur cette période.');
  const { zipSync } = await import(/* webpackChunkName: "fflate" */ 'fflate');
  const files: Record<string, Uint8Array> = {};
  onProgress(0, issued.length);
  for (const [index, invoice] of issued.entries()) {
    files[pdfFileName(invoice)] = await generateInvoicePdf(invoice, firmId);
    onProgress(index + 1, issued.length);
  }
  // PDFs are already compressed: store them (level 0) for speed.
  saveFile({ content: zipSync(files, { level: 0 }), fileName, type: 'application/zip' });
}
