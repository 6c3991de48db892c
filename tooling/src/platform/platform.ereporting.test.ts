/** @jest-environment node */
/**
 * E-reporting on the local platform (flux 10, syntax FRR): a report is accepted and kept with the
 * flow type of its report type, routed to nobody; one that is not a report, declared for another
 * SIREN, or holding a line outside its period is refused at its acknowledgement — every answer
 * checked against the Flow Service document.
 */
import type { OpenAPIBackend } from 'openapi-backend';
import { createApi, responseProblems } from './contract.ts';
import { type RunningPlatform, startPlatform } from './server.ts';
import { PlatformTestClient } from './testing.ts';

jest.setTimeout(30_000);

const LEROY = { name: 'Cabinet Leroy', siren: '908765431', clientId: 'cabinet-leroy', clientSecret: 'secret-leroy' };
const DURAND = {
  name: 'Cabinet Durand & Associés',
  siren: '812345676',
  clientId: 'cabinet-durand',
  clientSecret: 'secret-durand',
};

let platform: RunningPlatform;
let leroy: PlatformTestClient;
let durand: PlatformTestClient;
let checker: OpenAPIBackend;

/** A report as the server side writes it (functions/src/einvoicing/ereporting.ts). */
function report(options: { typeCode?: string; siren?: string; lineDate?: string; root?: string } = {}): string {
  const siren = options.siren ?? LEROY.siren;
  const party = (tag: string) => `<${tag}><Id schemeID="0002">${siren}</Id><Name>Cabinet Leroy</Name></${tag}>`;
  const payments = (options.typeCode ?? '10.4') === '10.4';
  const period = '<ReportPeriod><StartDate>20261101</StartDate><EndDate>20261130</EndDate></ReportPeriod>';
  const date = options.lineDate ?? '20261115';
  const body = payments
    ? `<PaymentsReport>${period}<Transactions><Payment><Date>${date}</Date><SubTotals><TaxPercent>20.00</TaxPercent><CurrencyCode>EUR</CurrencyCode><Amount>1200.00</Amount></SubTotals></Payment></Transactions></PaymentsReport>`
    : `<TransactionsReport>${period}<Transactions><Date>${date}</Date><CurrencyCode>EUR</CurrencyCode><CategoryCode>TPS1</CategoryCode><TaxExclusiveAmount>1000.00</TaxExclusiveAmount><TaxTotal>200.00</TaxTotal></Transactions></TransactionsReport>`;
  const root = options.root ?? 'Report';
  return `<?xml version="1.0" encoding="UTF-8"?><${root}><ReportDocument><Id>r-1</Id><TypeCode>${options.typeCode ?? '10.4'}</TypeCode>${party('Sender')}${party('Issuer')}</ReportDocument>${body}</${root}>`;
}

async function depositReport(xml: string) {
  const reply = await leroy.deposit(xml, { name: 'e-reporting.xml', flowSyntax: 'FRR', processingRule: 'B2C' });
  expect(responseProblems(checker, 'createFlow', reply)).toEqual([]);
  expect(reply.status).toBe(202);
  const { flowId } = reply.body as { flowId: string };
  const metadata = await leroy.call('GET', `/flow-service/v1/flows/${flowId}`);
  expect(responseProblems(checker, 'getFlow', metadata)).toEqual([]);
  return metadata.body as {
    flowType: string;
    processingRule: string;
    acknowledgement: { status: string; details?: { reasonCode: string; reasonMessage: string }[] };
  };
}

beforeAll(async () => {
  checker = await createApi('flow');
  platform = await startPlatform({ port: 0, cabinets: [LEROY, DURAND] });
  leroy = new PlatformTestClient(platform.url, LEROY.clientId, LEROY.clientSecret);
  durand = new PlatformTestClient(platform.url, DURAND.clientId, DURAND.clientSecret);
});

afterAll(() => platform.stop());

afterEach(() => {
  expect(platform.contractViolations.splice(0)).toEqual([]);
});

describe('e-reporting flows (FRR)', () => {
  it('accepts a payments report (10.4) and a B2C sales report (10.3), each with its flow type, routed to nobody', async () => {
    expect(await depositReport(report())).toMatchObject({
      flowType: 'AggregatedCustomerPaymentReport',
      processingRule: 'B2C',
      acknowledgement: { status: 'Ok' },
    });
    expect(await depositReport(report({ typeCode: '10.3' }))).toMatchObject({
      flowType: 'AggregatedCustomerTransactionReport',
      acknowledgement: { status: 'Ok' },
    });
    expect(await durand.searchAll({ flowDirection: ['In'] })).toEqual([]);
  });

  it.each([
    ['not a report', report({ root: 'Rapport' }), 'InvalidSchema', /racine Rapport/],
    ['an unknown report type', report({ typeCode: '11.1' }), 'InvalidSchema', /TypeCode/],
    ['declared for another SIREN', report({ siren: DURAND.siren }), 'OtherTechnicalError', /812345676/],
    ['a line outside its period', report({ lineDate: '20261201' }), 'OtherTechnicalError', /01\/12\/2026/],
  ])('refuses %s at its acknowledgement, in French', async (_case, xml, reasonCode, message) => {
    const { acknowledgement } = await depositReport(xml);
    expect(acknowledgement.status).toBe('Error');
    expect(acknowledgement.details?.[0]?.reasonCode).toBe(reasonCode);
    expect(acknowledgement.details?.[0]?.reasonMessage).toMatch(message);
  });
});
