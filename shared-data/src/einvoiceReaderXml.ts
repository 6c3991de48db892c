/**
 * Reading a received invoice's XML (EN 16931 in its two syntaxes, UN/CEFACT CII and OASIS UBL)
 * into the few facts an expense needs. fast-xml-parser with the namespace prefixes removed, so
 * `rsm:`/`ram:`/`cbc:` or any other prefix read alike; values stay strings (amounts are parsed
 * exactly, never through a float). A DOCTYPE is refused: an invoice never has one, and its
 * entities are how an XML file is made to explode in memory.
 */
import { at, children, parseXml, type XmlElement, type XmlValue } from './xml.ts';

export type ReceivedInvoiceSyntax = 'Factur-X' | 'CII' | 'UBL';

/** The supplier's (or the cabinet's) electronic invoicing address: BT-34 / BT-49, with its scheme (0225: a SIREN). */
export type ElectronicAddress = { scheme: string | null; id: string };

export type ReceivedInvoice = {
  syntax: ReceivedInvoiceSyntax;
  /** BT-1, as the supplier wrote it. */
  number: string;
  /** BT-3: 380 invoice, 381 credit note, 384 corrected invoice, 386 prepayment… */
  typeCode: string;
  /** YYYY-MM-DD. */
  issueDate: string;
  dueDate: string | null;
  currency: string;
  seller: {
    name: string;
    /** From the legal registration (scheme 0002), a SIRET (0009), the FR VAT number or a 0225 address. */
    siren: string | null;
    vatNumber: string | null;
    electronicAddress: ElectronicAddress | null;
  };
  buyer: { name: string; siren: string | null };
  /** BT-109, BT-110, BT-112, BT-115, in integer cents. */
  totalHtCents: number;
  totalVatCents: number;
  totalTtcCents: number;
  amountDueCents: number;
  /** BG-23, one row per VAT category and rate, as the supplier stated it. */
  vatBreakdown: { rate: number; baseCents: number; vatCents: number }[];
  lineNames: string[];
};

export const RECEIVED_INVOICE_MESSAGES = {
  unknownFile: (fileName: string) =>
    `« ${fileName} » n’est ni un PDF Factur-X ni une facture électronique XML (CII ou UBL) : importez le fichier de la facture reçue du fournisseur (.pdf ou .xml), ou saisissez la dépense à la main.`,
  pdfWithoutXml:
    'Ce PDF ne contient pas de facture électronique (aucun XML Factur-X joint). Demandez au fournisseur sa facture Factur-X, ou saisissez la dépense à la main.',
  unreadablePdf: (fileName: string) =>
    `« ${fileName} » est un PDF illisible ou endommagé : demandez au fournisseur de vous le renvoyer, ou saisissez la dépense à la main.`,
  unreadableXml: (detail: string) =>
    `Le XML de la facture est illisible (${detail}) : demandez au fournisseur une facture conforme, ou saisissez la dépense à la main.`,
  doctype:
    'Le XML de la facture contient une déclaration DOCTYPE, ce qu’une facture électronique ne contient jamais : il n’est pas lu. Demandez au fournisseur une facture conforme, ou saisissez la dépense à la main.',
  notAnInvoice: (root: string) =>
    `Ce XML n’est pas une facture CII ni UBL (son élément racine est « ${root} ») : importez la facture électronique du fournisseur, ou saisissez la dépense à la main.`,
  incomplete: (missing: string[]) =>
    `Facture incomplète : il manque ${frenchList(missing)}. Demandez au fournisseur une facture conforme, ou saisissez la dépense à la main.`,
  totalsMismatch:
    'Les totaux de la facture ne concordent pas (total HT + TVA différent du total TTC) : demandez au fournisseur une facture corrigée, ou saisissez la dépense à la main.',
  currency: (currency: string) =>
    `Cette facture est en ${currency} : seules les factures en euros sont importées. Saisissez la dépense à la main, avec son montant en euros.`,
} as const;

function frenchList(items: string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} et ${items.at(-1)}`;
}

const CII_NAMESPACE = 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100';
const UBL_NAMESPACES: Record<string, string> = {
  Invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  CreditNote: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
};

// --- walking the parsed tree -------------------------------------------------------------

function textOf(element: XmlValue): string | undefined {
  if (typeof element === 'string') return element.trim() || undefined;
  if (element && typeof element === 'object' && !Array.isArray(element)) {
    const text = element['#text'];
    return typeof text === 'string' ? text.trim() || undefined : undefined;
  }
  return undefined;
}

function attributeOf(element: XmlValue, name: string): string | undefined {
  if (!element || typeof element !== 'object' || Array.isArray(element)) return undefined;
  const value = element[`@${name}`];
  return typeof value === 'string' ? value.trim() : undefined;
}

// --- values ------------------------------------------------------------------------------

/**
 * "1125.50" → 112550, exactly (digits, never a float). EN 16931 amounts have two decimals at
 * most; more are rounded half away from zero on the third. Null when it is not a decimal number.
 */
export function parseAmountCents(raw: string | undefined): number | null {
  if (raw === undefined) return null;
  const match = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(raw.trim());
  if (!match) return null;
  const [, sign, whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  const digits = fraction.padEnd(3, '0');
  const cents = Number(whole || '0') * 100 + Number(digits.slice(0, 2)) + (Number(digits[2]) >= 5 ? 1 : 0);
  if (!Number.isSafeInteger(cents)) return null;
  return sign === '-' && cents !== 0 ? -cents : cents;
}

function parseRate(raw: string | undefined): number {
  const value = raw === undefined ? 0 : Number(raw.trim());
  return Number.isFinite(value) ? value : 0;
}

function isoDate(year: string, month: string, day: string): string | null {
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const valid =
    date.getUTCFullYear() === Number(year) &&
    date.getUTCMonth() === Number(month) - 1 &&
    date.getUTCDate() === Number(day);
  return valid ? `${year}-${month}-${day}` : null;
}

/** CII dates: `<udt:DateTimeString format="102">20260331</…>` (102 is the only format EN 16931 allows). */
function ciiDate(element: XmlValue): string | null {
  const text = textOf(at(element, 'DateTimeString'));
  const match = text ? /^(\d{4})(\d{2})(\d{2})$/.exec(text) : null;
  return match ? isoDate(match[1]!, match[2]!, match[3]!) : null;
}

/** UBL dates: `2026-03-31` (a time zone suffix is ignored). */
function ublDate(element: XmlValue): string | null {
  const text = textOf(element);
  const match = text ? /^(\d{4})-(\d{2})-(\d{2})/.exec(text) : null;
  return match ? isoDate(match[1]!, match[2]!, match[3]!) : null;
}

const digitsOf = (value: string) => value.replace(/[\s.\-_]/g, '');

type PartyIds = {
  /** Identifiers with their scheme: legal registration, party identifiers, electronic address. */
  ids: { scheme: string | undefined; value: string }[];
  vatNumber: string | null;
  country: string | undefined;
};

/**
 * The SIREN of a party: its legal registration (scheme 0002), a SIRET (0009: its first nine
 * digits), a bare 9- or 14-digit identifier of a French party, the FR VAT number (FRkk + SIREN),
 * or an electronic address under scheme 0225 (which starts with the SIREN).
 */
function sirenOf({ ids, vatNumber, country }: PartyIds): string | null {
  const french = country === undefined || country === 'FR';
  const candidates: [(id: PartyIds['ids'][number]) => boolean, (digits: string) => string | null][] = [
    [(id) => id.scheme === '0002', (d) => (/^\d{9}$/.test(d) ? d : null)],
    [(id) => id.scheme === '0009', (d) => (/^\d{14}$/.test(d) ? d.slice(0, 9) : null)],
    [(id) => id.scheme === undefined && french, (d) => (/^\d{9}$|^\d{14}$/.test(d) ? d.slice(0, 9) : null)],
  ];
  for (const [applies, read] of candidates)
    for (const id of ids) {
      const siren = applies(id) ? read(digitsOf(id.value)) : null;
      if (siren) return siren;
    }
  const vat = vatNumber ? /^FR[0-9A-Z]{2}(\d{9})$/.exec(digitsOf(vatNumber).toUpperCase()) : null;
  if (vat) return vat[1]!;
  for (const id of ids) {
    const address = id.scheme === '0225' ? /^(\d{9})(?:\D|$)/.exec(id.value.trim()) : null;
    if (address) return address[1]!;
  }
  return null;
}

// --- the two syntaxes --------------------------------------------------------------------

type Raw = {
  number: string | undefined;
  typeCode: string | undefined;
  issueDate: string | null;
  dueDate: string | null;
  currency: string | undefined;
  seller: { name: string | undefined; ids: PartyIds; electronicAddress: ElectronicAddress | null };
  buyer: { name: string | undefined; ids: PartyIds };
  totals: { ht: string | undefined; vat: string | undefined; ttc: string | undefined; due: string | undefined };
  vatBreakdown: { rate: string | undefined; base: string | undefined; vat: string | undefined }[];
  lineNames: string[];
};

function electronicAddressOf(element: XmlValue): ElectronicAddress | null {
  const id = textOf(element);
  return id ? { scheme: attributeOf(element, 'schemeID') ?? null, id } : null;
}

/** The amount among several (BT-110 and BT-111 share the element) that is in the invoice's currency. */
function inCurrency(elements: XmlValue[], currency: string | undefined): XmlValue {
  return elements.find((element) => attributeOf(element, 'currencyID') === currency) ?? elements[0];
}

function ciiParty(party: XmlValue): { name: string | undefined; ids: PartyIds; address: ElectronicAddress | null } {
  const identified = (element: XmlValue) => ({
    scheme: attributeOf(element, 'schemeID'),
    value: textOf(element) ?? '',
  });
  const address = electronicAddressOf(at(party, 'URIUniversalCommunication', 'URIID'));
  const ids = [
    ...children(at(party, 'SpecifiedLegalOrganization'), 'ID').map(identified),
    ...children(party, 'GlobalID').map(identified),
    ...children(party, 'ID').map(identified),
    ...(address ? [{ scheme: address.scheme ?? undefined, value: address.id }] : []),
  ].filter((id) => id.value);
  const vat = children(party, 'SpecifiedTaxRegistration')
    .map((registration) => at(registration, 'ID'))
    .find((id) => attributeOf(id, 'schemeID') === 'VA');
  return {
    name: textOf(at(party, 'Name')),
    ids: { ids, vatNumber: textOf(vat) ?? null, country: textOf(at(party, 'PostalTradeAddress', 'CountryID')) },
    address,
  };
}

function readCii(root: XmlElement): Raw {
  const document = at(root, 'ExchangedDocument');
  const transaction = at(root, 'SupplyChainTradeTransaction');
  const agreement = at(transaction, 'ApplicableHeaderTradeAgreement');
  const settlement = at(transaction, 'ApplicableHeaderTradeSettlement');
  const sums = at(settlement, 'SpecifiedTradeSettlementHeaderMonetarySummation');
  const currency = textOf(at(settlement, 'InvoiceCurrencyCode'));
  const seller = ciiParty(at(agreement, 'SellerTradeParty'));
  const buyer = ciiParty(at(agreement, 'BuyerTradeParty'));
  const dueDate = children(settlement, 'SpecifiedTradePaymentTerms')
    .map((terms) => ciiDate(at(terms, 'DueDateDateTime')))
    .find(Boolean);
  return {
    number: textOf(at(document, 'ID')),
    typeCode: textOf(at(document, 'TypeCode')),
    issueDate: ciiDate(at(document, 'IssueDateTime')),
    dueDate: dueDate ?? null,
    currency,
    seller: { name: seller.name, ids: seller.ids, electronicAddress: seller.address },
    buyer: { name: buyer.name, ids: buyer.ids },
    totals: {
      ht: textOf(at(sums, 'TaxBasisTotalAmount')),
      vat: textOf(inCurrency(children(sums, 'TaxTotalAmount'), currency)),
      ttc: textOf(at(sums, 'GrandTotalAmount')),
      due: textOf(at(sums, 'DuePayableAmount')),
    },
    vatBreakdown: children(settlement, 'ApplicableTradeTax').map((tax) => ({
      rate: textOf(at(tax, 'RateApplicablePercent')),
      base: textOf(at(tax, 'BasisAmount')),
      vat: textOf(at(tax, 'CalculatedAmount')),
    })),
    lineNames: children(transaction, 'IncludedSupplyChainTradeLineItem')
      .map((line) => textOf(at(line, 'SpecifiedTradeProduct', 'Name')))
      .filter((name): name is string => Boolean(name)),
  };
}

function ublParty(party: XmlValue): { name: string | undefined; ids: PartyIds; address: ElectronicAddress | null } {
  const identified = (element: XmlValue) => ({
    scheme: attributeOf(element, 'schemeID'),
    value: textOf(element) ?? '',
  });
  const address = electronicAddressOf(at(party, 'EndpointID'));
  const ids = [
    ...children(at(party, 'PartyLegalEntity'), 'CompanyID').map(identified),
    ...children(party, 'PartyIdentification').map((identification) => identified(at(identification, 'ID'))),
    ...(address ? [{ scheme: address.scheme ?? undefined, value: address.id }] : []),
  ].filter((id) => id.value);
  const vat = children(party, 'PartyTaxScheme').find(
    (scheme) => (textOf(at(scheme, 'TaxScheme', 'ID')) ?? 'VAT').toUpperCase() === 'VAT',
  );
  return {
    name: textOf(at(party, 'PartyLegalEntity', 'RegistrationName')) ?? textOf(at(party, 'PartyName', 'Name')),
    ids: {
      ids,
      vatNumber: textOf(at(vat, 'CompanyID')) ?? null,
      country: textOf(at(party, 'PostalAddress', 'Country', 'IdentificationCode')),
    },
    address,
  };
}

function readUbl(root: XmlElement, kind: 'Invoice' | 'CreditNote'): Raw {
  const currency = textOf(at(root, 'DocumentCurrencyCode'));
  const seller = ublParty(at(root, 'AccountingSupplierParty', 'Party'));
  const buyer = ublParty(at(root, 'AccountingCustomerParty', 'Party'));
  const taxTotal = inCurrency(
    children(root, 'TaxTotal').map((total) => at(total, 'TaxAmount')),
    currency,
  );
  // The breakdown sits in the TaxTotal whose amount is in the invoice's currency.
  const breakdownTotal = children(root, 'TaxTotal').find((total) => at(total, 'TaxAmount') === taxTotal);
  const sums = at(root, 'LegalMonetaryTotal');
  const dueDate =
    ublDate(at(root, 'DueDate')) ??
    children(root, 'PaymentMeans')
      .map((means) => ublDate(at(means, 'PaymentDueDate')))
      .find(Boolean) ??
    null;
  return {
    number: textOf(at(root, 'ID')),
    typeCode:
      textOf(at(root, kind === 'Invoice' ? 'InvoiceTypeCode' : 'CreditNoteTypeCode')) ??
      (kind === 'Invoice' ? '380' : '381'),
    issueDate: ublDate(at(root, 'IssueDate')),
    dueDate,
    currency,
    seller: { name: seller.name, ids: seller.ids, electronicAddress: seller.address },
    buyer: { name: buyer.name, ids: buyer.ids },
    totals: {
      ht: textOf(at(sums, 'TaxExclusiveAmount')),
      vat: textOf(taxTotal),
      ttc: textOf(at(sums, 'TaxInclusiveAmount')),
      due: textOf(at(sums, 'PayableAmount')),
    },
    vatBreakdown: children(breakdownTotal, 'TaxSubtotal').map((subtotal) => ({
      rate: textOf(at(subtotal, 'TaxCategory', 'Percent')),
      base: textOf(at(subtotal, 'TaxableAmount')),
      vat: textOf(at(subtotal, 'TaxAmount')),
    })),
    lineNames: children(root, kind === 'Invoice' ? 'InvoiceLine' : 'CreditNoteLine')
      .map((line) => textOf(at(line, 'Item', 'Name')))
      .filter((name): name is string => Boolean(name)),
  };
}

// --- from the raw facts to the invoice ---------------------------------------------------

function toInvoice(raw: Raw, syntax: ReceivedInvoiceSyntax): ReceivedInvoice | string {
  const missing: string[] = [];
  const amount = (text: string | undefined, label: string): number | null => {
    const cents = parseAmountCents(text);
    if (cents === null) missing.push(text === undefined ? label : `${label} (« ${text} » n’est pas un montant)`);
    return cents;
  };
  if (!raw.number) missing.push('le numéro de la facture');
  if (!raw.issueDate) missing.push('sa date d’émission');
  if (!raw.currency) missing.push('sa devise');
  if (!raw.seller.name) missing.push('le nom du fournisseur');
  const ht = amount(raw.totals.ht, 'le total HT');
  const ttc = amount(raw.totals.ttc, 'le total TTC');
  // BT-110 may be absent when no VAT is due: then HT and TTC are equal.
  const vat =
    raw.totals.vat === undefined ? (ht !== null && ttc !== null ? ttc - ht : 0) : amount(raw.totals.vat, 'la TVA');
  if (missing.length) return RECEIVED_INVOICE_MESSAGES.incomplete(missing);
  if (raw.currency!.toUpperCase() !== 'EUR') return RECEIVED_INVOICE_MESSAGES.currency(raw.currency!);
  if (ht! + vat! !== ttc!) return RECEIVED_INVOICE_MESSAGES.totalsMismatch;
  return {
    syntax,
    number: raw.number!,
    typeCode: raw.typeCode ?? '380',
    issueDate: raw.issueDate!,
    dueDate: raw.dueDate,
    currency: 'EUR',
    seller: {
      name: raw.seller.name!,
      siren: sirenOf(raw.seller.ids),
      vatNumber: raw.seller.ids.vatNumber,
      electronicAddress: raw.seller.electronicAddress,
    },
    buyer: { name: raw.buyer.name ?? '', siren: sirenOf(raw.buyer.ids) },
    totalHtCents: ht!,
    totalVatCents: vat!,
    totalTtcCents: ttc!,
    amountDueCents: parseAmountCents(raw.totals.due) ?? ttc!,
    vatBreakdown: raw.vatBreakdown.map((row) => ({
      rate: parseRate(row.rate),
      baseCents: parseAmountCents(row.base) ?? 0,
      vatCents: parseAmountCents(row.vat) ?? 0,
    })),
    lineNames: raw.lineNames,
  };
}

/** The root element's namespace, read from its start tag (the parser drops the xmlns attributes). */
function rootNamespace(text: string): string | undefined {
  const body = text.replace(/<!--[\s\S]*?-->/g, '').replace(/<\?[\s\S]*?\?>/g, '');
  const start = /<([A-Za-z_][\w.-]*:)?[A-Za-z_][\w.-]*(\s[^>]*)?>/.exec(body);
  if (!start) return undefined;
  const prefix = start[1] ? `:${start[1].slice(0, -1)}` : '';
  const declaration = new RegExp(`\\sxmlns${prefix.replace(/\./g, '\\.')}\\s*=\\s*["']([^"']*)["']`).exec(
    start[2] ?? '',
  );
  return declaration?.[1];
}

/** An invoice's XML (CII or UBL) → the invoice, or the French reason it cannot be read. */
export function readInvoiceXml(
  text: string,
  syntaxIfCii: Extract<ReceivedInvoiceSyntax, 'Factur-X' | 'CII'> = 'CII',
): ReceivedInvoice | string {
  const parsed = parseXml(text);
  if ('error' in parsed)
    return parsed.kind === 'doctype'
      ? RECEIVED_INVOICE_MESSAGES.doctype
      : RECEIVED_INVOICE_MESSAGES.unreadableXml(parsed.detail);
  const { root: rootName, element } = parsed;
  const namespace = rootNamespace(text);
  if (rootName === 'CrossIndustryInvoice' && (namespace === undefined || namespace === CII_NAMESPACE))
    return toInvoice(readCii(element), syntaxIfCii);
  if ((rootName === 'Invoice' || rootName === 'CreditNote') && namespace === UBL_NAMESPACES[rootName])
    return toInvoice(readUbl(element, rootName), 'UBL');
  return RECEIVED_INVOICE_MESSAGES.notAnInvoice(rootName);
}
