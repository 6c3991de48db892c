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
 */
import fontkit from '@pdf-lib/fontkit';
import {
  AFRelationship,
  type PDFArray,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFString,
  rgb,
  type PDFFont,
  type PDFPage,
} from 'pdf-lib';
import { type ClientSnapshot, formatCentsForMessage, type Invoice, type IssuerSnapshot } from 'shared-data';
import { formatIsoDay } from 'shared-ui/isoDay';
import { kindTotalCents, lineTotalCents } from 'shared-data/invoiceTotals';
import { groupedTimeEntryIds, lineDay } from '../../../lib/groupedTime.ts';
import { buildCiiXml } from './cii.ts';
import { invoiceNotes, provisionMentions } from './mentions.ts';
import { buildXmp } from './xmp.ts';

export type PdfAssets = { regular: Uint8Array; bold: Uint8Array; iccProfile: Uint8Array };
/** A time entry billed by the invoice, for the « Relevé des diligences ». */
export type StatementEntry = { id: string; date: string; description: string; minutes: number };
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
export const PDF_PRODUCER = 'Prétoire (pdf-lib)';

// Amounts with plain spaces, as in messages: a PDF's text is copied and searched, and a typed space
// never matches the screen's no-break ones.
const euros = formatCentsForMessage;
const frDay = (iso: string | null) => (iso ? formatIsoDay(iso) : '—');
const quantityText = (q: number) => String(q).replace('.', ',');
const formatSiret = (s: string) =>
  s.length === 14 ? `${s.slice(0, 3)} ${s.slice(3, 6)} ${s.slice(6, 9)} ${s.slice(9)}` : s;
const duration = (minutes: number) => `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')}`;

/** Dated lines in date order, in the places dated lines hold; undated lines stay where they are. */
export function linesByDate<T extends { designation: string }>(lines: readonly T[]): T[] {
  const dated = lines
    .map((line, index) => ({ line, index, day: lineDay(line.designation) }))
    .filter((entry): entry is { line: T; index: number; day: string } => entry.day !== null);
  const sorted = [...dated].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : a.index - b.index));
  const out = [...lines];
  dated.forEach((slot, i) => {
    out[slot.index] = sorted[i]!.line;
  });
  return out;
}

/** Hex of 16 bytes derived from the content (deterministic trailer ID for the same invoice). */
function documentId(seed: string): string {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  for (let i = 0; i < seed.length; i += 1) {
    h1 = Math.imul(h1 ^ seed.charCodeAt(i), 16777619) >>> 0;
    h2 = Math.imul(h2 + seed.charCodeAt(i), 2246822519) >>> 0;
  }
  return [h1, h2, (h1 ^ h2) >>> 0, (h1 + h2) >>> 0]
    .map((n) => n.toString(16).padStart(8, '0'))
    .join('')
    .toUpperCase();
}

type Ctx = { doc: PDFDocument; page: PDFPage; y: number; regular: PDFFont; bold: PDFFont; pages: PDFPage[] };
const MARGIN = 50;
const WIDTH = 595.28;
const HEIGHT = 841.89;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.35, 0.35, 0.4);

function wrap(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ')) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= maxWidth || !line) line = candidate;
      else {
        lines.push(line);
        line = word;
      }
    }
    lines.push(line);
  }
  return lines;
}

function newPage(ctx: Ctx) {
  ctx.page = ctx.doc.addPage([WIDTH, HEIGHT]);
  ctx.pages.push(ctx.page);
  ctx.y = HEIGHT - MARGIN;
}

function ensure(ctx: Ctx, height: number) {
  if (ctx.y - height < MARGIN + 30) newPage(ctx);
}

function write(
  ctx: Ctx,
  text: string,
  { x = MARGIN, size = 9.5, bold = false, color = INK, width = WIDTH - 2 * MARGIN, advance = true } = {},
) {
  const font = bold ? ctx.bold : ctx.regular;
  const lines = wrap(text, font, size, width);
  ensure(ctx, lines.length * (size + 3));
  let y = ctx.y;
  for (const line of lines) {
    ctx.page.drawText(line, { x, y: y - size, size, font, color });
    y -= size + 3;
  }
  if (advance) ctx.y = y;
  return y;
}

function writeRight(ctx: Ctx, text: string, right: number, { size = 9.5, bold = false, y = ctx.y } = {}) {
  const font = bold ? ctx.bold : ctx.regular;
  ctx.page.drawText(text, { x: right - font.widthOfTextAtSize(text, size), y: y - size, size, font, color: INK });
}

function rule(ctx: Ctx) {
  ctx.page.drawLine({
    start: { x: MARGIN, y: ctx.y },
    end: { x: WIDTH - MARGIN, y: ctx.y },
    thickness: 0.5,
    color: MUTED,
  });
  ctx.y -= 6;
}

const COLS = { qty: 345, unit: 420, vat: 465, total: WIDTH - MARGIN };

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
  const isAvoir = invoice.kind === 'avoir';
  const isProvision = invoice.kind === 'provision';
  const title = `${isProvision ? 'Demande de provision' : isAvoir ? 'Avoir' : 'Facture'} ${invoice.number}`;
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.registerFontkit(fontkit);
  const regular = await doc.embedFont(assets.regular, { subset: true });
  const bold = await doc.embedFont(assets.bold, { subset: true });
  const ctx: Ctx = { doc, page: undefined as unknown as PDFPage, y: 0, regular, bold, pages: [] };
  newPage(ctx);

  // ---- header: issuer (left), document (right) ----
  const top = ctx.y;
  write(ctx, issuer.legalName, { size: 14, bold: true, width: 280 });
  if (barreau?.trim()) write(ctx, `Avocat au barreau de ${barreau.trim()}`, { width: 280 });
  write(ctx, issuer.address, { width: 280, color: MUTED });
  write(ctx, `SIRET ${formatSiret(issuer.siret)} — SIREN ${issuer.siret.slice(0, 9)}`, { width: 280, color: MUTED });
  write(
    ctx,
    issuer.vatFranchise ? 'TVA non applicable, art. 293 B du CGI' : `N° TVA intracommunautaire : ${issuer.vatNumber}`,
    {
      width: 280,
      color: MUTED,
    },
  );
  const leftBottom = ctx.y;
  ctx.y = top;
  if (isProvision) {
    // Smaller than « FACTURE »: the words fit the right column, beside the issuer's.
    writeRight(ctx, 'DEMANDE DE PROVISION', WIDTH - MARGIN, { size: 14, bold: true });
    ctx.y -= 19;
    writeRight(ctx, `n° ${invoice.number}`, WIDTH - MARGIN, { size: 11, bold: true });
    ctx.y -= 19;
  } else {
    writeRight(ctx, isAvoir ? 'AVOIR' : 'FACTURE', WIDTH - MARGIN, { size: 18, bold: true });
    ctx.y -= 24;
  }
  const facts: [string, string][] = [
    ...(!isProvision ? ([['Numéro', invoice.number]] as [string, string][]) : []),
    ['Date d’émission', frDay(invoice.issueDate)],
    ...(isAvoir ? ([['Facture corrigée', invoice.creditForNumber ?? '—']] as [string, string][]) : []),
    ...(!isAvoir ? ([['Échéance', frDay(invoice.dueDate)]] as [string, string][]) : []),
  ];
  for (const [label, value] of facts) {
    ctx.page.drawText(label, { x: 330, y: ctx.y - 9, size: 9, font: regular, color: MUTED });
    writeRight(ctx, value, WIDTH - MARGIN, { size: 9, bold: true });
    ctx.y -= 13;
  }
  ctx.y = Math.min(ctx.y, leftBottom) - 14;

  // ---- client ----
  write(ctx, isProvision ? 'Provision demandée à' : isAvoir ? 'Avoir établi pour' : 'Facturé à', {
    size: 9,
    color: MUTED,
  });
  write(ctx, client.name, { size: 11, bold: true });
  if (client.address) write(ctx, client.address);
  if (client.siren) write(ctx, `SIREN ${client.siren}`);
  if (client.vatNumber) write(ctx, `N° TVA intracommunautaire : ${client.vatNumber}`);
  ctx.y -= 6;
  if (dossier?.reference)
    write(
      ctx,
      dossier.title.trim()
        ? `Dossier n° ${dossier.reference} — Affaire : ${dossier.title.trim()}`
        : `Dossier n° ${dossier.reference}`,
      { bold: true },
    );
  if (invoice.periodStart && invoice.periodEnd)
    write(ctx, `Période des prestations : du ${frDay(invoice.periodStart)} au ${frDay(invoice.periodEnd)}`, {
      bold: true,
    });
  ctx.y -= 8;

  // ---- lines ----
  const header = () => {
    ensure(ctx, 30);
    const y = ctx.y;
    ctx.page.drawText('Désignation', { x: MARGIN, y: y - 9, size: 9, font: bold, color: INK });
    writeRight(ctx, 'Qté', COLS.qty, { size: 9, bold: true, y });
    writeRight(ctx, 'PU HT', COLS.unit, { size: 9, bold: true, y });
    writeRight(ctx, 'TVA', COLS.vat, { size: 9, bold: true, y });
    writeRight(ctx, 'Total HT', COLS.total, { size: 9, bold: true, y });
    ctx.y -= 14;
    rule(ctx);
  };
  const section = (label: string, lines: Invoice['lines']) => {
    if (lines.length === 0) return;
    ensure(ctx, 40);
    write(ctx, label, { size: 10, bold: true });
    header();
    for (const line of lines) {
      const wrapped = wrap(line.designation, regular, 9, COLS.qty - MARGIN - 40);
      ensure(ctx, wrapped.length * 12 + 4);
      const y = ctx.y;
      for (const [i, text] of wrapped.entries())
        ctx.page.drawText(text, { x: MARGIN, y: y - 9 - i * 12, size: 9, font: regular, color: INK });
      writeRight(ctx, quantityText(line.quantity), COLS.qty, { size: 9, y });
      writeRight(ctx, euros(line.unitPriceCents), COLS.unit, { size: 9, y });
      writeRight(ctx, line.kind === 'debours' ? '—' : `${line.vatRate} %`, COLS.vat, { size: 9, y });
      writeRight(ctx, euros(lineTotalCents(line)), COLS.total, { size: 9, y });
      ctx.y -= wrapped.length * 12 + 4;
    }
    ctx.y -= 6;
  };
  section('Honoraires et émoluments', linesByDate(invoice.lines.filter((line) => line.kind !== 'debours')));
  section(
    'Débours (hors TVA)',
    invoice.lines.filter((line) => line.kind === 'debours'),
  );

  // ---- totals ----
  // A label without an amount is a note under the row above it (the deducted provisions' numbers).
  type TotalRow = { label: string; value?: string; strong?: boolean; indent?: boolean };
  const deducts = !isProvision && typeof invoice.provisionVatCents === 'number' && invoice.provisionCents > 0;
  const provisionVat = invoice.provisionVatCents ?? 0;
  const provisionDebours = invoice.provisionDeboursCents ?? 0;
  const minus = (cents: number) => `− ${euros(cents)}`;
  const deduction: TotalRow[] = deducts
    ? [
        { label: 'Provisions reçues déduites (TTC)', value: minus(invoice.provisionCents) },
        ...(deductedProvisionNumbers?.length
          ? [{ label: `Demandes de provision : ${deductedProvisionNumbers.join(', ')}`, indent: true }]
          : []),
        {
          label: 'dont honoraires HT',
          value: minus(invoice.provisionCents - provisionVat - provisionDebours),
          indent: true,
        },
        { label: 'dont TVA', value: minus(provisionVat), indent: true },
        ...(provisionDebours ? [{ label: 'dont débours', value: minus(provisionDebours), indent: true }] : []),
      ]
    : invoice.provisionCents
      ? // A provision typed by hand (older invoices): a TTC amount, no breakdown.
        [{ label: 'Provision reçue déduite', value: minus(invoice.provisionCents) }]
      : [];
  const vatRows: TotalRow[] = invoice.vatBreakdown.map((row) => ({
    label: `TVA ${row.rate} % sur ${euros(row.baseCents)}`,
    value: euros(row.vatCents),
  }));
  const totals: TotalRow[] = isProvision
    ? [
        { label: 'Honoraires HT', value: euros(invoice.totalHtCents) },
        ...vatRows,
        { label: 'Total TVA', value: euros(invoice.totalTvaCents) },
        ...(invoice.deboursCents
          ? [{ label: 'Provision sur débours (hors TVA)', value: euros(invoice.deboursCents) }]
          : []),
        { label: 'Total TTC demandé', value: euros(invoice.totalTtcCents), strong: true },
      ]
    : [
        { label: 'Total HT (honoraires et émoluments)', value: euros(invoice.totalHtCents) },
        ...vatRows,
        { label: 'Total TVA', value: euros(invoice.totalTvaCents) },
        { label: 'Débours (hors TVA)', value: euros(invoice.deboursCents) },
        { label: 'Total TTC', value: euros(invoice.totalTtcCents), strong: true },
        ...deduction,
        { label: isAvoir ? 'Montant de l’avoir' : 'Net à payer', value: euros(invoice.netToPayCents), strong: true },
      ];
  ensure(ctx, totals.length * 14 + 10);
  rule(ctx);
  for (const { label, value, strong = false, indent = false } of totals) {
    const x = indent ? 312 : 300;
    if (value === undefined) {
      write(ctx, label, { x, size: 8.5, color: MUTED, width: COLS.total - x });
      ctx.y -= 3;
      continue;
    }
    ensure(ctx, 14);
    ctx.page.drawText(label, { x, y: ctx.y - 9.5, size: 9.5, font: strong ? bold : regular, color: INK });
    writeRight(ctx, value, COLS.total, { size: 9.5, bold: strong });
    ctx.y -= 14;
  }
  ctx.y -= 8;

  // ---- detailed account (compte détaillé: honoraires, émoluments, débours, provisions) ----
  if (!isProvision) {
    write(ctx, 'Compte détaillé', { size: 10, bold: true });
    write(
      ctx,
      `Honoraires HT : ${euros(kindTotalCents(invoice.lines, 'honoraires'))} · Émoluments HT : ${euros(kindTotalCents(invoice.lines, 'emoluments'))} · Débours : ${euros(invoice.deboursCents)} · Provisions reçues : ${euros(invoice.provisionCents)}`,
    );
    ctx.y -= 8;
  }

  // ---- mentions ----
  write(ctx, 'Conditions et mentions', { size: 10, bold: true });
  const bankDetails = issuer.iban
    ? `Règlement par virement — IBAN ${issuer.iban}${issuer.bic ? ` — BIC ${issuer.bic}` : ''}`
    : null;
  const dueLine = `Conditions de paiement : ${invoice.paymentTerms} Échéance : ${frDay(invoice.dueDate)}.`;
  const mentions = isProvision
    ? [
        ...provisionMentions({ invoice, issuer }),
        dueLine,
        bankDetails ? `${bankDetails} — référence à rappeler : ${invoice.number}` : null,
      ]
    : [
        isAvoir
          ? `Avoir sur la facture ${invoice.creditForNumber ?? ''}${invoice.creditForIssueDate ? ` du ${frDay(invoice.creditForIssueDate)}` : ''}.`
          : dueLine,
        // The notes its Factur-X XML carries (mentions.ts), in the same words.
        ...invoiceNotes({ invoice, issuer, client }).map((note) => note.text),
        isAvoir ? null : bankDetails,
      ];
  for (const mention of mentions) if (mention) write(ctx, mention, { size: 8.5 });

  // ---- relevé des diligences (grouped lines, on demand) ----
  const grouped = new Set(groupedTimeEntryIds(invoice));
  const entries = (statement ?? [])
    .filter((entry) => grouped.has(entry.id))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  if (entries.length > 0) {
    ctx.y -= 12;
    ensure(ctx, 60);
    write(ctx, 'Relevé des diligences', { size: 10, bold: true });
    const y = ctx.y;
    ctx.page.drawText('Date', { x: MARGIN, y: y - 9, size: 9, font: bold, color: INK });
    ctx.page.drawText('Diligence', { x: MARGIN + 62, y: y - 9, size: 9, font: bold, color: INK });
    writeRight(ctx, 'Durée', COLS.total, { size: 9, bold: true, y });
    ctx.y -= 14;
    rule(ctx);
    for (const entry of entries) {
      const wrapped = wrap(entry.description.trim() || 'Temps passé', regular, 9, COLS.total - MARGIN - 62 - 60);
      ensure(ctx, wrapped.length * 12 + 2);
      const rowTop = ctx.y;
      ctx.page.drawText(frDay(entry.date), { x: MARGIN, y: rowTop - 9, size: 9, font: regular, color: INK });
      for (const [i, text] of wrapped.entries())
        ctx.page.drawText(text, { x: MARGIN + 62, y: rowTop - 9 - i * 12, size: 9, font: regular, color: INK });
      writeRight(ctx, duration(entry.minutes), COLS.total, { size: 9, y: rowTop });
      ctx.y -= wrapped.length * 12 + 2;
    }
    rule(ctx);
    const total = entries.reduce((sum, entry) => sum + entry.minutes, 0);
    write(ctx, `Temps total : ${duration(total)} (${entries.length} diligence${entries.length > 1 ? 's' : ''})`, {
      bold: true,
    });
  }

  // ---- footers ----
  ctx.pages.forEach((page, i) => {
    const footer = `${issuer.legalName} — ${title} — page ${i + 1}/${ctx.pages.length}${isProvision ? '' : ' — Factur-X (EN 16931)'}`;
    page.drawText(footer, { x: MARGIN, y: 28, size: 7.5, font: regular, color: MUTED });
  });

  // ---- Factur-X / PDF/A-3B ----
  // A demande de provision is no invoice: no EN 16931 XML (cii.ts), a plain PDF/A-3B.
  if (!isProvision) {
    const xml = buildCiiXml({ invoice, issuer, client });
    await doc.attach(new TextEncoder().encode(xml), 'factur-x.xml', {
      mimeType: 'text/xml',
      description: 'Factur-X invoice (EN 16931)',
      creationDate: now,
      modificationDate: now,
      afRelationship: AFRelationship.Data,
    });
  }
  const date = new Date(Math.floor(now.getTime() / 1000) * 1000);
  doc.setTitle(title, { showInWindowTitleBar: true });
  doc.setAuthor(issuer.legalName);
  doc.setSubject(title);
  doc.setProducer(PDF_PRODUCER);
  doc.setCreator('Prétoire');
  doc.setCreationDate(date);
  doc.setModificationDate(date);
  doc.setLanguage('fr-FR');
  const xmp = buildXmp({
    title,
    author: issuer.legalName,
    producer: PDF_PRODUCER,
    creatorTool: 'Prétoire',
    date,
    documentType: isProvision ? null : 'INVOICE',
  });
  const metadata = doc.context.stream(new TextEncoder().encode(xmp), { Type: 'Metadata', Subtype: 'XML' });
  doc.catalog.set(PDFName.of('Metadata'), doc.context.register(metadata));
  const icc = doc.context.flateStream(assets.iccProfile, { N: 3 });
  const outputIntent = doc.context.obj({
    Type: 'OutputIntent',
    S: 'GTS_PDFA1',
    OutputConditionIdentifier: PDFString.of('sRGB IEC61966-2.1'),
    Info: PDFString.of('sRGB IEC61966-2.1'),
    RegistryName: PDFString.of('http://www.color.org'),
    DestOutputProfile: doc.context.register(icc),
  });
  doc.catalog.set(PDFName.of('OutputIntents'), doc.context.obj([doc.context.register(outputIntent)]));
  const id = PDFHexString.of(documentId(`${invoice.number}|${invoice.issueDate}|${invoice.netToPayCents}`));
  doc.context.trailerInfo.ID = doc.context.obj([id, id]) as PDFArray;
  return doc.save({ useObjectStreams: false });
}

export { groupedTimeEntryIds };
