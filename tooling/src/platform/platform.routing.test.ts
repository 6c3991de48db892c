/** @jest-environment node */
/**
 * Cabinet Leroy invoices Cabinet Durand through the local platform: routed by SIREN, received by
 * Durand, followed by Leroy through lifecycle messages (each valid against the CDAR XSD), refused
 * or rejected with a reason, then « Encaissée » — every answer checked against the documents.
 */
import path from 'node:path';
import type { OpenAPIBackend } from 'openapi-backend';
import { validateAgainstSchema } from '../testing/xsd.ts';
import { buildLifecycleMessage, type LifecycleMessage, readLifecycleMessage, type ReadLifecycle } from './cdar.ts';
import { createApi, REFERENCE_DIR, responseProblems } from './contract.ts';
import { OUTCOME_HEADER, type RunningPlatform, startPlatform } from './server.ts';
import { facturXPdf, PlatformTestClient, sampleInvoiceXml, type WireReply } from './testing.ts';

jest.setTimeout(60_000);

const CDAR_XSD = path.join(REFERENCE_DIR, 'cdar-d22b', 'CrossDomainAcknowledgementAndResponse_100pD22B.xsd');
const LEROY = { name: 'Cabinet Leroy', siren: '908765431', clientId: 'cabinet-leroy', clientSecret: 'secret-leroy' };
const DURAND = {
  name: 'Cabinet Durand & Associés',
  siren: '812345676',
  clientId: 'cabinet-durand',
  clientSecret: 'secret-durand',
};
const MOREL = { siren: '913220281', name: 'Boulangerie Morel' };

let platform: RunningPlatform;
let leroy: PlatformTestClient;
let durand: PlatformTestClient;
let checker: OpenAPIBackend;

type Flow = {
  flowId: string;
  name: string;
  flowType: string;
  flowDirection: string;
  flowSyntax: string;
  trackingId?: string;
  updatedAt: string;
  acknowledgement: { status: string; details?: { reasonCode: string; reasonMessage: string }[] };
};

const invoiceXml = (
  number: string,
  buyer: { name: string; siren?: string; electronicAddress?: string } = DURAND,
  extra = {},
) =>
  sampleInvoiceXml({
    number,
    seller: { name: LEROY.name, siren: LEROY.siren, electronicAddress: LEROY.siren },
    buyer,
    ...extra,
  });

async function deposit(
  client: PlatformTestClient,
  file: Buffer | string,
  flowInfo: Record<string, unknown>,
  headers = {},
) {
  const reply = await client.deposit(file, flowInfo, headers);
  expect(responseProblems(checker, 'createFlow', reply)).toEqual([]);
  expect(reply.status).toBe(202);
  return reply.body as { flowId: string };
}

async function flows(client: PlatformTestClient, where: Record<string, unknown>): Promise<Flow[]> {
  const reply = await client.search(where, { limit: 100 });
  expect(responseProblems(checker, 'searchFlows', reply)).toEqual([]);
  return (reply.body as { results: Flow[] }).results;
}

async function metadata(client: PlatformTestClient, flowId: string): Promise<Flow> {
  const reply = await client.call('GET', `/flow-service/v1/flows/${flowId}`);
  expect(responseProblems(checker, 'getFlow', reply)).toEqual([]);
  return reply.body as Flow;
}

/** The lifecycle messages `client` received (In), read back, each valid against the CDAR XSD. */
async function statuses(client: PlatformTestClient, flowType: string): Promise<ReadLifecycle[]> {
  const read: ReadLifecycle[] = [];
  for (const flow of await flows(client, { flowType: [flowType], flowDirection: ['In'] })) {
    const file: WireReply = await client.download(flow.flowId);
    expect(responseProblems(checker, 'getFlow', file)).toEqual([]);
    const xml = file.bytes.toString('utf8');
    await validateAgainstSchema(xml, CDAR_XSD, flow.name);
    const message = readLifecycleMessage(xml);
    if ('error' in message) throw new Error(message.error);
    read.push(message.message);
  }
  return read;
}

const codes = (messages: ReadLifecycle[]) => messages.map((message) => message.status);

/** A status a party deposits, as its software would write it. */
function lifecycle(
  status: LifecycleMessage['status'],
  by: 'buyer' | 'seller',
  number: string,
  extra: Partial<LifecycleMessage> = {},
): string {
  const buyer = { siren: DURAND.siren, name: DURAND.name, role: 'BY' as const };
  const seller = { siren: LEROY.siren, name: LEROY.name, role: 'SE' as const };
  return buildLifecycleMessage({
    messageId: `${number}-${status}`,
    status,
    issuedAt: new Date(),
    issuer: by === 'buyer' ? buyer : seller,
    recipient: by === 'buyer' ? seller : buyer,
    invoice: { number, typeCode: '380', issueDate: '20261120', sellerSiren: LEROY.siren },
    ...extra,
  });
}

beforeAll(async () => {
  checker = await createApi('flow');
  platform = await startPlatform({ port: 0, cabinets: [LEROY, DURAND], directory: [MOREL] });
  leroy = new PlatformTestClient(platform.url, LEROY.clientId, LEROY.clientSecret);
  durand = new PlatformTestClient(platform.url, DURAND.clientId, DURAND.clientSecret);
});

afterAll(() => platform.stop());

beforeEach(async () => {
  expect((await fetch(`${platform.url}/stand-in/reset`, { method: 'POST' })).status).toBe(204);
});

afterEach(() => {
  const violations = platform.contractViolations.splice(0);
  expect(violations).toEqual([]);
});

describe('Cabinet Leroy invoices Cabinet Durand', () => {
  it('routes the invoice by the buyer’s SIREN: Durand receives it, Leroy sees Déposée → Reçue → Mise à disposition', async () => {
    // No electronic address (BT-49) on the invoice: routed by the buyer's SIREN (BT-47).
    const xml = invoiceXml('F2026-0042', { name: DURAND.name, siren: DURAND.siren });
    const { flowId } = await deposit(leroy, xml, {
      name: 'F2026-0042.xml',
      flowSyntax: 'CII',
      trackingId: 'facture-42',
    });

    expect(await metadata(leroy, flowId)).toMatchObject({
      flowType: 'CustomerInvoice',
      flowDirection: 'Out',
      processingRule: 'B2B',
      processingRuleSource: 'Computed',
      flowProfile: 'CIUS',
      acknowledgement: { status: 'Ok' },
    });

    const received = await flows(durand, { flowDirection: ['In'] });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      flowType: 'SupplierInvoice',
      name: 'F2026-0042.xml',
      acknowledgement: { status: 'Ok' },
    });
    expect(received[0]!.trackingId).toBeUndefined(); // the seller's tracking id stays the seller's
    expect((await durand.download(received[0]!.flowId)).bytes.toString('utf8')).toBe(xml);

    const lifecycleMessages = await statuses(leroy, 'CustomerInvoiceLC');
    expect(codes(lifecycleMessages)).toEqual(['200', '202', '203']);
    expect(lifecycleMessages.map((message) => message.statusLabel)).toEqual([
      'Déposée',
      'Reçue par la plateforme',
      'Mise à disposition',
    ]);
    expect(lifecycleMessages[0]).toMatchObject({
      phase: '305',
      issuer: { role: 'WK' },
      invoice: { number: 'F2026-0042', typeCode: '380', issueDate: '20261120', sellerSiren: LEROY.siren },
      reasons: [],
    });
    // The invoice and its lifecycle come back together under the seller's tracking id.
    expect((await flows(leroy, { trackingId: 'facture-42' })).map((flow) => flow.flowType)).toEqual([
      'CustomerInvoice',
      'CustomerInvoiceLC',
      'CustomerInvoiceLC',
      'CustomerInvoiceLC',
    ]);
    expect(await flows(durand, { flowDirection: ['Out'] })).toEqual([]);
  });

  it('routes a Factur-X PDF by the buyer’s electronic address (BT-49); the PDF is the readable view', async () => {
    const pdf = facturXPdf(invoiceXml('F2026-0043'));
    await deposit(leroy, pdf, { name: 'F2026-0043.pdf', flowSyntax: 'Factur-X' });
    const [received] = await flows(durand, { flowType: ['SupplierInvoice'] });
    expect(received).toMatchObject({ flowSyntax: 'Factur-X', name: 'F2026-0043.pdf' });
    expect((await durand.download(received!.flowId)).bytes.equals(pdf)).toBe(true);
    const readable = await durand.download(received!.flowId, 'ReadableView');
    expect(responseProblems(checker, 'getFlow', readable)).toEqual([]);
    expect(readable.bytes.equals(pdf)).toBe(true);
    expect(codes(await statuses(leroy, 'CustomerInvoiceLC'))).toEqual(['200', '202', '203']);
  });

  it('Durand refuses with a reason: Leroy receives « Refusée » and its reason; nothing may follow', async () => {
    await deposit(leroy, invoiceXml('F2026-0044'), { name: 'F2026-0044.xml', flowSyntax: 'CII' });
    const refusal = lifecycle('210', 'buyer', 'F2026-0044', {
      reason: { code: 'TX_TVA_ERR' },
      note: 'Le taux de TVA applicable est 20 %.',
    });
    const { flowId } = await deposit(durand, refusal, { name: 'refus.xml', flowSyntax: 'CDAR' });
    expect(await metadata(durand, flowId)).toMatchObject({
      flowType: 'SupplierInvoiceLC',
      flowDirection: 'Out',
      acknowledgement: { status: 'Ok' },
    });
    const seen = await statuses(leroy, 'CustomerInvoiceLC');
    expect(codes(seen)).toEqual(['200', '202', '203', '210']);
    expect(seen[3]).toMatchObject({
      phase: '23',
      issuer: { siren: DURAND.siren, role: 'BY' },
      reasons: [{ code: 'TX_TVA_ERR', text: 'Taux de TVA erroné' }],
      notes: ['Le taux de TVA applicable est 20 %.'],
    });

    // « Refusée » is terminal: a later status is refused with the spec's lifecycle reason.
    const late = await deposit(durand, lifecycle('205', 'buyer', 'F2026-0044'), {
      name: 'approuvee.xml',
      flowSyntax: 'CDAR',
    });
    expect((await metadata(durand, late.flowId)).acknowledgement).toMatchObject({
      status: 'Error',
      details: [{ reasonCode: 'InvoiceLCInvalidStatus' }],
    });
  });

  it('Durand pays, Leroy records the payment: « Encaissée » with its amount reaches Durand; over-collection is refused', async () => {
    await deposit(leroy, invoiceXml('F2026-0045'), { name: 'F2026-0045.xml', flowSyntax: 'CII' });
    await deposit(durand, lifecycle('211', 'buyer', 'F2026-0045'), { name: 'paiement.xml', flowSyntax: 'CDAR' });
    const collected = lifecycle('212', 'seller', 'F2026-0045', {
      collected: [{ amount: '1200.00', currency: 'EUR', vatRate: '20' }],
    });
    const { flowId } = await deposit(leroy, collected, { name: 'encaissee.xml', flowSyntax: 'CDAR' });
    expect(await metadata(leroy, flowId)).toMatchObject({ flowType: 'CustomerInvoiceLC', flowDirection: 'Out' });

    expect(codes(await statuses(leroy, 'CustomerInvoiceLC'))).toEqual(['200', '202', '203', '211']);
    const durandSees = await statuses(durand, 'SupplierInvoiceLC');
    expect(codes(durandSees)).toEqual(['212']);
    expect(durandSees[0]!.collected).toEqual([{ typeCode: 'MEN', amount: '1200.00', currency: 'EUR', vatRate: '20' }]);
    const statusesOfInvoice = await (await fetch(`${platform.url}/stand-in/invoices/${LEROY.siren}/F2026-0045`)).json();
    expect(
      statusesOfInvoice.statuses.map((status: { code: string; label: string }) => `${status.code} ${status.label}`),
    ).toEqual([
      '200 Déposée',
      '202 Reçue par la plateforme',
      '203 Mise à disposition',
      '211 Paiement transmis',
      '212 Encaissée',
    ]);

    const again = await deposit(
      leroy,
      lifecycle('212', 'seller', 'F2026-0045', { collected: [{ amount: '0.01', currency: 'EUR', vatRate: '20' }] }),
      { name: 'encaissee-2.xml', flowSyntax: 'CDAR' },
    );
    expect((await metadata(leroy, again.flowId)).acknowledgement.details?.[0]?.reasonCode).toBe('InvoiceLCAmountError');
  });

  it('refuses a status from the wrong party, a refusal without reason, an « Encaissée » without amount, a stranger’s status', async () => {
    await deposit(leroy, invoiceXml('F2026-0046'), { name: 'F2026-0046.xml', flowSyntax: 'CII' });
    const cases: [PlatformTestClient, string, string][] = [
      [
        durand,
        lifecycle('212', 'buyer', 'F2026-0046', { collected: [{ amount: '10.00', currency: 'EUR', vatRate: '20' }] }),
        'InvoiceLCStatusError',
      ],
      [leroy, lifecycle('205', 'seller', 'F2026-0046'), 'InvoiceLCStatusError'],
      [durand, lifecycle('210', 'buyer', 'F2026-0046'), 'InvoiceLCRuleError'],
      [durand, lifecycle('210', 'buyer', 'F2026-0046', { reason: { code: 'REJ_SEMAN' } }), 'InvoiceLCRuleError'],
      [leroy, lifecycle('212', 'seller', 'F2026-0046'), 'InvoiceLCRuleError'],
      [durand, lifecycle('205', 'buyer', 'F2099-0001'), 'InvoiceLCRuleError'],
      [durand, '<pas-un-cdar/>', 'InvalidSchema'],
    ];
    for (const [client, xml, reasonCode] of cases) {
      const { flowId } = await deposit(client, xml, { name: 'statut.xml', flowSyntax: 'CDAR' });
      const { acknowledgement } = await metadata(client, flowId);
      expect([acknowledgement.status, acknowledgement.details?.[0]?.reasonCode]).toEqual(['Error', reasonCode]);
    }
    const stranger = new PlatformTestClient(platform.url, 'morel', 'secret-morel');
    const withMorel = await startPlatform({
      port: 0,
      cabinets: [LEROY, DURAND, { ...MOREL, clientId: 'morel', clientSecret: 'secret-morel' }],
    });
    try {
      const strangerThere = new PlatformTestClient(withMorel.url, stranger.clientId, 'secret-morel');
      const leroyThere = new PlatformTestClient(withMorel.url, LEROY.clientId, LEROY.clientSecret);
      await leroyThere.deposit(invoiceXml('F2026-0047'), { name: 'F2026-0047.xml', flowSyntax: 'CII' });
      const reply = await strangerThere.deposit(lifecycle('205', 'buyer', 'F2026-0047'), {
        name: 's.xml',
        flowSyntax: 'CDAR',
      });
      const { flowId } = reply.body as { flowId: string };
      const { acknowledgement } = (await strangerThere.call('GET', `/flow-service/v1/flows/${flowId}`)).body as Flow;
      expect(acknowledgement.details?.[0]?.reasonCode).toBe('InvoiceLCAccessDenied');
    } finally {
      await withMorel.stop();
    }
  });
});

describe('rejections and refusals the platform is told to answer', () => {
  it('a rule makes the buyer’s platform reject (213) with its reason: Déposée then Rejetée, Durand receives nothing', async () => {
    const rule = await fetch(`${platform.url}/stand-in/rules`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        status: '213',
        reasonCode: 'DOUBLON',
        buyerSiren: DURAND.siren,
        invoiceNumber: '^F2026-09',
      }),
    });
    expect(rule.status).toBe(201);
    await deposit(leroy, invoiceXml('F2026-0901'), { name: 'F2026-0901.xml', flowSyntax: 'CII' });
    const seen = await statuses(leroy, 'CustomerInvoiceLC');
    expect(codes(seen)).toEqual(['200', '213']);
    expect(seen[1]).toMatchObject({
      phase: '305',
      reasons: [{ code: 'DOUBLON', text: 'Facture en doublon (déjà émise ou reçue)' }],
    });
    expect(await flows(durand, { flowDirection: ['In'] })).toEqual([]);

    // Another number does not match the rule.
    await deposit(leroy, invoiceXml('F2026-0100'), { name: 'F2026-0100.xml', flowSyntax: 'CII' });
    expect(await flows(durand, { flowType: ['SupplierInvoice'] })).toHaveLength(1);

    const bad = await fetch(`${platform.url}/stand-in/rules`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: '210', reasonCode: 'DOUBLON_INCONNU' }),
    });
    expect(bad.status).toBe(400);
  });

  it('the outcome header of one deposit makes the buyer refuse it (210) with the reason given', async () => {
    await deposit(
      leroy,
      invoiceXml('F2026-0902'),
      { name: 'F2026-0902.xml', flowSyntax: 'CII' },
      { [OUTCOME_HEADER]: '210 MONTANTTOTAL_ERR' },
    );
    const seen = await statuses(leroy, 'CustomerInvoiceLC');
    expect(codes(seen)).toEqual(['200', '202', '203', '210']);
    expect(seen[3]).toMatchObject({
      issuer: { siren: DURAND.siren, role: 'BY' },
      reasons: [{ code: 'MONTANTTOTAL_ERR' }],
    });
    expect(codes(await statuses(durand, 'SupplierInvoiceLC'))).toEqual(['210']);
    expect(await flows(durand, { flowType: ['SupplierInvoice'] })).toHaveLength(1);

    const invalid = await leroy.deposit(
      invoiceXml('F2026-0903'),
      { name: 'F.xml', flowSyntax: 'CII' },
      { [OUTCOME_HEADER]: '210 REJ_SEMAN' },
    );
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ errorCode: 'INVALID_STAND_IN_OUTCOME' });
  });

  it('rejects at deposit (213 only) an unknown buyer, a wrong address, a seller that is not the account, a duplicate', async () => {
    const cases: [string, string, string][] = [
      [invoiceXml('F2026-0910', { name: 'Inconnu', siren: '123456789' }), 'DEST_INC', 'inconnu de l’annuaire'],
      [
        invoiceXml('F2026-0911', {
          name: DURAND.name,
          siren: DURAND.siren,
          electronicAddress: `${DURAND.siren}_COMPTA`,
        }),
        'ADR_ERR',
        'BT-49',
      ],
      [
        sampleInvoiceXml({
          number: 'F2026-0912',
          seller: { name: DURAND.name, siren: DURAND.siren },
          buyer: { name: LEROY.name, siren: LEROY.siren },
        }),
        'REJ_COH',
        'BT-30',
      ],
    ];
    for (const [xml, code, text] of cases) {
      await fetch(`${platform.url}/stand-in/reset`, { method: 'POST' });
      await deposit(leroy, xml, { name: 'f.xml', flowSyntax: 'CII' });
      const seen = await statuses(leroy, 'CustomerInvoiceLC');
      expect(codes(seen)).toEqual(['213']);
      expect(seen[0]!.reasons[0]!.code).toBe(code);
      expect(seen[0]!.reasons[0]!.text).toContain(text);
    }

    await fetch(`${platform.url}/stand-in/reset`, { method: 'POST' });
    await deposit(leroy, invoiceXml('F2026-0913'), { name: 'a.xml', flowSyntax: 'CII' });
    await deposit(leroy, invoiceXml('F2026-0913'), { name: 'b.xml', flowSyntax: 'CII' });
    const seen = await statuses(leroy, 'CustomerInvoiceLC');
    expect(codes(seen)).toEqual(['200', '202', '203', '213']);
    expect(seen[3]!.reasons[0]!.code).toBe('DOUBLON');
  });

  it('deposits without transmitting (200, NON_TRANSMISE) to a company known to the directory without a platform', async () => {
    await deposit(leroy, invoiceXml('F2026-0920', { name: MOREL.name, siren: MOREL.siren }), {
      name: 'f.xml',
      flowSyntax: 'CII',
    });
    const seen = await statuses(leroy, 'CustomerInvoiceLC');
    expect(codes(seen)).toEqual(['200']);
    expect(seen[0]!.reasons).toEqual([
      { code: 'NON_TRANSMISE', text: 'Destinataire non connecté à une plateforme de réception' },
    ]);
  });

  it('acknowledges with an error a flow it cannot take: empty, not XML, wrong checksum, wrong syntax, UBL', async () => {
    const cases: [Buffer | string, Record<string, unknown>, string][] = [
      [Buffer.alloc(0), { name: 'vide.xml', flowSyntax: 'CII' }, 'EmptyFlow'],
      ['pas du XML', { name: 'texte.xml', flowSyntax: 'CII' }, 'InvalidSchema'],
      ['<Invoice/>', { name: 'autre.xml', flowSyntax: 'CII' }, 'InvalidSchema'],
      [invoiceXml('F1'), { name: 'f.xml', flowSyntax: 'CII', sha256: 'a'.repeat(64) }, 'ChecksumMismatch'],
      [invoiceXml('F1'), { name: 'f.pdf', flowSyntax: 'Factur-X' }, 'FlowTypeError'],
      [facturXPdf(invoiceXml('F1')), { name: 'f.xml', flowSyntax: 'CII' }, 'FlowTypeError'],
      [invoiceXml('F1'), { name: 'f.xml', flowSyntax: 'UBL' }, 'FlowTypeError'],
    ];
    for (const [file, flowInfo, reasonCode] of cases) {
      const { flowId } = await deposit(leroy, file, flowInfo);
      const flow = await metadata(leroy, flowId);
      expect([flow.acknowledgement.status, flow.acknowledgement.details?.[0]?.reasonCode]).toEqual([
        'Error',
        reasonCode,
      ]);
    }
    expect(await flows(leroy, { ackStatus: 'Error' })).toHaveLength(cases.length);
    expect(await flows(leroy, { ackStatus: 'Ok' })).toEqual([]);
    expect(await flows(durand, { flowDirection: ['In'] })).toEqual([]);
  });
});

describe('following the flows', () => {
  it('searches by updatedAfter (strictly), updatedBefore, flow type, direction, processing rule', async () => {
    await deposit(leroy, invoiceXml('F2026-0001'), { name: 'un.xml', flowSyntax: 'CII' });
    const firstBatch = await flows(leroy, { flowDirection: ['In', 'Out'] });
    const last = firstBatch.at(-1)!;
    await deposit(leroy, invoiceXml('F2026-0002'), { name: 'deux.xml', flowSyntax: 'CII' });
    const newer = await flows(leroy, { updatedAfter: last.updatedAt });
    expect(newer.map((flow) => flow.name)).toEqual([
      'deux.xml',
      'F2026-0002-CDV-200.xml',
      'F2026-0002-CDV-202.xml',
      'F2026-0002-CDV-203.xml',
    ]);
    expect(new Set([...firstBatch, ...newer].map((flow) => flow.updatedAt)).size).toBe(
      firstBatch.length + newer.length,
    );
    expect((await flows(leroy, { updatedBefore: newer[0]!.updatedAt })).map((flow) => flow.name)).toEqual(
      firstBatch.map((flow) => flow.name),
    );
    expect(await flows(leroy, { processingRule: ['B2C'] })).toEqual([]);
    expect(await flows(leroy, { processingRule: ['B2B'], flowType: ['CustomerInvoice'] })).toHaveLength(2);
    expect(await flows(durand, { flowDirection: ['In'], flowType: ['SupplierInvoice'] })).toHaveLength(2);
  });

  it('stores but does not route an invoice outside B2B e-invoicing (its BAR note says B2C)', async () => {
    const { flowId } = await deposit(leroy, invoiceXml('F2026-0003', DURAND, { bar: 'B2C' }), {
      name: 'b2c.xml',
      flowSyntax: 'CII',
    });
    expect(await metadata(leroy, flowId)).toMatchObject({ processingRule: 'B2C', acknowledgement: { status: 'Ok' } });
    expect(await flows(leroy, { flowType: ['CustomerInvoiceLC'] })).toEqual([]);
    expect(await flows(durand, { flowDirection: ['In'] })).toEqual([]);
  });
});
