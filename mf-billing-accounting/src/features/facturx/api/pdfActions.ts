/**
 * Generating and downloading an invoice's Factur-X PDF (a demande de provision's: a plain PDF/A).
 * pdf-lib, fontkit and the fonts load here, on demand (dynamic import): /app/billing does not
 * carry them until a PDF is asked for.
 */
import { type Case, getDataStore, type Invoice, paths, type TimeEntry } from 'shared-data';
import type { InvoicePdfExtras } from '../model/invoicePdf.ts';
import { saveFile } from 'shared-ui';

const FILE_PREFIXES: Record<Invoice['kind'], string> = {
  facture: 'facture',
  avoir: 'avoir',
  provision: 'demande-de-provision',
};

export function pdfFileName(invoice: Pick<Invoice, 'kind' | 'number'>): string {
  return `${FILE_PREFIXES[invoice.kind]}-${invoice.number ?? 'brouillon'}.pdf`;
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
 * The numbers of the demandes de provision a final invoice deducts (the invoice seals their ids;
 * an issued request's number never changes). One unreadable: null, never a partial list.
 */
async function deductedProvisionNumbers(firmId: string, ids: readonly string[]): Promise<string[] | null> {
  if (ids.length === 0) return null;
  const store = getDataStore();
  const provisions = await Promise.all(ids.map((id) => store.get<Invoice>(paths.invoice(firmId, id))));
  const numbers = provisions.map(({ data }) => data?.number ?? null);
  return numbers.every((number): number is string => number !== null) ? numbers : null;
}

/**
 * What the PDF prints beyond the sealed invoice: the dossier (« Dossier n° … — Affaire : … »), the
 * cabinet's bar (settings/team), for time billed in grouped lines the relevé des diligences the
 * convention promises (those entries, sealed with the invoice), and the numbers of the demandes
 * de provision a final invoice deducts. Unreadable (offline): without.
 */
async function pdfExtras(
  invoice: Invoice,
  firmId: string | undefined,
  groupedEntryIds: readonly string[],
): Promise<InvoicePdfExtras> {
  if (!firmId) return {};
  const store = getDataStore();
  try {
    const [dossier, team, entries, provisionNumbers] = await Promise.all([
      invoice.caseId ? store.get<Case>(paths.case(firmId, invoice.caseId)) : null,
      store.get<{ barreau?: string }>(paths.settings(firmId, 'team')),
      Promise.all(groupedEntryIds.map((id) => store.get<TimeEntry>(paths.timeEntry(firmId, id)))),
      deductedProvisionNumbers(firmId, invoice.provisionRequestIds ?? []),
    ]);
    return {
      dossier: dossier?.data ? { reference: dossier.data.reference, title: dossier.data.title } : null,
      barreau: team.data?.barreau ?? null,
      statement: entries.flatMap(({ data }, index) =>
        data
          ? [{ id: groupedEntryIds[index]!, date: data.date, description: data.description, minutes: data.minutes }]
          : [],
      ),
      deductedProvisionNumbers: provisionNumbers,
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
  // The relevé des diligences unless the invoice was issued without it.
  const extras = await pdfExtras(
    complete,
    firmId,
    complete.statementOfWork === false ? [] : groupedTimeEntryIds(complete),
  );
  return buildInvoicePdf({ invoice: complete, assets: await loadPdfAssets(), ...extras });
}

export async function downloadInvoicePdf(invoice: Invoice, firmId?: string): Promise<void> {
  saveFile({
    content: await generateInvoicePdf(invoice, firmId),
    fileName: pdfFileName(invoice),
    type: 'application/pdf',
  });
}
