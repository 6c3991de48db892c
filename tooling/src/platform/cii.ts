/**
 * What the platform reads from a submitted invoice to route it and follow its lifecycle: a CII
 * (UN/CEFACT Cross Industry Invoice D22B) XML, or a Factur-X PDF whose embedded `factur-x.xml` is
 * that CII. Only the data a platform needs: the invoice's number, type and date, the seller's and
 * the buyer's SIREN (BT-30, BT-47) and electronic addresses (BT-34, BT-49), the processing rule
 * (the note coded BAR), the profile and the total to pay. The official schematrons are run by the
 * app's own tests (mf-billing-accounting's facturx tests), not here.
 */
import { readPdf } from '../testing/pdf.ts';
import { at, attribute, children, parseXml, textOf, type XmlValue } from './xml.ts';

export const CII_NAMESPACE = 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100';

export type InvoiceParty = {
  name?: string;
  /** SIREN (legal identifier with scheme 0002). */
  siren?: string;
  /** Electronic address (URIID) and its scheme, 0225 for the French directory. */
  electronicAddress?: { value: string; scheme?: string };
};

export type FlowProfile = 'Basic' | 'CIUS' | 'Extended-CTC-FR' | 'Undefined';
export type ProcessingRule =
  | 'B2B'
  | 'B2BInt'
  | 'B2C'
  | 'B2G'
  | 'B2GInt'
  | 'OutOfScope'
  | 'B2GOutOfScope'
  | 'ArchiveOnly'
  | 'NotApplicable'
  | 'Undefined';

export type InvoiceFacts = {
  number: string;
  typeCode: string;
  /** BT-2 as written (format 102: `YYYYMMDD`). */
  issueDate: string;
  seller: InvoiceParty;
  buyer: InvoiceParty;
  currency?: string;
  /** BT-112, the total with VAT. */
  grandTotal?: string;
  profile: FlowProfile;
  /** From the note coded BAR (BR-FR-20), when present. */
  processingRule?: ProcessingRule;
  /** BT-23, the « cadre de facturation ». */
  businessProcess?: string;
};

export type ReadInvoice =
  | { ok: true; invoice: InvoiceFacts; embedded: boolean }
  | { ok: false; reasonCode: 'EmptyFlow' | 'InvalidSchema' | 'FlowTypeError'; message: string };

const BAR_RULES: Record<string, ProcessingRule> = {
  B2B: 'B2B',
  B2BINT: 'B2BInt',
  B2C: 'B2C',
  OUTOFSCOPE: 'OutOfScope',
  ARCHIVEONLY: 'ArchiveOnly',
};

/** Names under which a Factur-X (or ZUGFeRD) PDF embeds its XML. */
const EMBEDDED_NAMES = ['factur-x.xml', 'zugferd-invoice.xml', 'xrechnung.xml'];

export function isPdf(bytes: Uint8Array): boolean {
  return bytes.length >= 5 && Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-';
}

/** Reads an invoice file; `syntax` is what the depositor declared (CII or Factur-X). */
export async function readInvoice(bytes: Uint8Array, syntax: 'CII' | 'Factur-X'): Promise<ReadInvoice> {
  if (bytes.length === 0) return { ok: false, reasonCode: 'EmptyFlow', message: 'Le fichier est vide.' };
  if (syntax === 'Factur-X') {
    if (!isPdf(bytes))
      return { ok: false, reasonCode: 'FlowTypeError', message: 'Un flux Factur-X doit être un PDF (PDF/A-3).' };
    let attachments: Record<string, Uint8Array>;
    try {
      ({ attachments } = await readPdf(bytes));
    } catch (error) {
      return { ok: false, reasonCode: 'InvalidSchema', message: `PDF illisible : ${(error as Error).message}` };
    }
    const name = Object.keys(attachments).find((file) => EMBEDDED_NAMES.includes(file.toLowerCase()));
    if (!name) return { ok: false, reasonCode: 'InvalidSchema', message: 'Le PDF ne contient pas de factur-x.xml.' };
    const read = readCii(Buffer.from(attachments[name]!).toString('utf8'));
    return read.ok ? { ...read, embedded: true } : read;
  }
  if (isPdf(bytes))
    return {
      ok: false,
      reasonCode: 'FlowTypeError',
      message: 'Un flux CII est un XML : déclarez Factur-X pour un PDF.',
    };
  const read = readCii(Buffer.from(bytes).toString('utf8'));
  return read.ok ? { ...read, embedded: false } : read;
}

function partyOf(element: XmlValue): InvoiceParty {
  const organisation = at(element, 'SpecifiedLegalOrganization', 'ID');
  const uri = at(element, 'URIUniversalCommunication', 'URIID');
  const siren = textOf(organisation);
  const address = textOf(uri);
  return {
    name: textOf(at(element, 'Name')),
    ...(siren ? { siren } : {}),
    ...(address ? { electronicAddress: { value: address, scheme: attribute(uri, 'schemeID') } } : {}),
  };
}

function profileOf(guideline: string | undefined): FlowProfile {
  if (!guideline) return 'Undefined';
  const value = guideline.toLowerCase();
  if (value.includes('extended')) return 'Extended-CTC-FR';
  if (value.includes('basic') || value.includes('minimum')) return 'Basic';
  if (value.startsWith('urn:cen.eu:en16931:2017')) return 'CIUS';
  return 'Undefined';
}

/** Reads the routing data of a CII XML. */
export function readCii(xml: string): { ok: true; invoice: InvoiceFacts } | Extract<ReadInvoice, { ok: false }> {
  const parsed = parseXml(xml);
  if ('error' in parsed) return { ok: false, reasonCode: 'InvalidSchema', message: parsed.error };
  if (parsed.root !== 'CrossIndustryInvoice' || !parsed.namespaces.includes(CII_NAMESPACE))
    return {
      ok: false,
      reasonCode: 'InvalidSchema',
      message: `Ce n’est pas une facture CII (élément racine ${parsed.root}).`,
    };
  const root = parsed.element;
  const context = at(root, 'ExchangedDocumentContext');
  const document = at(root, 'ExchangedDocument');
  const agreement = at(root, 'SupplyChainTradeTransaction', 'ApplicableHeaderTradeAgreement');
  const settlement = at(root, 'SupplyChainTradeTransaction', 'ApplicableHeaderTradeSettlement');
  const number = textOf(at(document, 'ID'));
  const typeCode = textOf(at(document, 'TypeCode'));
  const issueDate = textOf(at(document, 'IssueDateTime', 'DateTimeString'));
  const missing = [
    !number && 'numéro (BT-1)',
    !typeCode && 'type (BT-3)',
    !issueDate && 'date (BT-2)',
    !at(agreement, 'SellerTradeParty') && 'vendeur (BG-4)',
    !at(agreement, 'BuyerTradeParty') && 'acheteur (BG-7)',
  ].filter(Boolean);
  if (missing.length > 0)
    return {
      ok: false,
      reasonCode: 'InvalidSchema',
      message: `Données obligatoires absentes : ${missing.join(', ')}.`,
    };
  const bar = children(document, 'IncludedNote').find((note) => textOf(at(note, 'SubjectCode')) === 'BAR');
  const barContent = textOf(at(bar, 'Content'))?.trim().toUpperCase();
  return {
    ok: true,
    invoice: {
      number: number!,
      typeCode: typeCode!,
      issueDate: issueDate!,
      seller: partyOf(at(agreement, 'SellerTradeParty')),
      buyer: partyOf(at(agreement, 'BuyerTradeParty')),
      currency: textOf(at(settlement, 'InvoiceCurrencyCode')),
      grandTotal: textOf(at(settlement, 'SpecifiedTradeSettlementHeaderMonetarySummation', 'GrandTotalAmount')),
      profile: profileOf(textOf(at(context, 'GuidelineSpecifiedDocumentContextParameter', 'ID'))),
      ...(barContent && BAR_RULES[barContent] ? { processingRule: BAR_RULES[barContent] } : {}),
      businessProcess: textOf(at(context, 'BusinessProcessSpecifiedDocumentContextParameter', 'ID')),
    },
  };
}
