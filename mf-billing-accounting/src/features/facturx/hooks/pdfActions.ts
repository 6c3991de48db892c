/**
 * Generating and downloading an invoice's Factur-X PDF. pdf-lib, fontkit and the fonts load
 * here, on demand (dynamic import): /app/billing does not carry them until a PDF is asked for.
 */
import type { Invoice } from 'shared-data';

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

export function saveBytes(bytes: Uint8Array | Blob, fileName: string, type = 'application/pdf'): void {
  const blob = bytes instanceof Blob ? bytes : new Blob([bytes as BlobPart], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export async function downloadInvoicePdf(invoice: Invoice): Promise<void> {
  saveBytes(await generateInvoicePdf(invoice), pdfFileName(invoice));
}
