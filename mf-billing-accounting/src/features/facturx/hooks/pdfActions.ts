/**
 * Generating and downloading an invoice's Factur-X PDF. pdf-lib, fontkit and the fonts load
 * here, on demand (dynamic import): /app/billing does not carry them until a PDF is asked for.
 */
import { getDataStore, type Invoice, paths } from 'shared-data';
import { saveFile } from 'shared-ui';

export function pdfFileName(invoice: Pick<Invoice, 'kind' | 'number'>): string {
  return `${invoice.kind === 'avoir' ? 'avoir' : 'facture'}-${invoice.number ?? 'brouillon'}.pdf`;
}

/**
 * An avoir issued before its corrected invoice's date was sealed on it (`creditForIssueDate`)
 * gets that date from the invoice itself: its Factur-X XML references the invoice by number and
 * date (BR-FR-CO-05). Nothing is written.
 */
export async function withCreditedIssueDate(invoice: Invoice, firmId: string | undefined): Promise<Invoice> {
  if (invoice.kind !== 'avoir' || invoice.creditForIssueDate || !invoice.creditFor || !firmId) return invoice;
  const credited = (await getDataStore().get<Invoice>(paths.invoice(firmId, invoice.creditFor))).data;
  return credited?.issueDate ? { ...invoice, creditForIssueDate: credited.issueDate } : invoice;
}

export async function generateInvoicePdf(invoice: Invoice, firmId?: string): Promise<Uint8Array> {
  const [{ buildInvoicePdf }, { loadPdfAssets }, complete] = await Promise.all([
    import(/* webpackChunkName: "facturx-pdf" */ '../model/invoicePdf.ts'),
    import('./pdfAssets.ts'),
    withCreditedIssueDate(invoice, firmId),
  ]);
  return buildInvoicePdf({ invoice: complete, assets: await loadPdfAssets() });
}

export async function downloadInvoicePdf(invoice: Invoice, firmId?: string): Promise<void> {
  saveFile({
    content: await generateInvoicePdf(invoice, firmId),
    fileName: pdfFileName(invoice),
    type: 'application/pdf',
  });
}
