/**
 * @jest-environment node
 *
 * The plain rules of e-invoicing on the server side: which platform addresses the server calls,
 * how a payment splits over the VAT rates of « Encaissée », how a reason reads in French, the
 * retry pauses, a B2C e-report's layout.
 */
import { readLifecycleMessage } from 'shared-data/cdar';
import { platformUrlProblem, retryDelayMs, sirenOfSiret, waitingToRetry } from './context.ts';
import { acknowledgementRefusal, flowName } from './deposit.ts';
import { collectedByRate, encaissementXml } from './encaissement.ts';
import { buildEreportXml } from './ereporting.ts';
import { reasonText } from './lifecycle.ts';
import { ereportOf } from './testFixtures.ts';
import { xmlAmount, xmlDay, xmlInstant, xmlPercent } from 'shared-data/xmlValues';

describe('platform addresses the server calls', () => {
  it.each(['https://api.plateforme.example.fr/pa', 'https://pa.example.com:8443'])(
    'production calls a public https address: %s',
    (url) => {
      expect(platformUrlProblem(url, false)).toBeNull();
    },
  );

  it.each([
    'http://api.plateforme.example.fr',
    'https://localhost/pa',
    'https://127.0.0.1:8090',
    'https://10.1.2.3',
    'https://192.168.1.10',
    'https://172.20.0.5',
    'https://169.254.169.254/computeMetadata/v1',
    'https://metadata.google.internal',
    'https://[::1]:8090',
    'pas une adresse',
  ])('production refuses %s, in French', (url) => {
    expect(platformUrlProblem(url, false)).toMatch(/^L’adresse « .* » .*Paramètres › Facturation\.$/);
  });

  it('locally, the stand-in on this machine over http', () => {
    expect(platformUrlProblem('http://127.0.0.1:8090', true)).toBeNull();
    expect(platformUrlProblem('ftp://127.0.0.1', true)).toMatch(/https:\/\//);
  });
});

describe('« Encaissée » per VAT rate', () => {
  it('splits a payment over the rates in proportion of their totals with VAT, débours at 0 %, to the cent', () => {
    const invoice = {
      vatBreakdown: [
        { rate: 20, baseCents: 100_000, vatCents: 20_000 },
        { rate: 0, baseCents: 10_000, vatCents: 0 },
      ],
      deboursCents: 10_000,
    };
    // TTC 1 400,00 €: 1 200,00 at 20 %, 200,00 at 0 % (exempt fees and débours).
    expect(collectedByRate(invoice, 140_000)).toEqual([
      { rate: 20, cents: 120_000 },
      { rate: 0, cents: 20_000 },
    ]);
    const third = collectedByRate(invoice, 10_001);
    expect(third.reduce((sum, line) => sum + line.cents, 0)).toBe(10_001);
    expect(third).toEqual([
      { rate: 20, cents: 8_573 },
      { rate: 0, cents: 1_428 },
    ]);
  });

  it('an invoice without VAT lines declares the payment at 0 %', () => {
    expect(collectedByRate({ vatBreakdown: [], deboursCents: 0 }, 5_000)).toEqual([{ rate: 0, cents: 5_000 }]);
  });

  it('the 212 message states each share as an XML amount, the seller’s SIREN from its SIRET, the credit note as 381', () => {
    const xml = encaissementXml(
      { invoiceNumber: 'AV-2026-0004', buyerSiren: '812345676', buyerAddress: null },
      {
        issuerSnapshot: {
          legalName: 'Cabinet Leroy',
          address: '12 rue de la République, 69002 Lyon',
          siret: '908 765 431 00017',
          vatNumber: 'FR12908765431',
          vatFranchise: false,
          iban: '',
          bic: '',
          mentions: '',
        },
        clientSnapshot: {
          name: 'Cabinet Durand & Associés',
          kind: 'morale',
          address: '3 place Bellecour, 69002 Lyon',
          siren: '812345676',
          vatNumber: null,
          email: '',
        },
        kind: 'avoir',
        issueDate: '2026-11-03',
        vatBreakdown: [
          { rate: 20, baseCents: 100_000, vatCents: 20_000 },
          { rate: 0, baseCents: 10_000, vatCents: 0 },
        ],
        deboursCents: 10_000,
      },
      'pay-7',
      10_001,
      new Date('2026-11-20T10:00:00Z'),
    );
    const read = readLifecycleMessage(xml);
    if ('error' in read) throw new Error(read.error);
    expect(read.message).toMatchObject({
      messageId: 'AV-2026-0004_212_pay-7',
      status: '212',
      issuer: { siren: '908765431', role: 'SE' },
      invoice: { number: 'AV-2026-0004', typeCode: '381', issueDate: '20261103', sellerSiren: '908765431' },
      collected: [
        { typeCode: 'MEN', amount: '85.73', currency: 'EUR', vatRate: '20' },
        { typeCode: 'MEN', amount: '14.28', currency: 'EUR', vatRate: '0' },
      ],
    });
  });
});

describe('values as the e-invoicing XML states them', () => {
  it('amounts with a point and two places, never grouped or localised', () => {
    expect([123_456, 5, -5, 0, 100_000_000].map(xmlAmount)).toEqual(['1234.56', '0.05', '-0.05', '0.00', '1000000.00']);
  });

  it('rates with two places, days as format 102, instants as format 204 in UTC', () => {
    expect([20, 5.5, 0].map(xmlPercent)).toEqual(['20.00', '5.50', '0.00']);
    expect(xmlDay('2026-11-03')).toBe('20261103');
    expect(xmlInstant(new Date('2026-12-01T09:05:07.250Z'))).toBe('20261201090507');
  });

  it('the SIREN is the first nine digits of a SIRET however it was typed', () => {
    expect(sirenOfSiret('908 765 431 00017')).toBe('908765431');
    expect(sirenOfSiret('908.765.431-00017')).toBe('908765431');
    expect(sirenOfSiret(undefined)).toBe('');
  });

  it('a flow’s file name keeps letters, digits, dots and dashes, within 100 characters', () => {
    expect(flowName('FA 2026/0001 « Durand »', '.pdf')).toBe('FA_2026_0001_Durand_.pdf');
    expect(flowName('', '.xml')).toBe('flux.xml');
    expect(flowName('x'.repeat(150), '.xml')).toBe(`${'x'.repeat(100)}.xml`);
  });
});

describe('reasons in French', () => {
  it('the norm’s wording of the code, then what the platform or the buyer added', () => {
    expect(reasonText('TX_TVA_ERR', 'Taux de TVA erroné')).toBe('Taux de TVA erroné');
    expect(reasonText('TX_TVA_ERR', 'Le taux applicable est 10 %.', ['Merci de refaire la facture.'])).toBe(
      'Taux de TVA erroné — Le taux applicable est 10 %. — Merci de refaire la facture.',
    );
    expect(reasonText('CODE_INCONNU')).toBe('CODE_INCONNU');
    expect(reasonText(undefined)).toBeNull();
  });

  it('a flow refused at its acknowledgement says why', () => {
    expect(acknowledgementRefusal({ acknowledgement: { status: 'Ok' } })).toBeNull();
    expect(
      acknowledgementRefusal({
        acknowledgement: {
          status: 'Error',
          details: [{ level: 'Error', item: 'file', reasonCode: 'InvalidSchema', reasonMessage: 'XML mal formé' }],
        },
      }),
    ).toEqual({ code: 'InvalidSchema', text: 'Fichier non conforme à sa syntaxe : XML mal formé' });
  });
});

it('retries after 1, 2, 4… minutes, never more than an hour apart', () => {
  expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
  expect(retryDelayMs(30)).toBe(3_600_000);
});

it('a failure waits out its pause: after the second failure, two minutes from the last attempt', () => {
  const last = '2026-11-20T10:00:00.000Z';
  expect(waitingToRetry(last, 2, new Date('2026-11-20T10:01:59.999Z'))).toBe(true);
  expect(waitingToRetry(last, 2, new Date('2026-11-20T10:02:00.000Z'))).toBe(false);
  expect(waitingToRetry(last, 1, new Date('2026-11-20T10:01:00.000Z'))).toBe(false);
});

it('a B2C e-report lists each day’s sales per VAT rate for the period (flux 10.3)', () => {
  const ereport = ereportOf({
    kind: 'b2c',
    lines: [
      { date: '2026-11-03', rate: 20, amountCents: 50_000, vatCents: 10_000 },
      { date: '2026-11-03', rate: 10, amountCents: 10_000, vatCents: 1_000 },
    ],
    totalCents: 60_000,
    vatCents: 11_000,
  });
  const xml = buildEreportXml(
    ereport,
    'b2c-2026-11',
    { siren: '908765431', name: 'Cabinet Leroy & Fils' },
    new Date('2026-12-01T09:00:00Z'),
  );
  expect(xml).toContain('<TypeCode>10.3</TypeCode>');
  expect(xml).toContain('<Name>Cabinet Leroy &amp; Fils</Name>');
  expect(xml).toContain('<ReportPeriod><StartDate>20261101</StartDate><EndDate>20261130</EndDate></ReportPeriod>');
  expect(xml).toContain(
    '<Transactions><Date>20261103</Date><CurrencyCode>EUR</CurrencyCode><CategoryCode>TPS1</CategoryCode><TaxExclusiveAmount>600.00</TaxExclusiveAmount><TaxTotal>110.00</TaxTotal>',
  );
  expect(xml).toContain(
    '<TaxSubTotal><TaxableAmount>100.00</TaxableAmount><TaxTotal>10.00</TaxTotal><TaxCategory><Percent>10.00</Percent>',
  );
  // Well-formed XML (the CDAR reader refuses it as not a lifecycle, not as malformed).
  expect(readLifecycleMessage(xml)).toEqual({ error: 'Ce n’est pas un message CDAR (élément racine Report)' });
});
