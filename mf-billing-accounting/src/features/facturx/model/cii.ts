/**
 * The EN 16931 (Factur-X "EN 16931" profile) Cross Industry Invoice XML of an issued invoice or
 * avoir, embedded in its PDF as `factur-x.xml`. Amounts are positive (an avoir is TypeCode 381).
 * Fees with VAT are category S; exempt fees, franchise lines and débours (outside the VAT base,
 * CGI art. 267 II 2°) are category E with their exemption reason, in one breakdown row.
 * Every total is the invoice's sealed totals (the ones its PDF prints), never computed here.
 * The French reform's data (XP Z12-012; the FNFE rules BR-FR a plateforme agréée applies): the
 * cadre de facturation S1 (BT-23: services), both electronic addresses (BT-34 the cabinet's SIREN,
 * BT-49 the client's address from the directory as sealed at issue, else its SIREN, or its e-mail),
 * the seller's SIRET and SIREN (its tax registration BT-32 under the franchise), the client's SIREN,
 * the VAT exigibility code (BT-8: encaissements or the option for débits), the BAR treatment (B2B
 * or B2C), the corrected invoice's number and date on an avoir, and the notes PMD, PMT and AAB
 * (mentions.ts: the words the PDF prints).
 * Only invoices and avoirs have one: a demande de provision is not an invoice.
 * Pure (string in, string out); validated against the official XSD in cii.test.ts and against the
 * two official schematrons (Factur-X EN 16931 and the BR-FR rules) in rfeSchematron.test.ts.
 */
import {
  buyerElectronicAddress,
  CADRE_DE_FACTURATION,
  type ClientSnapshot,
  type ElectronicAddress,
  type Invoice,
  type IssuerSnapshot,
  sellerElectronicAddress,
  vatDueDateCode,
} from 'shared-data';
import { lineTotalCents, type InvoiceTotals } from 'shared-data/invoiceTotals';
import { xmlAmount } from 'shared-data/xmlValues';
import { invoiceNotes } from './mentions.ts';

export const FACTURX_PROFILE_URN = 'urn:cen.eu:en16931:2017';
export const FACTURX_CONFORMANCE_LEVEL = 'EN 16931';
export const DEBOURS_REASON = 'Débours refacturés à l’euro près, hors base de TVA (art. 267 II 2° du CGI)';

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
/** The CII amount type (EN 16931): a decimal point, two decimals, no separator — `1234.56`. */
const day = (iso: string) => iso.replaceAll('-', '');
const dateTime = (tag: string, iso: string) =>
  `<${tag}><udt:DateTimeString format="102">${day(iso)}</udt:DateTimeString></${tag}>`;
const text = (tag: string, value: string | null | undefined) => (value ? `<${tag}>${escapeXml(value)}</${tag}>` : '');

/** "12 rue X, 69002 Lyon" → line, postcode, city. */
export function splitAddress(address: string): { line: string; postcode: string; city: string } {
  const parts = address
    .split(/[,\n]/)
    .map((part) => part.trim())
    .filter(Boolean);
  const last = parts.at(-1) ?? '';
  const match = /^(\d{5})\s+(.+)$/.exec(last);
  if (match) return { line: parts.slice(0, -1).join(', '), postcode: match[1]!, city: match[2]! };
  return { line: parts.join(', '), postcode: '', city: '' };
}

function party(
  tag: string,
  {
    name,
    siret,
    siren,
    vatNumber,
    taxRegistration,
    address,
    electronicAddress,
  }: {
    name: string;
    siret?: string;
    siren: string | null;
    vatNumber: string | null;
    /** BT-32 (scheme FC), for a seller without VAT number. */
    taxRegistration?: string | null;
    address: string;
    electronicAddress: ElectronicAddress | null;
  },
): string {
  const a = splitAddress(address);
  return [
    `<ram:${tag}>`,
    // BT-29 (scheme 0009: SIRET), coherent with the SIREN (BR-FR-09).
    siret ? `<ram:GlobalID schemeID="0009">${escapeXml(siret)}</ram:GlobalID>` : '',
    text('ram:Name', name),
    siren
      ? `<ram:SpecifiedLegalOrganization><ram:ID schemeID="0002">${escapeXml(siren)}</ram:ID></ram:SpecifiedLegalOrganization>`
      : '',
    '<ram:PostalTradeAddress>',
    text('ram:PostcodeCode', a.postcode),
    text('ram:LineOne', a.line),
    text('ram:CityName', a.city),
    '<ram:CountryID>FR</ram:CountryID>',
    '</ram:PostalTradeAddress>',
    electronicAddress
      ? `<ram:URIUniversalCommunication><ram:URIID schemeID="${electronicAddress.scheme}">${escapeXml(electronicAddress.id)}</ram:URIID></ram:URIUniversalCommunication>`
      : '',
    vatNumber
      ? `<ram:SpecifiedTaxRegistration><ram:ID schemeID="VA">${escapeXml(vatNumber)}</ram:ID></ram:SpecifiedTaxRegistration>`
      : '',
    taxRegistration
      ? `<ram:SpecifiedTaxRegistration><ram:ID schemeID="FC">${escapeXml(taxRegistration)}</ram:ID></ram:SpecifiedTaxRegistration>`
      : '',
    `</ram:${tag}>`,
  ].join('');
}

type TaxGroup = { category: 'S' | 'E'; rate: number; baseCents: number; vatCents: number; reasons: string[] };

function categoryOf(line: Invoice['lines'][number]): 'S' | 'E' {
  return line.kind !== 'debours' && line.vatRate > 0 ? 'S' : 'E';
}

/**
 * The sealed totals in EN 16931 terms. EN 16931 has no amount outside VAT: débours are lines of
 * category E, so the E group's basis is the 0 % base plus the débours, and so is the invoice's
 * basis (BT-106, BT-109) the total HT plus the débours; TTC, VAT and net à payer are taken as sealed.
 */
function en16931Totals(totals: InvoiceTotals, exemptReasons: string[]) {
  const exempt = totals.vatBreakdown.find((row) => row.rate === 0);
  const groups: TaxGroup[] = totals.vatBreakdown
    .filter((row) => row.rate > 0)
    .map((row) => ({ category: 'S', rate: row.rate, baseCents: row.baseCents, vatCents: row.vatCents, reasons: [] }));
  if (exemptReasons.length)
    groups.push({
      category: 'E',
      rate: 0,
      baseCents: (exempt?.baseCents ?? 0) + totals.deboursCents,
      vatCents: 0,
      reasons: exemptReasons,
    });
  return {
    groups,
    lineTotalCents: totals.totalHtCents + totals.deboursCents,
    taxTotalCents: totals.totalTvaCents,
    grandTotalCents: totals.totalTtcCents,
    prepaidCents: totals.provisionCents,
    duePayableCents: totals.netToPayCents,
  };
}

export type CiiInput = {
  invoice: Invoice;
  issuer: IssuerSnapshot;
  client: ClientSnapshot;
};

export function buildCiiXml({ invoice, issuer, client }: CiiInput): string {
  if (!invoice.number || !invoice.issueDate) throw new Error('Only an issued invoice has a Factur-X XML.');
  // A demande de provision asks for an advance: no invoice, so no EN 16931 document (not even a 386,
  // which is the invoice of an advance received). Its PDF is a plain PDF/A (invoicePdf.ts).
  if (invoice.kind === 'provision') throw new Error('A demande de provision has no Factur-X XML.');
  const exemptReason = issuer.vatFranchise
    ? 'TVA non applicable, art. 293 B du CGI'
    : (invoice.vatExemptMention ?? 'Exonération de TVA');
  const exemptReasons: string[] = [];
  const lines = invoice.lines.map((line, index) => {
    const category = categoryOf(line);
    const rate = category === 'S' ? line.vatRate : 0;
    const reason = line.kind === 'debours' ? DEBOURS_REASON : exemptReason;
    if (category === 'E' && !exemptReasons.includes(reason)) exemptReasons.push(reason);
    const hourly = (line.timeEntryIds?.length ?? 0) > 0 && line.quantity !== 1;
    return [
      '<ram:IncludedSupplyChainTradeLineItem>',
      `<ram:AssociatedDocumentLineDocument><ram:LineID>${index + 1}</ram:LineID></ram:AssociatedDocumentLineDocument>`,
      `<ram:SpecifiedTradeProduct>${text('ram:Name', line.designation)}</ram:SpecifiedTradeProduct>`,
      '<ram:SpecifiedLineTradeAgreement>',
      `<ram:NetPriceProductTradePrice><ram:ChargeAmount>${xmlAmount(line.unitPriceCents)}</ram:ChargeAmount></ram:NetPriceProductTradePrice>`,
      '</ram:SpecifiedLineTradeAgreement>',
      `<ram:SpecifiedLineTradeDelivery><ram:BilledQuantity unitCode="${hourly ? 'HUR' : 'C62'}">${line.quantity}</ram:BilledQuantity></ram:SpecifiedLineTradeDelivery>`,
      '<ram:SpecifiedLineTradeSettlement>',
      `<ram:ApplicableTradeTax><ram:TypeCode>VAT</ram:TypeCode><ram:CategoryCode>${category}</ram:CategoryCode><ram:RateApplicablePercent>${rate}</ram:RateApplicablePercent></ram:ApplicableTradeTax>`,
      `<ram:SpecifiedTradeSettlementLineMonetarySummation><ram:LineTotalAmount>${xmlAmount(lineTotalCents(line))}</ram:LineTotalAmount></ram:SpecifiedTradeSettlementLineMonetarySummation>`,
      '</ram:SpecifiedLineTradeSettlement>',
      '</ram:IncludedSupplyChainTradeLineItem>',
    ].join('');
  });
  const totals = en16931Totals(invoice, exemptReasons);
  const buyerAddress = buyerElectronicAddress(client);
  // BAR: the treatment a platform applies — B2B (a French business, its SIREN: flux 2) or B2C
  // (an individual: e-reporting); none for a business without SIREN (its case is not known here).
  const treatment = buyerAddress?.scheme === '0225' ? 'B2B' : client.kind === 'physique' ? 'B2C' : null;
  const notes: [string, string][] = [
    ...(treatment ? [[treatment, 'BAR'] as [string, string]] : []),
    ...invoiceNotes({ invoice, issuer, client }).map(({ subject, text }) => [text, subject] as [string, string]),
  ];
  const sellerSiren = issuer.siret.slice(0, 9);
  const dueDateCode = vatDueDateCode(issuer);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"',
    ' xmlns:qdt="urn:un:unece:uncefact:data:standard:QualifiedDataType:100"',
    ' xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100"',
    ' xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">',
    '<rsm:ExchangedDocumentContext>',
    `<ram:BusinessProcessSpecifiedDocumentContextParameter><ram:ID>${CADRE_DE_FACTURATION}</ram:ID></ram:BusinessProcessSpecifiedDocumentContextParameter>`,
    `<ram:GuidelineSpecifiedDocumentContextParameter><ram:ID>${FACTURX_PROFILE_URN}</ram:ID></ram:GuidelineSpecifiedDocumentContextParameter>`,
    '</rsm:ExchangedDocumentContext>',
    '<rsm:ExchangedDocument>',
    text('ram:ID', invoice.number),
    `<ram:TypeCode>${invoice.kind === 'avoir' ? 381 : 380}</ram:TypeCode>`,
    dateTime('ram:IssueDateTime', invoice.issueDate),
    ...notes.map(
      ([content, code]) =>
        `<ram:IncludedNote>${text('ram:Content', content)}<ram:SubjectCode>${code}</ram:SubjectCode></ram:IncludedNote>`,
    ),
    '</rsm:ExchangedDocument>',
    '<rsm:SupplyChainTradeTransaction>',
    ...lines,
    '<ram:ApplicableHeaderTradeAgreement>',
    party('SellerTradeParty', {
      name: issuer.legalName,
      siret: issuer.siret,
      siren: sellerSiren,
      vatNumber: issuer.vatNumber || null,
      // Under the franchise the cabinet has no VAT number: its SIREN is its tax registration
      // (BT-32), which an exempt line requires from the seller (BR-E-02).
      taxRegistration: issuer.vatNumber ? null : sellerSiren,
      address: issuer.address,
      electronicAddress: sellerElectronicAddress(issuer.siret),
    }),
    party('BuyerTradeParty', {
      name: client.name,
      siren: client.siren,
      vatNumber: client.vatNumber,
      address: client.address,
      electronicAddress: buyerAddress,
    }),
    '</ram:ApplicableHeaderTradeAgreement>',
    '<ram:ApplicableHeaderTradeDelivery/>',
    '<ram:ApplicableHeaderTradeSettlement>',
    text('ram:PaymentReference', invoice.number),
    '<ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode>',
    issuer.iban && invoice.kind === 'facture'
      ? `<ram:SpecifiedTradeSettlementPaymentMeans><ram:TypeCode>58</ram:TypeCode><ram:PayeePartyCreditorFinancialAccount><ram:IBANID>${escapeXml(issuer.iban)}</ram:IBANID></ram:PayeePartyCreditorFinancialAccount></ram:SpecifiedTradeSettlementPaymentMeans>`
      : '',
    ...totals.groups.map((g) =>
      [
        '<ram:ApplicableTradeTax>',
        `<ram:CalculatedAmount>${xmlAmount(g.vatCents)}</ram:CalculatedAmount>`,
        '<ram:TypeCode>VAT</ram:TypeCode>',
        g.category === 'E' ? text('ram:ExemptionReason', g.reasons.join(' ; ')) : '',
        `<ram:BasisAmount>${xmlAmount(g.baseCents)}</ram:BasisAmount>`,
        `<ram:CategoryCode>${g.category}</ram:CategoryCode>`,
        // BT-8, the same in every breakdown (CII has no document-level slot for it).
        dueDateCode ? `<ram:DueDateTypeCode>${dueDateCode}</ram:DueDateTypeCode>` : '',
        `<ram:RateApplicablePercent>${g.rate}</ram:RateApplicablePercent>`,
        '</ram:ApplicableTradeTax>',
      ].join(''),
    ),
    invoice.periodStart && invoice.periodEnd
      ? `<ram:BillingSpecifiedPeriod>${dateTime('ram:StartDateTime', invoice.periodStart)}${dateTime('ram:EndDateTime', invoice.periodEnd)}</ram:BillingSpecifiedPeriod>`
      : '',
    '<ram:SpecifiedTradePaymentTerms>',
    text('ram:Description', invoice.paymentTerms),
    invoice.dueDate && invoice.kind === 'facture' ? dateTime('ram:DueDateDateTime', invoice.dueDate) : '',
    '</ram:SpecifiedTradePaymentTerms>',
    '<ram:SpecifiedTradeSettlementHeaderMonetarySummation>',
    `<ram:LineTotalAmount>${xmlAmount(totals.lineTotalCents)}</ram:LineTotalAmount>`,
    `<ram:TaxBasisTotalAmount>${xmlAmount(totals.lineTotalCents)}</ram:TaxBasisTotalAmount>`,
    `<ram:TaxTotalAmount currencyID="EUR">${xmlAmount(totals.taxTotalCents)}</ram:TaxTotalAmount>`,
    `<ram:GrandTotalAmount>${xmlAmount(totals.grandTotalCents)}</ram:GrandTotalAmount>`,
    `<ram:TotalPrepaidAmount>${xmlAmount(totals.prepaidCents)}</ram:TotalPrepaidAmount>`,
    `<ram:DuePayableAmount>${xmlAmount(totals.duePayableCents)}</ram:DuePayableAmount>`,
    '</ram:SpecifiedTradeSettlementHeaderMonetarySummation>',
    // BT-25 and BT-26: the invoice an avoir corrects, with its issue date (BR-FR-CO-05).
    invoice.creditForNumber
      ? `<ram:InvoiceReferencedDocument>${text('ram:IssuerAssignedID', invoice.creditForNumber)}${
          invoice.creditForIssueDate
            ? `<ram:FormattedIssueDateTime><qdt:DateTimeString format="102">${day(invoice.creditForIssueDate)}</qdt:DateTimeString></ram:FormattedIssueDateTime>`
            : ''
        }</ram:InvoiceReferencedDocument>`
      : '',
    '</ram:ApplicableHeaderTradeSettlement>',
    '</rsm:SupplyChainTradeTransaction>',
    '</rsm:CrossIndustryInvoice>',
    '',
  ].join('\n');
}
