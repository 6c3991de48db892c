/**
 * Generating and downloading an invoice's Factur-X PDF. pdf-lib, fontkit and the fonts load
 * here, on demand (dynamic import): /app/billing does not carry them until a PDF is asked for.
 */
import { type Case, getDataStore, type Invoice, paths, type TimeEntry } from 'shared-data';
import type { InvoicePdfExtras } from '../model/invoicePdf.ts';
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

/**
 * What the PDF prints beyond the sealed invoice: the dossier (« Dossier n° … — Affaire : … »), the
 * cabinet's bar (settings/team) and, for time billed in grouped lines, the relevé des diligences
 * the convention promises (those entries, sealed with the invoice). Unreadable (offline): without.
 */
async function pdfExtras(
  invoice: Invoice,
  firmId: string | undefined,
  groupedEntryIds: readonly string[],
): Promise<InvoicePdfExtras> {
  if (!firmId) return {};
  const store = getDataStore();
  try {
    const [dossier, team, entries] = await Promise.all([
      invoice.caseId ? store.get<Case>(paths.case(firmId, invoice.caseId)) : null,
      store.get<{ barreau?: string }>(paths.settings(firmId, 'team')),
      Promise.all(groupedEntryIds.map((id) => store.get<TimeEntry>(paths.timeEntry(firmId, id)))),
    ]);
    return {
      dossier: dossier?.data ? { reference: dossier.data.reference, title: dossier.data.title } : null,
      barreau: team.data?.barreau ?? null,
      statement: entries.flatMap(({ data }, index) =>
        data
          ? [{ id: groupedEntryIds[index]!, date: data.date, description: data.description, minutes: data.minutes }]
          : [],
      ),
    };
  } catch {
    return {};
  }
}

export async function generateInvoicePdf(invoice: Invoice, firmId?: string): Promise<Uint8Array> {
  const [{ buildInvoicePdf, groupedTimeEntryIds }, { loadPdfAssets }, complete] = await Promise.all([
    import(/* webpackChunkName: "facturx-pdf" */ '../model/invoicePdf.ts'),
    import('./pdfAssets.ts'),
    withCreditedIssueDate(invoice, firmId),
  ]);
  const extras = await pdfExtras(complete, firmId, groupedTimeEntryIds(complete));
  return buildInvoicePdf({ invoice: complete, assets: await loadPdfAssets(), ...extras });
}

export async function downloadInvoicePdf(invoice: Invoice, firmId?: string): Promise<void> {
  saveFile({
    content: await generateInvoicePdf(invoice, firmId),
    fileName: pdfFileName(invoice),
    type: 'application/pdf',
  });
}
