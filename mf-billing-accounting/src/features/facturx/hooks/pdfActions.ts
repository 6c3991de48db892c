/**
 * Generating and downloading an invoice's Factur-X PDF. pdf-lib, fontkit and the fonts load
 * here, on demand (dynamic import): /app/billing does not carry them until a PDF is asked for.
 */
import type { Invoice } from 'shared-data';
import { saveFile } from 'shared-ui';

export function pdfFileName(invoice: Pick<Invoice, 'kind' | 'number'>): string {
  return `${invoice.kind === 'avoir' ? 'avoir' : 'facture'}-${invoice.number ?? 'brouillon'}.pdf`;
}

export async function generateInvoicePdf(invoice: Invoice): Promise<Uint8Array> {
  const [{ buildInvoicePdf }, { loadPdfAssets }] = await Promise.all([
    import(/* webpackChunkName: "facturx-pdf" */ '../model/invoicePdf.ts'),
    import('./pdfAssets.ts'),
  ]);
  return buildInvoicePdf({ invoice, assets: await loadPdfAssets() });
}

export async function downloadInvoicePdf(invoice: Invoice): Promise<void> {
  saveFile({ content: await generateInvoicePdf(invoice), fileName: pdfFileName(invoice), type: 'application/pdf' });
}
