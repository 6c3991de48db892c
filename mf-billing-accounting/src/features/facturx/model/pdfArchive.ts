/** What makes the drawn pages a PDF/A-3B (and, for an invoice or avoir, a Factur-X): the XML, metadata, XMP, output intent, ID. */
import { AFRelationship, type PDFArray, type PDFDocument, PDFHexString, PDFName, PDFString } from 'pdf-lib';
import type { ClientSnapshot, Invoice, IssuerSnapshot } from 'shared-data';
import { buildCiiXml } from './cii.ts';
import { buildXmp } from './xmp.ts';

export const PDF_PRODUCER = 'Prétoire (pdf-lib)';

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

/** Once the pages are drawn: attaches `factur-x.xml` (not to a demande de provision), sets the metadata. */
export async function finishPdfA(
  doc: PDFDocument,
  {
    invoice,
    issuer,
    client,
    title,
    iccProfile,
    now,
  }: {
    invoice: Invoice;
    issuer: IssuerSnapshot;
    client: ClientSnapshot;
    title: string;
    iccProfile: Uint8Array;
    now: Date;
  },
) {
  const isProvision = invoice.kind === 'provision';
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
  const icc = doc.context.flateStream(iccProfile, { N: 3 });
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
}
