/**
 * The sealed Factur-X PDF the server side deposits on the cabinet's plateforme agréée: generated
 * from the issued invoice (the same PDF its download gives) and stored at
 * `paths.sealedInvoicePdf` in the file store, after the issuing transaction. When that upload
 * fails (the connection dropped), the invoice is issued all the same and its detail offers to
 * deposit the PDF again: nothing is lost.
 */
import { DataError, getDataStore, getFileStore, type Invoice, paths, toDataError } from 'shared-data';
import { generateInvoicePdf } from '../../facturx/api/pdfActions.ts';
import { goesToPlatform } from 'shared-data/invoiceTotals';

/** What became of the PDF the PA needs, after an issue or an avoir. */
export type PlatformPdf =
  /** Not an invoice for the PA (no PA configured, an individual, a business without SIREN). */
  | { state: 'none' }
  | { state: 'stored' }
  /** The invoice is issued; its PDF is not in the file store yet (French reason). */
  | { state: 'failed'; message: string };

/**
 * Generates the issued invoice's Factur-X PDF and stores it where the server side reads it. `sealed`:
 * the invoice as the issuing transaction wrote it — read again otherwise (deposited again later).
 * Right after the transaction a read may still answer the draft (a transaction's writes reach the
 * local cache only through the listeners), which made the PDF « not for the platform ».
 */
export async function depositSealedPdf({
  firmId,
  invoiceId,
  sealed,
}: {
  firmId: string;
  invoiceId: string;
  sealed?: Invoice;
}): Promise<void> {
  const invoice = sealed ?? (await getDataStore().get<Invoice>(paths.invoice(firmId, invoiceId))).data;
  if (!invoice) throw new DataError('not-found', 'Facture introuvable.');
  if (!goesToPlatform(invoice))
    throw new DataError(
      'invalid-argument',
      'Cette facture ne passe pas par la plateforme de facturation électronique.',
    );
  const pdf = await generateInvoicePdf(invoice, firmId);
  await getFileStore().upload(
    paths.sealedInvoicePdf(firmId, invoiceId),
    new Blob([pdf as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }),
    { contentType: 'application/pdf' },
  );
}

/** After the issuing transaction: the PDF for the PA, when the invoice goes there; never throws. */
export async function depositAfterIssue({
  firmId,
  invoiceId,
  sealed,
}: {
  firmId: string;
  invoiceId: string;
  /** The invoice as its issuing transaction wrote it. */
  sealed: Invoice;
}): Promise<PlatformPdf> {
  if (!goesToPlatform(sealed)) return { state: 'none' };
  try {
    await depositSealedPdf({ firmId, invoiceId, sealed });
    return { state: 'stored' };
  } catch (error) {
    return { state: 'failed', message: toDataError(error).message };
  }
}

/**
 * Whether the sealed PDF is in the file store: true, false (not there: to deposit again), or null
 * when the store could not answer (offline…).
 */
export async function sealedPdfStored({
  firmId,
  invoiceId,
}: {
  firmId: string;
  invoiceId: string;
}): Promise<boolean | null> {
  try {
    await getFileStore().read(paths.sealedInvoicePdf(firmId, invoiceId));
    return true;
  } catch (error) {
    return toDataError(error).code === 'not-found' ? false : null;
  }
}
