/**
 * The stand-in plateforme agréée itself, without HTTP: its cabinets (one account each, by SIREN),
 * its directory, the flows of every cabinet, the invoices it routed with their lifecycle, the
 * webhooks — all in memory, gone when the process stops (a restart starts empty, like the demo
 * cabinet of the emulator).
 *
 * An invoice deposited by a cabinet (POST /v1/flows, CII or Factur-X) is read, checked and routed
 * by its buyer's electronic address (BT-49) — or its SIREN (BT-47) when the invoice has no address
 * — to the cabinet registered with it, which finds it among its inbound flows (SupplierInvoice,
 * In). The seller follows it through lifecycle messages (CDAR, CustomerInvoiceLC, In) posted by
 * the platform as the norm's annex B shows them: Déposée (200), Reçue (202), Mise à disposition
 * (203); or Rejetée (213) with its reason. A party then deposits its own statuses as CDAR flows —
 * the buyer Refusée (210, with a reason), Approuvée, Paiement transmis…, the seller Encaissée (212,
 * with the amount) — which reach the other side. An e-reporting flow (FRR, flux 10) is checked and
 * kept, routed to nobody. A rule configured at start or through the control
 * route (or the `Pretoire-Stand-In-Outcome` header of one deposit) makes the platform answer a
 * rejection or the buyer's refusal, for tests.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { webhookSignature } from './auth.ts';
import {
  buildLifecycleMessage,
  type CollectedAmount,
  isStatusCode,
  LIFECYCLE_STATUSES,
  type LifecycleParty,
  lifecycleRuleProblems,
  REASONS,
  REASONS_BY_STATUS,
  readLifecycleMessage,
  type StatusCode,
  type StatusIssuer,
  TERMINAL_STATUSES,
} from './cdar.ts';
import { type FlowProfile, type InvoiceFacts, type ProcessingRule, readInvoice } from './cii.ts';
import { at, children, parseXml, textOf } from './xml.ts';

export type PlatformCabinet = {
  name: string;
  siren: string;
  clientId: string;
  clientSecret: string;
  /** Its electronic invoicing address (directory line); its SIREN when not given. */
  electronicAddress?: string;
};

/** A company the directory knows but that has no active receiving line on this platform. */
export type DirectoryEntry = { siren: string; name: string };

/** Makes the platform reject (213) or the buyer refuse (210) the invoices it matches. */
export type OutcomeRule = {
  id: string;
  status: '210' | '213';
  reasonCode: string;
  /** French wording; the reason code's label by default. */
  reason?: string;
  buyerSiren?: string;
  sellerSiren?: string;
  /** A regular expression the invoice number (BT-1) must match. */
  invoiceNumber?: string;
};

export type FlowSyntax = 'CII' | 'UBL' | 'Factur-X' | 'CDAR' | 'FRR';
export type FlowDirection = 'In' | 'Out';
export type FlowAckStatus = 'Pending' | 'Ok' | 'Error';
export type FlowType =
  | 'CustomerInvoice'
  | 'SupplierInvoice'
  | 'CustomerInvoiceLC'
  | 'SupplierInvoiceLC'
  | 'Undefined'
  | (string & {});
export type AckReason =
  | 'EmptyFlow'
  | 'OtherTechnicalError'
  | 'InvalidSchema'
  | 'FileSizeExceeded'
  | 'FlowTypeError'
  | 'ChecksumMismatch'
  | 'InvoiceLCInvalidStatus'
  | 'InvoiceLCStatusError'
  | 'InvoiceLCRuleError'
  | 'InvoiceLCAccessDenied'
  | 'InvoiceLCAmountError';

export type FlowInfo = {
  name: string;
  flowSyntax: FlowSyntax;
  flowProfile?: FlowProfile;
  processingRule?: ProcessingRule;
  trackingId?: string;
  sha256?: string;
};

export type FlowRecord = {
  flowId: string;
  /** SIREN of the cabinet whose flow this is. */
  owner: string;
  flowDirection: FlowDirection;
  flowType: FlowType;
  flowSyntax: FlowSyntax;
  flowProfile: FlowProfile;
  processingRule: ProcessingRule;
  processingRuleSource: 'Input' | 'Computed';
  name: string;
  trackingId?: string;
  sha256: string;
  submittedAt: string;
  updatedAt: string;
  /** Order of the last change, for search pagination. */
  seq: number;
  acknowledgement: {
    status: FlowAckStatus;
    details?: { level: 'Error' | 'Warning'; item: string; reasonCode: string; reasonMessage: string }[];
  };
  file: Buffer;
};

export type StatusEntry = {
  code: StatusCode;
  label: string;
  at: string;
  by: StatusIssuer;
  reasonCode?: string;
  reason?: string;
};

export type InvoiceRecord = {
  number: string;
  typeCode: string;
  issueDate: string;
  seller: LifecycleParty;
  buyer: LifecycleParty | null;
  /** SIREN of the cabinet the invoice was delivered to, once made available. */
  deliveredTo?: string;
  grandTotalCents?: number;
  currency: string;
  trackingId?: string;
  sellerFlowId: string;
  /** SIREN of the cabinet that deposited it (the seller, unless the platform rejected it as not). */
  depositor: string;
  buyerFlowId?: string;
  depositedAt?: Date;
  receivedAt?: Date;
  statuses: StatusEntry[];
  collectedCents: number;
};

export type Webhook = {
  webhookId: string;
  owner: string;
  callbackUrl: string;
  flowTypes?: string[];
  flowDirection?: FlowDirection;
  ackStatus?: FlowAckStatus;
  signingKey: string;
  createdAt: string;
};

export type WebhookDelivery = { webhookId: string; flowId: string; status: number | 'erreur'; attempt: number };

export type SearchWhere = {
  updatedAfter?: string;
  updatedBefore?: string;
  processingRule?: string[];
  flowType?: string[];
  flowDirection?: string[];
  trackingId?: string;
  ackStatus?: string;
};

export type PlatformConfig = {
  cabinets: PlatformCabinet[];
  directory?: DirectoryEntry[];
  rules?: Omit<OutcomeRule, 'id'>[];
  /** Delays between webhook delivery attempts (ms); three attempts by default. */
  webhookRetryDelaysMs?: number[];
  log?: (line: string) => void;
};

export type DirectoryLine = { addressingIdentifier: string; siren: string; name: string };

const toCents = (amount: string | undefined) =>
  amount !== undefined && /^-?\d+(\.\d+)?$/.test(amount.trim()) ? Math.round(Number(amount) * 100) : undefined;

/** A file name safe for a header and a file system. */
const safeName = (value: string) => value.replace(/[^\w.-]+/g, '_').slice(0, 120);

/** The flow type of each e-reporting report type (DGFiP flux 10). */
const REPORT_FLOW_TYPES: Record<string, FlowType> = {
  '10.1': 'UnitaryCustomerTransactionReport',
  '10.2': 'UnitaryCustomerPaymentReport',
  '10.3': 'AggregatedCustomerTransactionReport',
  '10.4': 'AggregatedCustomerPaymentReport',
};

export function checkRule(rule: Omit<OutcomeRule, 'id'>): string | null {
  if (rule.status !== '210' && rule.status !== '213') return 'status : 210 (Refusée) ou 213 (Rejetée)';
  if (!REASONS_BY_STATUS[rule.status]!.includes(rule.reasonCode))
    return `reasonCode : l’un de ${REASONS_BY_STATUS[rule.status]!.join(', ')}`;
  if (rule.invoiceNumber !== undefined) {
    try {
      new RegExp(rule.invoiceNumber);
    } catch {
      return 'invoiceNumber : une expression régulière';
    }
  }
  return null;
}

export class PlatformCore {
  readonly cabinets: PlatformCabinet[];
  readonly directory: DirectoryEntry[];
  private flows = new Map<string, FlowRecord>();
  private invoices: InvoiceRecord[] = [];
  private webhooks = new Map<string, Webhook>();
  private rules: OutcomeRule[] = [];
  private lastTime = 0;
  private seq = 0;
  private pending = new Set<Promise<void>>();
  readonly deliveries: WebhookDelivery[] = [];
  private readonly retryDelays: number[];
  private readonly log: (line: string) => void;

  constructor(private readonly config: PlatformConfig) {
    this.cabinets = config.cabinets;
    this.directory = config.directory ?? [];
    this.retryDelays = config.webhookRetryDelaysMs ?? [500, 2000];
    this.log = config.log ?? (() => {});
    this.reset();
  }

  /** Forgets every flow, invoice, webhook and rule added since the start (the cabinets stay). */
  reset(): void {
    this.flows.clear();
    this.invoices = [];
    this.webhooks.clear();
    this.deliveries.length = 0;
    this.rules = (this.config.rules ?? []).map((rule) => ({ ...rule, id: randomUUID() }));
  }

  addRule(rule: Omit<OutcomeRule, 'id'>): OutcomeRule {
    const problem = checkRule(rule);
    if (problem) throw new Error(`Règle invalide — ${problem}`);
    const added = { ...rule, id: randomUUID() };
    this.rules.push(added);
    return added;
  }

  clearRules(): void {
    this.rules = [];
  }

  listRules(): OutcomeRule[] {
    return [...this.rules];
  }

  /** Resolves once every webhook delivery under way is done. */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  // ---- accounts and directory ----

  cabinetByClientId(clientId: string): PlatformCabinet | undefined {
    return this.cabinets.find((cabinet) => cabinet.clientId === clientId);
  }

  cabinetBySiren(siren: string): PlatformCabinet | undefined {
    return this.cabinets.find((cabinet) => cabinet.siren === siren);
  }

  /**
   * The directory lines: one per cabinet of this platform. A company the directory knows without a
   * receiving platform has no line (the documents cannot say « Disabled »: their
   * directoryLineStatus allows seven characters), only its legal unit.
   */
  directoryLines(): DirectoryLine[] {
    return this.cabinets.map((cabinet) => ({
      addressingIdentifier: cabinet.electronicAddress ?? cabinet.siren,
      siren: cabinet.siren,
      name: cabinet.name,
    }));
  }

  legalUnit(siren: string): { siren: string; name: string } | undefined {
    const known = this.cabinetBySiren(siren) ?? this.directory.find((entry) => entry.siren === siren);
    return known && { siren: known.siren, name: known.name };
  }

  // ---- time and records ----

  /** Strictly increasing timestamps: two flows never share an updatedAt, so `updatedAfter` misses none. */
  private tick(): Date {
    this.lastTime = Math.max(Date.now(), this.lastTime + 1);
    return new Date(this.lastTime);
  }

  private store(record: Omit<FlowRecord, 'seq' | 'updatedAt' | 'submittedAt'>, at = this.tick()): FlowRecord {
    const stamp = at.toISOString();
    const flow: FlowRecord = { ...record, submittedAt: stamp, updatedAt: stamp, seq: ++this.seq };
    this.flows.set(flow.flowId, flow);
    return flow;
  }

  private touch(flow: FlowRecord): void {
    flow.updatedAt = this.tick().toISOString();
    flow.seq = ++this.seq;
  }

  private acknowledge(flow: FlowRecord, reasonCode?: AckReason, reasonMessage?: string, item = 'file'): void {
    flow.acknowledgement = reasonCode
      ? { status: 'Error', details: [{ level: 'Error', item, reasonCode, reasonMessage: reasonMessage ?? reasonCode }] }
      : { status: 'Ok' };
    this.touch(flow);
    this.notify(flow);
  }

  flow(owner: string, flowId: string): FlowRecord | undefined {
    const flow = this.flows.get(flowId);
    return flow?.owner === owner ? flow : undefined;
  }

  /** The lifecycle the platform knows of an invoice (tests and the control route). */
  invoice(sellerSiren: string, number: string): InvoiceRecord | undefined {
    return this.invoices.findLast((invoice) => invoice.seller.siren === sellerSiren && invoice.number === number);
  }

  search(
    owner: string,
    where: SearchWhere,
    limit: number,
    afterSeq: number,
  ): { results: FlowRecord[]; more: boolean; lastSeq: number } {
    const after = where.updatedAfter ? Date.parse(where.updatedAfter) : undefined;
    const before = where.updatedBefore ? Date.parse(where.updatedBefore) : undefined;
    const matching = [...this.flows.values()]
      .filter(
        (flow) =>
          flow.owner === owner &&
          flow.seq > afterSeq &&
          (after === undefined || Date.parse(flow.updatedAt) > after) &&
          (before === undefined || Date.parse(flow.updatedAt) < before) &&
          (!where.processingRule?.length || where.processingRule.includes(flow.processingRule)) &&
          (!where.flowType?.length || where.flowType.includes(flow.flowType)) &&
          (!where.flowDirection?.length || where.flowDirection.includes(flow.flowDirection)) &&
          (where.trackingId === undefined || flow.trackingId === where.trackingId) &&
          (where.ackStatus === undefined || flow.acknowledgement.status === where.ackStatus),
      )
      .sort((a, b) => a.seq - b.seq);
    const results = matching.slice(0, limit);
    return { results, more: matching.length > limit, lastSeq: results.at(-1)?.seq ?? afterSeq };
  }

  // ---- deposit ----

  /**
   * A flow deposited by `caller`. It is processed before this resolves (the stand-in answers at
   * once): the flow is stored with its acknowledgement, an invoice is routed and its first
   * statuses posted, a lifecycle message reaches the invoice's other party.
   */
  async submit(
    caller: PlatformCabinet,
    flowInfo: FlowInfo,
    file: Buffer,
    outcome?: Omit<OutcomeRule, 'id'>,
  ): Promise<FlowRecord> {
    const sha256 = createHash('sha256').update(file).digest('hex');
    const flow = this.store({
      flowId: randomUUID(),
      owner: caller.siren,
      flowDirection: 'Out',
      flowType: 'Undefined',
      flowSyntax: flowInfo.flowSyntax,
      flowProfile: flowInfo.flowProfile ?? 'Undefined',
      processingRule: flowInfo.processingRule ?? 'Undefined',
      processingRuleSource: flowInfo.processingRule ? 'Input' : 'Computed',
      name: flowInfo.name,
      ...(flowInfo.trackingId ? { trackingId: flowInfo.trackingId } : {}),
      sha256,
      acknowledgement: { status: 'Pending' },
      file,
    });
    if (file.length === 0) this.acknowledge(flow, 'EmptyFlow', 'Le fichier du flux est vide.');
    else if (flowInfo.sha256 && flowInfo.sha256 !== sha256)
      this.acknowledge(flow, 'ChecksumMismatch', `Empreinte SHA-256 annoncée ${flowInfo.sha256}, calculée ${sha256}.`);
    else if (flowInfo.flowSyntax === 'CDAR') this.depositLifecycle(caller, flow);
    else if (flowInfo.flowSyntax === 'FRR') this.depositReport(caller, flow);
    else if (flowInfo.flowSyntax === 'CII' || flowInfo.flowSyntax === 'Factur-X')
      await this.depositInvoice(caller, flow, flowInfo, outcome);
    else
      this.acknowledge(
        flow,
        'FlowTypeError',
        `La plateforme locale ne lit que les factures CII et Factur-X, les cycles de vie CDAR et l’e-reporting FRR (reçu : ${flowInfo.flowSyntax}).`,
        'flowInfo',
      );
    return flow;
  }

  private async depositInvoice(
    caller: PlatformCabinet,
    flow: FlowRecord,
    flowInfo: FlowInfo,
    outcome: Omit<OutcomeRule, 'id'> | undefined,
  ): Promise<void> {
    const read = await readInvoice(flow.file, flowInfo.flowSyntax as 'CII' | 'Factur-X');
    if (!read.ok) {
      this.acknowledge(flow, read.reasonCode, read.message);
      return;
    }
    const facts = read.invoice;
    flow.flowType = 'CustomerInvoice';
    if (!flowInfo.flowProfile) flow.flowProfile = facts.profile;
    if (!flowInfo.processingRule) flow.processingRule = facts.processingRule ?? 'B2B';
    this.acknowledge(flow);
    if (flow.processingRule !== 'B2B') return; // e-reporting or out of scope: nothing to route
    const invoice = this.newInvoice(facts, flow, caller.siren);
    const rule = outcome ?? this.matchRule(facts);

    // Checks of the seller's platform: rejected at deposit, nothing else follows.
    if (facts.seller.siren !== caller.siren) {
      this.postPlatformStatus(invoice, '213', 'emission', {
        code: 'REJ_COH',
        text: `Le SIREN du vendeur (BT-30 : ${facts.seller.siren ?? 'absent'}) n’est pas celui du compte déposant (${caller.siren}).`,
      });
      return;
    }
    const year = invoice.issueDate.slice(0, 4);
    const duplicate = this.invoices.some(
      (other) =>
        other !== invoice &&
        other.seller.siren === invoice.seller.siren &&
        other.number === invoice.number &&
        other.issueDate.slice(0, 4) === year &&
        !other.statuses.some((status) => status.code === '213'),
    );
    if (duplicate) {
      this.postPlatformStatus(invoice, '213', 'emission', {
        code: 'DOUBLON',
        text: `La facture ${invoice.number} de ${year} a déjà été déposée par ce vendeur.`,
      });
      return;
    }
    const recipient = this.route(facts);
    if ('reason' in recipient) {
      this.postPlatformStatus(invoice, '213', 'emission', recipient.reason);
      return;
    }
    if ('notTransmitted' in recipient) {
      // Known to the directory without a receiving platform: deposited, not transmitted.
      this.postPlatformStatus(invoice, '200', 'emission', { code: 'NON_TRANSMISE' });
      return;
    }
    this.postPlatformStatus(invoice, '200', 'emission');
    if (rule?.status === '213') {
      this.postPlatformStatus(invoice, '213', 'reception', { code: rule.reasonCode, text: rule.reason });
      return;
    }
    const cabinet = this.cabinetBySiren(recipient.line.siren)!;
    invoice.buyer = {
      siren: cabinet.siren,
      name: facts.buyer.name ?? cabinet.name,
      electronicAddress: facts.buyer.electronicAddress?.value ?? recipient.line.addressingIdentifier,
      role: 'BY',
    };
    const delivered = this.store({
      flowId: randomUUID(),
      owner: cabinet.siren,
      flowDirection: 'In',
      flowType: 'SupplierInvoice',
      flowSyntax: flow.flowSyntax,
      flowProfile: flow.flowProfile,
      processingRule: flow.processingRule,
      processingRuleSource: flow.processingRuleSource,
      name: flow.name,
      sha256: flow.sha256,
      acknowledgement: { status: 'Ok' },
      file: flow.file,
    });
    invoice.buyerFlowId = delivered.flowId;
    invoice.deliveredTo = cabinet.siren;
    this.postPlatformStatus(invoice, '202', 'reception');
    this.notify(delivered);
    this.postPlatformStatus(invoice, '203', 'reception');
    if (rule?.status === '210') {
      const reason = { code: rule.reasonCode, text: rule.reason };
      const xml = this.lifecycleXml(invoice, '210', invoice.buyer, invoice.seller, { reason });
      this.record(invoice, '210', 'buyer', reason);
      this.deliverLifecycle(invoice.seller.siren, 'CustomerInvoiceLC', invoice, '210', xml);
      this.deliverLifecycle(cabinet.siren, 'SupplierInvoiceLC', invoice, '210', xml);
    }
  }

  private newInvoice(facts: InvoiceFacts, flow: FlowRecord, depositor: string): InvoiceRecord {
    const invoice: InvoiceRecord = {
      number: facts.number,
      typeCode: facts.typeCode,
      issueDate: facts.issueDate,
      seller: {
        siren: facts.seller.siren ?? '',
        name: facts.seller.name,
        electronicAddress: facts.seller.electronicAddress?.value ?? facts.seller.siren,
        role: 'SE',
      },
      buyer: null,
      grandTotalCents: toCents(facts.grandTotal),
      currency: facts.currency ?? 'EUR',
      ...(flow.trackingId ? { trackingId: flow.trackingId } : {}),
      sellerFlowId: flow.flowId,
      depositor,
      statuses: [],
      collectedCents: 0,
    };
    this.invoices.push(invoice);
    return invoice;
  }

  private matchRule(facts: InvoiceFacts): OutcomeRule | undefined {
    return this.rules.find(
      (rule) =>
        (!rule.buyerSiren || rule.buyerSiren === facts.buyer.siren) &&
        (!rule.sellerSiren || rule.sellerSiren === facts.seller.siren) &&
        (!rule.invoiceNumber || new RegExp(rule.invoiceNumber).test(facts.number)),
    );
  }

  /**
   * The buyer's directory line: by its electronic address (BT-49), or by its SIREN (BT-47) when the
   * invoice has no address. A buyer the directory knows without a line is not transmitted to.
   */
  private route(
    facts: InvoiceFacts,
  ): { line: DirectoryLine } | { notTransmitted: true } | { reason: { code: string; text: string } } {
    const lines = this.directoryLines();
    const address = facts.buyer.electronicAddress?.value;
    const siren = facts.buyer.siren;
    const line = address
      ? lines.find((candidate) => candidate.addressingIdentifier === address)
      : siren
        ? lines.find((candidate) => candidate.siren === siren)
        : undefined;
    if (line) return { line };
    if (address && siren && lines.some((candidate) => candidate.siren === siren))
      return {
        reason: {
          code: 'ADR_ERR',
          text: `L’adresse électronique de l’acheteur (BT-49 : ${address}) n’est pas dans l’annuaire.`,
        },
      };
    if (siren && this.legalUnit(siren)) return { notTransmitted: true };
    return {
      reason: {
        code: 'DEST_INC',
        text: `L’acheteur (SIREN ${siren ?? 'absent'}${address ? `, adresse ${address}` : ''}) est inconnu de l’annuaire.`,
      },
    };
  }

  /** A status the platform poses (transmission phase), sent to the seller. */
  private postPlatformStatus(
    invoice: InvoiceRecord,
    code: '200' | '202' | '203' | '213',
    stage: 'emission' | 'reception',
    reason?: { code: string; text?: string },
  ): void {
    const now = new Date(this.lastTime);
    if (stage === 'emission' && (code === '200' || code === '213')) invoice.depositedAt ??= now;
    if (stage === 'reception' && (code === '202' || code === '213')) invoice.receivedAt ??= now;
    const depositor = this.cabinetBySiren(invoice.depositor);
    const recipient =
      invoice.depositor === invoice.seller.siren || !depositor
        ? invoice.seller
        : {
            siren: depositor.siren,
            name: depositor.name,
            electronicAddress: depositor.electronicAddress,
            role: 'SE' as const,
          };
    const xml = this.lifecycleXml(invoice, code, 'platform', recipient, {
      ...(reason ? { reason } : {}),
      receivedAt: stage === 'emission' ? invoice.depositedAt : invoice.receivedAt,
    });
    this.record(invoice, code, 'platform', reason);
    this.deliverLifecycle(invoice.depositor, 'CustomerInvoiceLC', invoice, code, xml);
  }

  private lifecycleXml(
    invoice: InvoiceRecord,
    code: StatusCode,
    issuer: 'platform' | LifecycleParty,
    recipient: LifecycleParty,
    extra: { reason?: { code: string; text?: string }; receivedAt?: Date; collected?: CollectedAmount[] },
  ): string {
    const now = this.tick();
    const stamp = now.toISOString().replace(/[-:T]/g, '').slice(0, 14);
    return buildLifecycleMessage({
      messageId: `${invoice.number}_${code}_${stamp}#${invoice.typeCode}_${invoice.issueDate}`,
      status: code,
      issuedAt: now,
      issuer,
      recipient,
      invoice: {
        number: invoice.number,
        typeCode: invoice.typeCode,
        issueDate: invoice.issueDate,
        sellerSiren: invoice.seller.siren,
        ...(extra.receivedAt ? { receivedAt: extra.receivedAt } : {}),
      },
      ...(extra.reason ? { reason: extra.reason } : {}),
      ...(extra.collected ? { collected: extra.collected } : {}),
    });
  }

  private record(invoice: InvoiceRecord, code: StatusCode, by: StatusIssuer, reason?: { code: string; text?: string }) {
    invoice.statuses.push({
      code,
      label: LIFECYCLE_STATUSES[code].label,
      at: new Date(this.lastTime).toISOString(),
      by,
      ...(reason ? { reasonCode: reason.code, reason: reason.text ?? REASONS[reason.code] ?? reason.code } : {}),
    });
  }

  /** A lifecycle message received by `owner` (In). */
  private deliverLifecycle(
    owner: string,
    flowType: 'CustomerInvoiceLC' | 'SupplierInvoiceLC',
    invoice: InvoiceRecord,
    code: StatusCode,
    xml: string,
  ): FlowRecord {
    const flow = this.store({
      flowId: randomUUID(),
      owner,
      flowDirection: 'In',
      flowType,
      flowSyntax: 'CDAR',
      flowProfile: 'Basic',
      processingRule: 'B2B',
      processingRuleSource: 'Computed',
      name: `${safeName(invoice.number)}-CDV-${code}.xml`,
      // The seller follows its invoice and its lifecycle under the tracking id it gave.
      ...(flowType === 'CustomerInvoiceLC' && invoice.trackingId ? { trackingId: invoice.trackingId } : {}),
      sha256: createHash('sha256').update(xml).digest('hex'),
      acknowledgement: { status: 'Ok' },
      file: Buffer.from(xml, 'utf8'),
    });
    this.notify(flow);
    return flow;
  }

  /** A lifecycle message deposited by a party of the invoice, checked then forwarded to the other. */
  private depositLifecycle(caller: PlatformCabinet, flow: FlowRecord): void {
    const read = readLifecycleMessage(flow.file.toString('utf8'));
    if ('error' in read) {
      this.acknowledge(flow, 'InvalidSchema', read.error);
      return;
    }
    const message = read.message;
    flow.flowProfile = flow.flowProfile === 'Undefined' ? 'Basic' : flow.flowProfile;
    if (flow.processingRule === 'Undefined') flow.processingRule = 'B2B';
    const problems = lifecycleRuleProblems(message);
    if (problems.length > 0) {
      this.acknowledge(flow, 'InvoiceLCRuleError', problems.join(' ; '));
      return;
    }
    const code = message.status as StatusCode;
    const invoice = this.invoice(message.invoice.sellerSiren!, message.invoice.number!);
    if (!invoice) {
      this.acknowledge(
        flow,
        'InvoiceLCRuleError',
        `Aucune facture ${message.invoice.number} du vendeur ${message.invoice.sellerSiren} n’est passée par la plateforme.`,
      );
      return;
    }
    const role =
      caller.siren === invoice.seller.siren ? 'seller' : caller.siren === invoice.deliveredTo ? 'buyer' : null;
    if (!role) {
      this.acknowledge(
        flow,
        'InvoiceLCAccessDenied',
        'Le déposant n’est ni le vendeur ni l’acheteur de cette facture.',
      );
      return;
    }
    flow.flowType = role === 'seller' ? 'CustomerInvoiceLC' : 'SupplierInvoiceLC';
    if (!isStatusCode(code) || LIFECYCLE_STATUSES[code].issuer !== role) {
      this.acknowledge(
        flow,
        'InvoiceLCStatusError',
        `Le statut ${code} ne peut pas être posé par ${role === 'seller' ? 'le vendeur' : 'l’acheteur'}.`,
      );
      return;
    }
    const terminal = invoice.statuses.find((status) => TERMINAL_STATUSES.includes(status.code));
    if (terminal) {
      this.acknowledge(
        flow,
        'InvoiceLCInvalidStatus',
        `La facture est déjà au statut ${terminal.code} (${terminal.label}) : aucun autre statut ne peut suivre.`,
      );
      return;
    }
    if (!invoice.buyerFlowId) {
      this.acknowledge(flow, 'InvoiceLCInvalidStatus', 'La facture n’a pas été mise à disposition de l’acheteur.');
      return;
    }
    let collected = 0;
    if (code === '212') {
      collected = message.collected
        .filter((line) => line.typeCode === 'MEN')
        .reduce((sum, line) => sum + (toCents(line.amount) ?? 0), 0);
      if (invoice.grandTotalCents !== undefined && invoice.collectedCents + collected > invoice.grandTotalCents) {
        this.acknowledge(
          flow,
          'InvoiceLCAmountError',
          `Encaissé ${((invoice.collectedCents + collected) / 100).toFixed(2)} au total, plus que le TTC de la facture (${(invoice.grandTotalCents / 100).toFixed(2)}).`,
        );
        return;
      }
    }
    invoice.collectedCents += collected;
    this.acknowledge(flow);
    const reason = message.reasons[0];
    this.record(invoice, code, role, reason);
    // Exchanged as is: the message a party deposits is the one its counterpart receives.
    if (role === 'seller')
      this.deliverLifecycle(invoice.deliveredTo!, 'SupplierInvoiceLC', invoice, code, flow.file.toString('utf8'));
    else this.deliverLifecycle(invoice.seller.siren, 'CustomerInvoiceLC', invoice, code, flow.file.toString('utf8'));
  }

  /**
   * An e-reporting flow (flux 10, syntax FRR): kept for the administration, routed to nobody. The
   * stand-in checks what it can without the DGFiP's schema: a `Report` of a known type
   * (10.1–10.4), declared by the depositor's own SIREN, for a period that holds every dated line.
   */
  private depositReport(caller: PlatformCabinet, flow: FlowRecord): void {
    const parsed = parseXml(flow.file.toString('utf8'));
    if ('error' in parsed) {
      this.acknowledge(flow, 'InvalidSchema', parsed.error);
      return;
    }
    if (parsed.root !== 'Report') {
      this.acknowledge(flow, 'InvalidSchema', `Ce n’est pas un e-reporting (élément racine ${parsed.root}).`);
      return;
    }
    const document = at(parsed.element, 'ReportDocument');
    const flowType = REPORT_FLOW_TYPES[textOf(at(document, 'TypeCode')) ?? ''];
    if (!flowType) {
      this.acknowledge(
        flow,
        'InvalidSchema',
        'Type d’e-reporting (TypeCode) absent ou inconnu : 10.1, 10.2, 10.3 ou 10.4.',
      );
      return;
    }
    flow.flowType = flowType;
    if (flow.processingRule === 'Undefined') flow.processingRule = 'B2C';
    const declarant = textOf(at(document, 'Issuer', 'Id'));
    if (declarant !== caller.siren) {
      this.acknowledge(
        flow,
        'OtherTechnicalError',
        `Le déclarant (SIREN ${declarant ?? 'absent'}) n’est pas le titulaire du compte (${caller.siren}).`,
      );
      return;
    }
    const report = at(parsed.element, flowType.includes('Payment') ? 'PaymentsReport' : 'TransactionsReport');
    const start = textOf(at(report, 'ReportPeriod', 'StartDate'));
    const end = textOf(at(report, 'ReportPeriod', 'EndDate'));
    if (!start || !end || !/^\d{8}$/.test(start) || !/^\d{8}$/.test(end) || start > end) {
      this.acknowledge(flow, 'InvalidSchema', 'Période déclarée (ReportPeriod) absente ou incohérente.');
      return;
    }
    const dates = children(report, 'Transactions').flatMap((transactions) => [
      textOf(at(transactions, 'Date')),
      ...children(transactions, 'Payment').map((payment) => textOf(at(payment, 'Date'))),
    ]);
    const outside = dates.find((date) => date !== undefined && (date < start || date > end));
    if (outside) {
      this.acknowledge(
        flow,
        'OtherTechnicalError',
        `Une ligne du ${outside.slice(6, 8)}/${outside.slice(4, 6)}/${outside.slice(0, 4)} est hors de la période déclarée.`,
      );
      return;
    }
    this.acknowledge(flow);
  }

  // ---- webhooks ----

  addWebhook(owner: string, params: Omit<Webhook, 'webhookId' | 'owner' | 'signingKey' | 'createdAt'>): Webhook {
    const webhook: Webhook = {
      webhookId: randomUUID(),
      owner,
      ...params,
      signingKey: randomBytes(32).toString('base64'),
      createdAt: new Date().toISOString(),
    };
    this.webhooks.set(webhook.webhookId, webhook);
    return webhook;
  }

  listWebhooks(owner: string): Webhook[] {
    return [...this.webhooks.values()].filter((webhook) => webhook.owner === owner);
  }

  deleteWebhook(owner: string, webhookId: string): boolean {
    const webhook = this.webhooks.get(webhookId);
    if (webhook?.owner !== owner) return false;
    return this.webhooks.delete(webhookId);
  }

  /** Sends the flow, as the Flow schema, to its owner's webhooks whose filters it matches. */
  private notify(flow: FlowRecord): void {
    if (flow.acknowledgement.status === 'Pending') return;
    for (const webhook of this.webhooks.values()) {
      if (webhook.owner !== flow.owner) continue;
      if (webhook.flowTypes?.length && !webhook.flowTypes.includes(flow.flowType)) continue;
      if (webhook.flowDirection && webhook.flowDirection !== flow.flowDirection) continue;
      if (webhook.ackStatus && webhook.ackStatus !== flow.acknowledgement.status) continue;
      const payload = JSON.stringify(flowView(flow));
      const delivery = this.deliver(webhook, flow.flowId, payload).finally(() => this.pending.delete(delivery));
      this.pending.add(delivery);
    }
  }

  private async deliver(webhook: Webhook, flowId: string, payload: string): Promise<void> {
    const delays = [0, ...this.retryDelays];
    for (const [index, delay] of delays.entries()) {
      if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
      const timestamp = Math.floor(Date.now() / 1000);
      try {
        const response = await fetch(webhook.callbackUrl, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'Afnor-Signature': webhookSignature(webhook.signingKey, payload, timestamp),
            'Afnor-Signature-Timestamp': String(timestamp),
          },
          body: payload,
          signal: AbortSignal.timeout(5000),
        });
        await response.arrayBuffer().catch(() => undefined);
        this.deliveries.push({ webhookId: webhook.webhookId, flowId, status: response.status, attempt: index + 1 });
        if (response.ok) return;
      } catch {
        this.deliveries.push({ webhookId: webhook.webhookId, flowId, status: 'erreur', attempt: index + 1 });
      }
    }
    this.log(`Plateforme agréée locale : le webhook ${webhook.callbackUrl} n’a pas accepté le flux ${flowId}.`);
  }
}

/** A flow as the Flow schema describes it (metadata, search results, webhook events). */
export function flowView(flow: FlowRecord) {
  return {
    flowId: flow.flowId,
    submittedAt: flow.submittedAt,
    updatedAt: flow.updatedAt,
    ...(flow.trackingId ? { trackingId: flow.trackingId } : {}),
    name: flow.name,
    flowSyntax: flow.flowSyntax,
    flowProfile: flow.flowProfile,
    processingRule: flow.processingRule,
    processingRuleSource: flow.processingRuleSource,
    flowType: flow.flowType,
    flowDirection: flow.flowDirection,
    acknowledgement: flow.acknowledgement,
  };
}

/** The answer to a deposit (FullFlowInfo). */
export function fullFlowInfoView(flow: FlowRecord, flowInfo: FlowInfo) {
  return {
    flowId: flow.flowId,
    submittedAt: flow.submittedAt,
    ...(flow.trackingId ? { trackingId: flow.trackingId } : {}),
    name: flow.name,
    flowSyntax: flow.flowSyntax,
    ...(flowInfo.processingRule ? { processingRule: flowInfo.processingRule } : {}),
    ...(flowInfo.flowProfile ? { flowProfile: flowInfo.flowProfile } : {}),
    sha256: flow.sha256,
  };
}

/** The file name of a flow's download. */
export function downloadName(flow: FlowRecord): string {
  return safeName(flow.name) || `${flow.flowId}.bin`;
}
