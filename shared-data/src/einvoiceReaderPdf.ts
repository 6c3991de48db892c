/**
 * The invoice XML a Factur-X / ZUGFeRD PDF carries: its attachments are walked from the catalog
 * (the EmbeddedFiles name tree, then the PDF/A-3 `/AF` array) with pdf-lib's low-level objects,
 * and the one named like an invoice is decoded. Loaded only when a PDF is read.
 */
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  type PDFObject,
  PDFRawStream,
  PDFString,
} from 'pdf-lib';

/** The names Factur-X 1.0, ZUGFeRD 2.x and XRechnung give the attachment, in that order of preference. */
const INVOICE_ATTACHMENT_NAMES = ['factur-x.xml', 'zugferd-invoice.xml', 'xrechnung.xml'];
/** A name tree deeper than this is not a real document's (and would loop on a cycle). */
const MAX_TREE_DEPTH = 16;

type Attachment = { name: string; bytes: () => Uint8Array };

function decodedText(value: PDFObject | undefined): string | null {
  return value instanceof PDFString || value instanceof PDFHexString ? value.decodeText() : null;
}

/** A file specification's name and its embedded stream, when it has one. */
function attachmentOf(spec: PDFObject | undefined, context: PDFDocument['context']): Attachment | null {
  const dict = spec ? context.lookup(spec) : undefined;
  if (!(dict instanceof PDFDict)) return null;
  const name = decodedText(dict.lookup(PDFName.of('UF'))) ?? decodedText(dict.lookup(PDFName.of('F')));
  const embedded = dict.lookup(PDFName.of('EF'));
  const stream = embedded instanceof PDFDict ? embedded.lookup(PDFName.of('F')) : undefined;
  if (!name || !(stream instanceof PDFRawStream)) return null;
  return { name, bytes: () => decodePDFRawStream(stream).decode() };
}

/** Every file specification of a name tree (its `Names` pairs, through its `Kids`). */
function nameTreeValues(node: PDFObject | undefined, context: PDFDocument['context'], depth = 0): PDFObject[] {
  const dict = node ? context.lookup(node) : undefined;
  if (!(dict instanceof PDFDict) || depth > MAX_TREE_DEPTH) return [];
  const values: PDFObject[] = [];
  const names = dict.lookup(PDFName.of('Names'));
  if (names instanceof PDFArray) for (let i = 1; i < names.size(); i += 2) values.push(names.get(i));
  const kids = dict.lookup(PDFName.of('Kids'));
  if (kids instanceof PDFArray)
    for (let i = 0; i < kids.size(); i += 1) values.push(...nameTreeValues(kids.get(i), context, depth + 1));
  return values;
}

export type PdfInvoiceXml = { found: true; xml: Uint8Array } | { found: false; reason: 'unreadable' | 'noXml' };

/** The invoice XML attached to a PDF: a known Factur-X name first, else the only XML attachment. */
export async function invoiceXmlOfPdf(bytes: Uint8Array): Promise<PdfInvoiceXml> {
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  } catch {
    return { found: false, reason: 'unreadable' };
  }
  const { catalog, context } = document;
  const specs: PDFObject[] = [];
  try {
    const names = catalog.lookup(PDFName.of('Names'));
    if (names instanceof PDFDict) specs.push(...nameTreeValues(names.get(PDFName.of('EmbeddedFiles')), context));
    const associated = catalog.lookup(PDFName.of('AF'));
    if (associated instanceof PDFArray) specs.push(...associated.asArray());
  } catch {
    return { found: false, reason: 'unreadable' };
  }
  const attachments = specs.flatMap((spec) => {
    try {
      return [attachmentOf(spec, context)].filter((found): found is Attachment => found !== null);
    } catch {
      return [];
    }
  });
  const named = (wanted: string) => attachments.find((a) => a.name.trim().toLowerCase() === wanted);
  const xmlFiles = [...new Set(attachments.filter((a) => /\.xml$/i.test(a.name.trim())).map((a) => a.name))];
  const chosen =
    INVOICE_ATTACHMENT_NAMES.map(named).find(Boolean) ??
    (xmlFiles.length === 1 ? attachments.find((a) => a.name === xmlFiles[0]) : undefined);
  if (!chosen) return { found: false, reason: 'noXml' };
  try {
    return { found: true, xml: chosen.bytes() };
  } catch {
    return { found: false, reason: 'unreadable' };
  }
}
