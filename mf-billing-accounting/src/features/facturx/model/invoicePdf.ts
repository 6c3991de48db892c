/**
 * The invoice / avoir PDF: every mandatory mention (CGI ann. II art. 242 nonies A, C. com.
 * L441-9/L441-10), the lawyers' detailed account (honoraires, émoluments, débours, provisions),
 * as a Factur-X PDF/A-3B: embedded DejaVu fonts, XMP with the Factur-X extension schema, sRGB
 * output intent (ICC profile), trailer ID, `factur-x.xml` attached with AFRelationship Data.
 * Its totals are the invoice's sealed totals, the ones its Factur-X XML carries (cii.ts). A final
 * invoice that deducts demandes de provision lists their numbers and what it deducts (HT, TVA,
 * débours, TTC: what their receipts carried); its XML's prepaid amount (BT-113) is that TTC.
 * A demande de provision is not an invoice: its PDF is a plain PDF/A-3B (same fonts, output
 * intent and ID, no Factur-X XML and no Factur-X metadata) with its own title and mentions
 * (mentions.ts `provisionMentions`), the amount asked for, the due date and the bank details.
 * What the sealed invoice does not hold — the dossier's reference and title, the issuer's bar, the
 * time entries of a grouped line — is printed when the caller passes it (InvoicePdfExtras).
 * Pure: bytes in (fonts, ICC profile), bytes out. Loaded only when a PDF is asked for.
 * Here the order of the blocks; each block is drawn by its module: pdfParties (issuer, document,
 * client), pdfLines, pdfTotals (and the compte détaillé), pdfConditions, pdfStatement; pdfLayout is
 * the page and pen, pdfArchive the PDF/A-3B and Factur-X structures.
 */
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFPage } from 'pdf-lib';
import type { ClientSnapshot, Invoice, IssuerSnapshot } from 'shared-data';
import { groupedTimeEntryIds } from './groupedTime.ts';
import { finishPdfA, PDF_PRODUCER } from './pdfArchive.ts';
import { drawConditions } from './pdfConditions.ts';
import { type Ctx, drawFooters, newPage } from './pdfLayout.ts';
import { drawLines, linesByDate } from './pdfLines.ts';
import { drawClient, drawHeader } from './pdfParties.ts';
import { drawStatement, type StatementEntry } from './pdfStatement.ts';
import { drawDetailedAccount, drawTotals } from './pdfTotals.ts';

export type PdfAssets = { regular: Uint8Array; bold: Uint8Array; iccProfile: Uint8Array };
/** What the PDF prints beyond the sealed invoice when the caller knows it. */
export type InvoicePdfExtras = {
  /** The dossier invoiced: « Dossier n° {reference} — Affaire : {title} ». */
  dossier?: { reference: string; title: string } | null;
  /** The issuer's bar (settings/team `barreau`): « Avocat au barreau de … » under its name. */
  barreau?: string | null;
  /**
   * Asked for in grouped mode: the time entries of the invoice's grouped lines (groupedTimeEntryIds),
   * appended as a « Relevé des diligences » (date, description, duration); others are ignored.
   */
  statement?: readonly StatementEntry[] | null;
  /**
   * A final invoice deducting demandes de provision: their numbers, in the order of its
   * `provisionRequestIds`. Unknown (null): the deduction is printed without them.
   */
  deductedProvisionNumbers?: readonly string[] | null;
};

/**
 * fontkit parsing each font file once per page (the assets are loaded once: pdfAssets.ts): a zip of
 * a year's invoices embeds the same two fonts in every PDF, and parsing DejaVu and its layout
 * tables again was most of each PDF's time. Each document still makes its own subset.
 */
type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];
const parsedFonts = new WeakMap<Uint8Array, ReturnType<Fontkit['create']>>();
const fontkitParsingOnce: Fontkit = {
  create(bytes) {
    const font = parsedFonts.get(bytes) ?? fontkit.create(bytes);
    parsedFonts.set(bytes, font);
    return font;
  },
};

/** The document, top to bottom: each block draws itself from the cursor down (pdfLayout.ts), pages added as needed. */
export async function buildInvoicePdf({
  invoice,
  assets,
  now = new Date(),
  dossier = null,
  barreau = null,
  statement = null,
  deductedProvisionNumbers = null,
}: {
  invoice: Invoice;
  assets: PdfAssets;
  now?: Date;
} & InvoicePdfExtras): Promise<Uint8Array> {
  const issuer = invoice.issuerSnapshot as IssuerSnapshot | null;
  const client = invoice.clientSnapshot as ClientSnapshot | null;
  if (!issuer || !client || !invoice.number || !invoice.issueDate) throw new Error('Seule une facture émise a un PDF.');
  const isProvision = invoice.kind === 'provision';
  const title = `${isProvision ? 'Demande de provision' : invoice.kind === 'avoir' ? 'Avoir' : 'Facture'} ${invoice.number}`;
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.registerFontkit(fontkitParsingOnce);
  const regular = await doc.embedFont(assets.regular, { subset: true });
  const bold = await doc.embedFont(assets.bold, { subset: true });
  const ctx: Ctx = { doc, page: undefined as unknown as PDFPage, y: 0, regular, bold, pages: [] };
  newPage(ctx);

  drawHeader(ctx, { invoice, number: invoice.number, issuer, barreau });
  drawClient(ctx, { invoice, client, dossier });
  drawLines(ctx, invoice.lines);
  drawTotals(ctx, invoice, deductedProvisionNumbers);
  if (!isProvision) drawDetailedAccount(ctx, invoice);
  drawConditions(ctx, { invoice, issuer, client });
  drawStatement(ctx, invoice, statement);
  drawFooters(
    ctx,
    (page, pages) =>
      `${issuer.legalName} — ${title} — page ${page}/${pages}${isProvision ? '' : ' — Factur-X (EN 16931)'}`,
  );

  await finishPdfA(doc, { invoice, issuer, client, title, iccProfile: assets.iccProfile, now });
  return doc.save({ useObjectStreams: false });
}

export { groupedTimeEntryIds, linesByDate, PDF_PRODUCER, type StatementEntry };
