/**
 * Reading a supplier invoice received electronically — a Factur-X / ZUGFeRD PDF, a CII XML or a
 * UBL XML — into what an expense needs: supplier and SIREN, number, dates, totals and VAT per rate
 * in integer cents, line names; with a suggested form 2035 category. Pure and the same in the
 * browser (a file imported by hand) and in Node (the server side reading what the plateforme
 * agréée delivers). Not a shared singleton: its users import it lazily (`import('shared-data/
 * einvoiceReader')`), and pdf-lib loads only when the file is a PDF.
 */
import type { ExpenseCategory } from './schemas.ts';
import { RECEIVED_INVOICE_MESSAGES, type ReceivedInvoice, readInvoiceXml } from './einvoiceReaderXml.ts';

export {
  type ElectronicAddress,
  parseAmountCents,
  RECEIVED_INVOICE_MESSAGES,
  type ReceivedInvoice,
  type ReceivedInvoiceSyntax,
} from './einvoiceReaderXml.ts';

export type ReceivedInvoiceResult = { ok: true; invoice: ReceivedInvoice } | { ok: false; message: string };

const fail = (message: string): ReceivedInvoiceResult => ({ ok: false, message });

/** What the bytes are: XML (from its first character), a PDF (its header may follow some junk, up to 1 KiB), or neither. */
function kindOf(bytes: Uint8Array): 'pdf' | 'xml' | null {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) return 'xml';
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  if (/^(\u00EF\u00BB\u00BF)?\s*</.test(head)) return 'xml';
  return head.includes('%PDF-') ? 'pdf' : null;
}

/** The XML's text in the encoding it declares (UTF-8 when it declares none or one we cannot decode). */
function xmlText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  const declared = /^\s*<\?xml[^>]*\sencoding\s*=\s*["']([\w.:-]+)["']/.exec(
    new TextDecoder('latin1').decode(bytes.subarray(0, 200)).replace(/^\u00EF\u00BB\u00BF/, ''),
  )?.[1];
  try {
    return new TextDecoder(declared ?? 'utf-8').decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

function result(read: ReceivedInvoice | string): ReceivedInvoiceResult {
  return typeof read === 'string' ? fail(read) : { ok: true, invoice: read };
}

/**
 * Reads a received invoice file. A PDF must carry its invoice XML (Factur-X `factur-x.xml`,
 * ZUGFeRD `zugferd-invoice.xml`, XRechnung `xrechnung.xml`); an XML must be a CII
 * `CrossIndustryInvoice` or a UBL `Invoice` / `CreditNote`. Only invoices in euros are read.
 * Never throws: a file it cannot read gives `{ ok: false, message }`, in French for the user.
 */
export async function readReceivedInvoice(bytes: Uint8Array, fileName: string): Promise<ReceivedInvoiceResult> {
  const kind = kindOf(bytes);
  if (kind === 'xml') return result(readInvoiceXml(xmlText(bytes), 'CII'));
  if (kind !== 'pdf') return fail(RECEIVED_INVOICE_MESSAGES.unknownFile(fileName));
  const { invoiceXmlOfPdf } = await import(/* webpackChunkName: "einvoice-pdf" */ './einvoiceReaderPdf.ts');
  const attached = await invoiceXmlOfPdf(bytes);
  if (!attached.found)
    return fail(
      attached.reason === 'noXml'
        ? RECEIVED_INVOICE_MESSAGES.pdfWithoutXml
        : RECEIVED_INVOICE_MESSAGES.unreadablePdf(fileName),
    );
  return result(readInvoiceXml(xmlText(attached.xml), 'Factur-X'));
}

/** UNTDID 1001 codes of the documents that credit the buyer (avoirs), rather than invoice it. */
const CREDIT_NOTE_TYPE_CODES = new Set(['81', '83', '261', '262', '296', '308', '381', '396', '420', '458', '532']);

/** An avoir of the supplier (it lowers an expense, it is not one). */
export function isCreditNote(invoice: Pick<ReceivedInvoice, 'typeCode'>): boolean {
  return CREDIT_NOTE_TYPE_CODES.has(invoice.typeCode);
}

/**
 * Who issued the invoice, for the duplicate rule (`receivedInvoiceId(key, number)`): its SIREN, or
 * for a supplier without one (abroad) its VAT number, letters and digits only; null when it has neither.
 */
export function receivedInvoiceSupplierKey(invoice: Pick<ReceivedInvoice, 'seller'>): string | null {
  if (invoice.seller.siren) return invoice.seller.siren;
  const vat = invoice.seller.vatNumber?.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
  return vat || null;
}

/**
 * Keyword rules, accents and case ignored: the supplier's name is tried first, then each line
 * name in order; in each, the first rule that matches wins. The categories are those of the form 2035: the CNBF and the URSSAF are
 * "charges sociales personnelles", the Ordre and the CNB "cotisations professionnelles";
 * commissaires de justice (huissiers) and the greffe are "frais d'actes et de contentieux";
 * telephone and internet belong with "fournitures de bureau, documentation, correspondance et
 * téléphone".
 */
export const EXPENSE_CATEGORY_RULES: readonly { pattern: RegExp; category: ExpenseCategory }[] = [
  { pattern: /\b(loyers?|bail|charges locatives|fermage)\b/, category: 'loyers' },
  { pattern: /\b(electricite|gaz|energies?|chauffage|eau potable|edf|engie)\b/, category: 'energie' },
  { pattern: /\b(assurances?|assureur|prevoyance|responsabilite civile)\b/, category: 'assurances' },
  { pattern: /\b(cnbf|urssaf|caisse nationale des barreaux|retraite)\b/, category: 'chargesSocialesPersonnelles' },
  {
    pattern: /\b(cotisations?|ordre des avocats|barreau|conseil national des barreaux|cnb)\b/,
    category: 'cotisations',
  },
  {
    pattern: /\b(huissiers?|commissaires? de justice|greffes?|significations?|actes? de procedure)\b/,
    category: 'actesContentieux',
  },
  {
    pattern: /\b(avocats?|confreres?|postulation|expert-comptable|experts?|expertises?|honoraires)\b/,
    category: 'honorairesNonRetrocedes',
  },
  {
    pattern:
      /\b(fournitures?|papeterie|documentation|ouvrages?|revues?|abonnements? juridiques?|telecoms?|telecommunications?|telephon(e|ie)|internet|fibre|forfait mobile|affranchissements?|la poste)\b/,
    category: 'fournitures',
  },
  { pattern: /\b(maintenance|entretien|reparations?|nettoyage|menage)\b/, category: 'entretien' },
  { pattern: /\b(locations? de materiel|location de mobilier|photocopieur|copieur)\b/, category: 'locationMateriel' },
  { pattern: /\b(train|sncf|billets?|hotel|taxi|deplacements?|peages?)\b/, category: 'deplacements' },
  { pattern: /\b(restaurant|traiteur|reception|seminaire|congres|colloque)\b/, category: 'reception' },
];

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[’`]/g, "'");

/** The form 2035 category a received invoice most likely belongs to (the user confirms it); `fraisDivers` otherwise. */
export function suggestExpenseCategory(invoice: Pick<ReceivedInvoice, 'seller' | 'lineNames'>): ExpenseCategory {
  for (const text of [invoice.seller.name, ...invoice.lineNames]) {
    const words = plain(text);
    const rule = EXPENSE_CATEGORY_RULES.find(({ pattern }) => pattern.test(words));
    if (rule) return rule.category;
  }
  return 'fraisDivers';
}
