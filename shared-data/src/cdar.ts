/**
 * Invoice lifecycle statuses (« cycle de vie », flux 6) as the norm XP Z12-012 exchanges them
 * between plateformes agréées: one CDAR message (UN/CEFACT Cross Domain Acknowledgement and
 * Response D22B) per status, profile `urn.cpro.gouv.fr:1p0:CDV:invoice`, laid out as the examples
 * of the norm's annex B (UC1 nominal, UC2 rejection, UC3 refusal) and the FNFE schematron
 * BR-FR-CDV (reasons required and allowed per status, « Encaissée » with its amount and VAT rate).
 * The platform writes the transmission statuses (200, 202, 203, 213) and forwards the processing
 * statuses a party deposits (the buyer's 204–211, the seller's 212); both sides read them here.
 */
import {
  EINVOICE_REASONS,
  EINVOICE_REASONS_BY_STATUS,
  EINVOICE_STATUS_LABELS,
  type LifecycleStatusCode,
} from './einvoicing.ts';
import { at, attribute, children, escapeXml, parseXml, textOf, type XmlValue } from './xml.ts';
import { xmlInstant } from './xmlValues.ts';

export { escapeXml } from './xml.ts';

export type StatusCode = LifecycleStatusCode;

/** Who poses a status: a platform (transmission phase, MDT-77 = 305) or a party (processing phase, 23). */
export type StatusIssuer = 'platform' | 'buyer' | 'seller';

const ISSUERS: Record<StatusCode, StatusIssuer> = {
  '200': 'platform',
  '201': 'platform',
  '202': 'platform',
  '203': 'platform',
  '204': 'buyer',
  '205': 'buyer',
  '206': 'buyer',
  '207': 'buyer',
  '208': 'buyer',
  '209': 'seller',
  '210': 'buyer',
  '211': 'buyer',
  '212': 'seller',
  '213': 'platform',
  '220': 'seller',
  '221': 'platform',
};

/** Each status, its French wording (the app's labels) and who poses it. */
export const LIFECYCLE_STATUSES = Object.fromEntries(
  Object.entries(ISSUERS).map(([code, issuer]) => [
    code,
    { label: EINVOICE_STATUS_LABELS[code as StatusCode], issuer },
  ]),
) as Record<StatusCode, { label: string; issuer: StatusIssuer }>;

/** The reason codes (MDT-113) with their French wording (MDT-114): einvoicing.ts keeps the table. */
export const REASONS = EINVOICE_REASONS;
/** The reasons each status allows (BR-FR-CDV-CL-09). */
export const REASONS_BY_STATUS = EINVOICE_REASONS_BY_STATUS;

export function isStatusCode(code: string): code is StatusCode {
  return Object.hasOwn(LIFECYCLE_STATUSES, code);
}

/** Statuses after which nothing else may be posed on the invoice (« terminal » in XP Z12-014). */
export const TERMINAL_STATUSES: readonly StatusCode[] = ['210', '213'];

/** Statuses that must carry a reason (BR-FR-CDV-15). */
export const REASON_REQUIRED: readonly StatusCode[] = ['206', '207', '208', '210', '213'];

const NS = {
  rsm: 'urn:un:unece:uncefact:data:standard:CrossDomainAcknowledgementAndResponse:100',
  ram: 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
  qdt: 'urn:un:unece:uncefact:data:standard:QualifiedDataType:100',
  udt: 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
};
export const CDV_GUIDELINE = 'urn.cpro.gouv.fr:1p0:CDV:invoice';

export type LifecycleParty = { siren: string; name?: string; electronicAddress?: string; role: 'SE' | 'BY' };

/** A collected amount (MDT-207 `MEN`): the amount including VAT and the VAT rate it bears. */
export type CollectedAmount = { amount: string; currency: string; vatRate: string };

export type LifecycleMessage = {
  /** MDT-4: this message's identifier. */
  messageId: string;
  /** MDT-105 and MDT-106. */
  status: StatusCode;
  /** MDT-8: when the message was written; MDT-78: when the status was posed (default: the same). */
  issuedAt: Date;
  postedAt?: Date;
  /** Who posed the status: the platform, or the party (its SIREN and role). */
  issuer: 'platform' | LifecycleParty;
  /** Who the message is for. */
  recipient: LifecycleParty;
  invoice: {
    /** MDT-87: BT-1. */
    number: string;
    /** MDT-91: BT-3 (380 invoice, 381 credit note…). */
    typeCode: string;
    /** MDT-100: BT-2, `YYYYMMDD`. */
    issueDate: string;
    /** MDT-129: BT-30, the seller's SIREN. */
    sellerSiren: string;
    /** MDT-95: when the party posing the status received the invoice (its 200 or 202). */
    receivedAt?: Date;
  };
  reason?: { code: string; text?: string };
  note?: string;
  collected?: CollectedAmount[];
};

function party(tag: string, value: LifecycleParty): string {
  return [
    `<ram:${tag}>`,
    `<ram:GlobalID schemeID="0002">${escapeXml(value.siren)}</ram:GlobalID>`,
    value.name ? `<ram:Name>${escapeXml(value.name)}</ram:Name>` : '',
    `<ram:RoleCode>${value.role}</ram:RoleCode>`,
    `<ram:URIUniversalCommunication><ram:URIID schemeID="0225">${escapeXml(value.electronicAddress ?? value.siren)}</ram:URIID></ram:URIUniversalCommunication>`,
    `</ram:${tag}>`,
  ].join('');
}

/** Writes one lifecycle message, elements in the XSD's order. */
export function buildLifecycleMessage(message: LifecycleMessage): string {
  const { status, invoice } = message;
  const transmission = message.issuer === 'platform';
  const label = LIFECYCLE_STATUSES[status].label;
  const reason = message.reason
    ? `<ram:ReasonCode>${escapeXml(message.reason.code)}</ram:ReasonCode><ram:Reason>${escapeXml(message.reason.text ?? REASONS[message.reason.code] ?? message.reason.code)}</ram:Reason>`
    : '';
  const characteristics = (message.collected ?? [])
    .map(
      (line) =>
        `<ram:SpecifiedDocumentCharacteristic><ram:TypeCode>MEN</ram:TypeCode><ram:ValueAmount currencyID="${escapeXml(line.currency)}">${escapeXml(line.amount)}</ram:ValueAmount><ram:ValuePercent>${escapeXml(line.vatRate)}</ram:ValuePercent></ram:SpecifiedDocumentCharacteristic>`,
    )
    .join('');
  const detail =
    reason || message.note || characteristics
      ? `<ram:SpecifiedDocumentStatus>${reason}<ram:SequenceNumeric>1</ram:SequenceNumeric>${
          message.note
            ? `<ram:IncludedNote><ram:Content>${escapeXml(message.note)}</ram:Content></ram:IncludedNote>`
            : ''
        }${characteristics}</ram:SpecifiedDocumentStatus>`
      : '';
  const issuer =
    message.issuer === 'platform'
      ? '<ram:IssuerTradeParty><ram:RoleCode>WK</ram:RoleCode></ram:IssuerTradeParty>'
      : `<ram:IssuerTradeParty><ram:GlobalID schemeID="0002">${escapeXml(message.issuer.siren)}</ram:GlobalID>${
          message.issuer.name ? `<ram:Name>${escapeXml(message.issuer.name)}</ram:Name>` : ''
        }<ram:RoleCode>${message.issuer.role}</ram:RoleCode></ram:IssuerTradeParty>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<rsm:CrossDomainAcknowledgementAndResponse xmlns:rsm="${NS.rsm}" xmlns:ram="${NS.ram}" xmlns:qdt="${NS.qdt}" xmlns:udt="${NS.udt}">`,
    '<rsm:ExchangedDocumentContext>',
    '<ram:BusinessProcessSpecifiedDocumentContextParameter><ram:ID>REGULATED</ram:ID></ram:BusinessProcessSpecifiedDocumentContextParameter>',
    `<ram:GuidelineSpecifiedDocumentContextParameter><ram:ID>${CDV_GUIDELINE}</ram:ID></ram:GuidelineSpecifiedDocumentContextParameter>`,
    '</rsm:ExchangedDocumentContext>',
    '<rsm:ExchangedDocument>',
    `<ram:ID>${escapeXml(message.messageId)}</ram:ID>`,
    `<ram:Name>${escapeXml(`${invoice.number}-CDV-${status}_${label}`)}</ram:Name>`,
    `<ram:IssueDateTime><udt:DateTimeString format="204">${xmlInstant(message.issuedAt)}</udt:DateTimeString></ram:IssueDateTime>`,
    `<ram:SenderTradeParty><ram:RoleCode>${message.issuer === 'platform' ? 'WK' : message.issuer.role}</ram:RoleCode></ram:SenderTradeParty>`,
    issuer,
    party('RecipientTradeParty', message.recipient),
    '</rsm:ExchangedDocument>',
    '<rsm:AcknowledgementDocument>',
    '<ram:MultipleReferencesIndicator><udt:Indicator>false</udt:Indicator></ram:MultipleReferencesIndicator>',
    `<ram:TypeCode>${transmission ? '305' : '23'}</ram:TypeCode>`,
    `<ram:IssueDateTime><udt:DateTimeString format="204">${xmlInstant(message.postedAt ?? message.issuedAt)}</udt:DateTimeString></ram:IssueDateTime>`,
    '<ram:ReferenceReferencedDocument>',
    `<ram:IssuerAssignedID>${escapeXml(invoice.number)}</ram:IssuerAssignedID>`,
    `<ram:TypeCode>${escapeXml(invoice.typeCode)}</ram:TypeCode>`,
    invoice.receivedAt
      ? `<ram:ReceiptDateTime><udt:DateTimeString format="204">${xmlInstant(invoice.receivedAt)}</udt:DateTimeString></ram:ReceiptDateTime>`
      : '',
    `<ram:FormattedIssueDateTime><qdt:DateTimeString format="102">${escapeXml(invoice.issueDate)}</qdt:DateTimeString></ram:FormattedIssueDateTime>`,
    `<ram:ProcessConditionCode>${status}</ram:ProcessConditionCode>`,
    `<ram:ProcessCondition>${escapeXml(label)}</ram:ProcessCondition>`,
    `<ram:IssuerTradeParty><ram:GlobalID schemeID="0002">${escapeXml(invoice.sellerSiren)}</ram:GlobalID><ram:RoleCode>SE</ram:RoleCode></ram:IssuerTradeParty>`,
    detail,
    '</ram:ReferenceReferencedDocument>',
    '</rsm:AcknowledgementDocument>',
    '</rsm:CrossDomainAcknowledgementAndResponse>',
    '',
  ].join('\n');
}

/** What a lifecycle message says, as read back. */
export type ReadLifecycle = {
  messageId?: string;
  status: string;
  statusLabel?: string;
  /** MDT-77: 305 (transmission) or 23 (processing). */
  phase?: string;
  issuer: { siren?: string; role?: string };
  invoice: { number?: string; typeCode?: string; issueDate?: string; sellerSiren?: string };
  reasons: { code: string; text?: string }[];
  notes: string[];
  collected: { typeCode?: string; amount?: string; currency?: string; vatRate?: string }[];
};

/** Reads a CDAR lifecycle message, or says why it cannot. */
export function readLifecycleMessage(xml: string): { message: ReadLifecycle } | { error: string } {
  const parsed = parseXml(xml);
  if ('error' in parsed) return parsed;
  if (parsed.root !== 'CrossDomainAcknowledgementAndResponse' || !parsed.namespaces.includes(NS.rsm))
    return { error: `Ce n’est pas un message CDAR (élément racine ${parsed.root})` };
  const root = parsed.element;
  const exchanged = at(root, 'ExchangedDocument');
  const acknowledgement = at(root, 'AcknowledgementDocument');
  const reference = at(acknowledgement, 'ReferenceReferencedDocument');
  const status = textOf(at(reference, 'ProcessConditionCode'));
  if (!status) return { error: 'Code statut (MDT-105, ProcessConditionCode) absent' };
  const issuerParty = at(exchanged, 'IssuerTradeParty');
  const details = children(reference, 'SpecifiedDocumentStatus');
  const sellerIds = children(at(reference, 'IssuerTradeParty'), 'GlobalID');
  const sellerSiren = sellerIds.find((id) => attribute(id, 'schemeID') === '0002') ?? sellerIds[0];
  const issuerIds = children(issuerParty, 'GlobalID');
  const issuerSiren = issuerIds.find((id) => attribute(id, 'schemeID') === '0002') ?? issuerIds[0];
  return {
    message: {
      messageId: textOf(at(exchanged, 'ID')),
      status,
      statusLabel: textOf(at(reference, 'ProcessCondition')),
      phase: textOf(at(acknowledgement, 'TypeCode')),
      issuer: { siren: textOf(issuerSiren), role: textOf(at(issuerParty, 'RoleCode')) },
      invoice: {
        number: textOf(at(reference, 'IssuerAssignedID')),
        typeCode: textOf(at(reference, 'TypeCode')),
        issueDate: textOf(at(reference, 'FormattedIssueDateTime', 'DateTimeString')),
        sellerSiren: textOf(sellerSiren),
      },
      reasons: details.flatMap((detail) => {
        const code = textOf(at(detail, 'ReasonCode'));
        return code ? [{ code, text: textOf(at(detail, 'Reason')) }] : [];
      }),
      notes: details.flatMap((detail) =>
        children(detail, 'IncludedNote').flatMap((note) =>
          children(note, 'Content').map((content) => textOf(content) ?? ''),
        ),
      ),
      collected: details.flatMap((detail) =>
        children(detail, 'SpecifiedDocumentCharacteristic').map((line: XmlValue) => ({
          typeCode: textOf(at(line, 'TypeCode'))?.trim(),
          amount: textOf(at(line, 'ValueAmount')),
          currency: attribute(at(line, 'ValueAmount'), 'currencyID'),
          vatRate: textOf(at(line, 'ValuePercent')),
        })),
      ),
    },
  };
}

/**
 * The French rules on a lifecycle message the platform checks before accepting it (a subset of
 * BR-FR-CDV: mandatory data, reasons per status, « Encaissée » amounts). Empty when it passes.
 */
export function lifecycleRuleProblems(message: ReadLifecycle): string[] {
  const problems: string[] = [];
  if (!isStatusCode(message.status)) problems.push(`Statut ${message.status} inconnu (BR-FR-CDV-CL-06)`);
  if (!message.invoice.number) problems.push('Numéro de facture (MDT-87) absent (BR-FR-CDV-10)');
  if (!message.invoice.issueDate) problems.push('Date de facture (MDT-100) absente (BR-FR-CDV-11)');
  if (!message.invoice.sellerSiren) problems.push('SIREN du vendeur (MDT-129) absent (BR-FR-CDV-13)');
  const status = message.status as StatusCode;
  for (const reason of message.reasons) {
    if (!Object.hasOwn(REASONS, reason.code)) problems.push(`Motif ${reason.code} inconnu (BR-FR-CDV-CL-09)`);
    const allowed = REASONS_BY_STATUS[status];
    if (allowed && !allowed.includes(reason.code))
      problems.push(`Motif ${reason.code} non autorisé pour le statut ${status} (BR-FR-CDV-CL-09)`);
  }
  if (REASON_REQUIRED.includes(status) && message.reasons.length === 0)
    problems.push(`Le statut ${status} exige un motif (BR-FR-CDV-15)`);
  if (status === '212') {
    const collected = message.collected.filter((line) => line.typeCode === 'MEN');
    if (collected.length === 0 || collected.some((line) => !line.amount || !line.vatRate))
      problems.push('« Encaissée » exige le montant encaissé et son taux de TVA (MEN, BR-FR-CDV-14)');
    if (collected.some((line) => line.amount && !/^-?\d{1,19}(\.\d{1,2})?$/.test(line.amount)))
      problems.push('Montant encaissé illisible (BR-FR-DEC-01)');
  }
  return problems;
}
