/**
 * @jest-environment node
 *
 * Cabinet Leroy invoices Cabinet Durand & Associés through the stand-in plateforme agréée (started
 * here on a free port), against the Firestore emulator (admin SDK, as in production): the issued
 * invoice is deposited, Durand receives it as an expense with its PDF, Leroy follows its lifecycle,
 * records payments that reach the platform as « Encaissée »; a rejection or a refusal shows its
 * reason in French; the directory, a second delivery, e-reporting.
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import {
  type AppNotification,
  type DirectoryLookup,
  type EinvoiceTransmission,
  type Ereport,
  type Expense,
  paths,
  receivedInvoiceId,
} from 'shared-data/server';
import { clearProject } from 'shared-data/testing/emulator';
import type { RunningPlatform } from '../../../tooling/src/platform/server.ts';
import { facturXPdf, PlatformTestClient, sampleInvoiceXml } from '../../../tooling/src/platform/testing.ts';
import { DIRECTORY_MESSAGES, onClientWritten, refreshDirectoryLookups } from './directory.ts';
import { type EncaissementRecord, encaissementPath, onPaymentCreated } from './encaissement.ts';
import { transmitEreport } from './ereporting.ts';
import { platformAccount, platformOf, serverStatePath } from './context.ts';
import { syncFirm } from './sync.ts';
import {
  businessClient,
  depsOf,
  DURAND,
  ereportOf,
  invoiceToDurand,
  issueToDurand,
  LEROY,
  MOREL,
  paymentOf,
  sealedPdfOf,
  seedCabinet,
  startTestPlatform,
} from './testFixtures.ts';
import { onInvoiceWritten } from './transmissions.ts';

jest.setTimeout(60_000);

const PROJECT = 'test-functions-einvoicing';
const app = initializeApp({ projectId: PROJECT }, 'functions-einvoicing-test');
const db = getFirestore(app);
const clock = { now: new Date('2026-11-20T10:00:00.000Z') };
const deps = depsOf(db, clock);
let platform: RunningPlatform;

const transmissionOf = async (invoiceId: string) =>
  (await db.doc(paths.einvoiceTransmission(LEROY.firmId, invoiceId)).get()).data() as EinvoiceTransmission;

/** Issues Leroy's invoice to Durand as the trigger sees it (draft → issued). */
async function issue(invoiceId: string, number: string) {
  await issueToDurand(deps, invoiceId, number);
  return onInvoiceWritten(deps, LEROY.firmId, invoiceId, { status: 'draft' } as never);
}

async function pay(invoiceId: string, number: string, paymentId: string, amountCents: number) {
  await db
    .doc(paths.payment(LEROY.firmId, paymentId))
    .set(paymentOf(invoiceId, number, amountCents, clock.now.toISOString()));
  return onPaymentCreated(deps, LEROY.firmId, paymentId);
}

beforeAll(async () => {
  await clearProject(PROJECT);
  platform = await startTestPlatform();
  const at = clock.now.toISOString();
  await seedCabinet(db, LEROY, platform.url, at);
  await seedCabinet(db, DURAND, platform.url, at);
});

afterAll(async () => {
  await platform.stop();
  await deleteApp(app);
});

afterEach(() => {
  // Every answer the platform gave conformed to the OpenAPI documents.
  expect(platform.contractViolations.splice(0)).toEqual([]);
});

describe('Leroy invoices Durand through the platform', () => {
  const invoiceId = 'inv-1';
  const number = 'FA-2026-0001';
  const expenseId = receivedInvoiceId(LEROY.siren, number);

  it('deposits the issued invoice as Factur-X once its sealed PDF is stored', async () => {
    expect(await issue(invoiceId, number)).toBe('créée');
    const transmission = await transmissionOf(invoiceId);
    expect(transmission).toMatchObject({
      invoiceNumber: number,
      buyerSiren: DURAND.siren,
      status: '200',
      attempts: 1,
      reason: null,
    });
    expect(transmission.flowId).toEqual(expect.any(String));
    // On the platform: Leroy's outgoing flow, a Factur-X invoice it accepted.
    const leroy = new PlatformTestClient(platform.url, LEROY.clientId, LEROY.clientSecret);
    const metadata = (await leroy.call('GET', `/flow-service/v1/flows/${transmission.flowId}`)).body;
    expect(metadata).toMatchObject({
      flowSyntax: 'Factur-X',
      flowType: 'CustomerInvoice',
      processingRule: 'B2B',
      trackingId: invoiceId,
      acknowledgement: { status: 'Ok' },
    });
    // A second trigger for the same issue deposits nothing more.
    await onInvoiceWritten(deps, LEROY.firmId, invoiceId, { status: 'draft' } as never);
    expect((await transmissionOf(invoiceId)).attempts).toBe(1);
  });

  it('Durand’s sync receives it: an expense prefilled from its XML, its PDF as receipt, the owner notified', async () => {
    const report = await syncFirm(deps, DURAND.firmId);
    expect(report).toMatchObject({ received: 1, error: null });
    const expense = (await db.doc(paths.expense(DURAND.firmId, expenseId)).get()).data() as Expense;
    expect(expense).toMatchObject({
      date: '2026-11-20',
      supplier: LEROY.name,
      supplierSiren: LEROY.siren,
      reference: number,
      htCents: 100_000,
      tvaCents: 20_000,
      ttcCents: 120_000,
      source: 'plateforme',
      category: 'honorairesNonRetrocedes',
      receiptName: 'FA-2026-0001.pdf',
      einvoice: {
        syntax: 'Factur-X',
        flowId: expect.any(String),
        issueDate: '2026-11-20',
        vatBreakdown: [{ rate: 20, baseCents: 100_000, vatCents: 20_000 }],
      },
    });
    expect(expense.receiptPath).toBe(paths.firmFile(DURAND.firmId, 'expenses', expenseId, 'FA-2026-0001.pdf'));
    expect(Buffer.from((await deps.files.read(expense.receiptPath!))!).equals(sealedPdfOf(number))).toBe(true);
    const bell = (
      await db.doc(paths.notification(DURAND.firmId, `einvoice-${expenseId}`)).get()
    ).data() as AppNotification;
    expect(bell).toMatchObject({
      uid: DURAND.ownerUid,
      kind: 'einvoiceReceived',
      title: 'Facture reçue de Cabinet Leroy',
      link: '/app/accounting',
      read: false,
    });
    expect(bell.body).toMatch(/^FA-2026-0001 — 1 200,00 € TTC/);
  });

  it('a second delivery of the same invoice is skipped: one expense, one notification', async () => {
    const before = (await db.doc(paths.expense(DURAND.firmId, expenseId)).get()).updateTime;
    // The cursor forgotten: the platform's inbound flows are read again from the start.
    await db.doc(serverStatePath(DURAND.firmId)).delete();
    clock.now = new Date('2026-11-20T11:00:00.000Z');
    expect(await syncFirm(deps, DURAND.firmId)).toMatchObject({ received: 0, error: null });
    expect((await db.doc(paths.expense(DURAND.firmId, expenseId)).get()).updateTime).toEqual(before);
    expect((await db.collection(paths.expenses(DURAND.firmId)).get()).size).toBe(1);
    expect((await db.collection(paths.notifications(DURAND.firmId)).get()).size).toBe(1);
  });

  it('Leroy’s sync follows the lifecycle: reçue, mise à disposition; received invoices are not marked « Prise en charge »', async () => {
    expect(await syncFirm(deps, LEROY.firmId)).toMatchObject({ error: null });
    const transmission = await transmissionOf(invoiceId);
    expect(transmission.status).toBe('203');
    expect(transmission.history.map((entry) => entry.status)).toEqual(['200', '202', '203']);
    expect(platform.core.invoice(LEROY.siren, number)!.statuses.map((status) => status.code)).toEqual([
      '200',
      '202',
      '203',
    ]);
    // Running again changes nothing.
    await syncFirm(deps, LEROY.firmId);
    expect((await transmissionOf(invoiceId)).history).toHaveLength(3);
  });

  it('recording payments sends « Encaissée » with the amount and VAT rate; the platform refuses more than the total', async () => {
    expect(await pay(invoiceId, number, 'pay-1', 60_000)).toBe('transmis');
    let transmission = await transmissionOf(invoiceId);
    expect(transmission).toMatchObject({ status: '212', collectedCents: 60_000 });
    expect(platform.core.invoice(LEROY.siren, number)).toMatchObject({ collectedCents: 60_000 });
    expect(platform.core.invoice(LEROY.siren, number)!.statuses.at(-1)).toMatchObject({
      code: '212',
      label: 'Encaissée',
      by: 'seller',
    });
    // Durand, the buyer, receives Leroy's « Encaissée » with the amount per VAT rate.
    const durand = new PlatformTestClient(platform.url, DURAND.clientId, DURAND.clientSecret);
    const [lifecycle] = await durand.searchAll({ flowType: ['SupplierInvoiceLC'] });
    const xml = (await durand.download(String(lifecycle!.flowId))).bytes.toString('utf8');
    expect(xml).toContain('<ram:ProcessConditionCode>212</ram:ProcessConditionCode>');
    expect(xml).toContain(
      '<ram:TypeCode>MEN</ram:TypeCode><ram:ValueAmount currencyID="EUR">600.00</ram:ValueAmount><ram:ValuePercent>20</ram:ValuePercent>',
    );

    expect(await pay(invoiceId, number, 'pay-2', 60_000)).toBe('transmis');
    transmission = await transmissionOf(invoiceId);
    expect(transmission.collectedCents).toBe(120_000);
    expect(transmission.history.filter((entry) => entry.status === '212')).toHaveLength(2);

    // Beyond the invoice's total: refused by the platform, nothing counted, the reason kept in French.
    expect(await pay(invoiceId, number, 'pay-3', 100)).toBe('refusé');
    expect((await transmissionOf(invoiceId)).collectedCents).toBe(120_000);
    const record = (await db.doc(encaissementPath(LEROY.firmId, 'pay-3')).get()).data() as EncaissementRecord;
    expect(record.status).toBe('refuse');
    expect(record.reason).toMatch(/^Montant incohérent : Encaissé 1201\.00/);
    // A trigger run again reports nothing twice.
    expect(await onPaymentCreated(deps, LEROY.firmId, 'pay-1')).toBe('rien à faire');
    expect(platform.core.invoice(LEROY.siren, number)!.collectedCents).toBe(120_000);
    // A payment reversed (a counter-entry) is no collection: no negative « Encaissée ».
    await db.doc(paths.payment(LEROY.firmId, 'pay-2-annulation')).set({
      ...paymentOf(invoiceId, number, -60_000, clock.now.toISOString()),
      reversalOf: 'pay-2',
      reason: 'Virement enregistré deux fois',
    });
    expect(await onPaymentCreated(deps, LEROY.firmId, 'pay-2-annulation')).toBe('sans objet');
    expect(platform.core.invoice(LEROY.siren, number)!.collectedCents).toBe(120_000);
    expect((await db.doc(encaissementPath(LEROY.firmId, 'pay-2-annulation')).get()).exists).toBe(false);
  });
});

describe('the platform rejects or the buyer refuses', () => {
  it('a rejection (213) shows its reason in French; a payment on it is not declared', async () => {
    platform.core.addRule({ status: '213', reasonCode: 'REJ_SEMAN', invoiceNumber: '^FA-2026-0002$' });
    await issue('inv-2', 'FA-2026-0002');
    await syncFirm(deps, LEROY.firmId);
    expect(await transmissionOf('inv-2')).toMatchObject({
      status: '213',
      reasonCode: 'REJ_SEMAN',
      reason: 'Rejet pour erreur sémantique',
    });
    expect((await transmissionOf('inv-2')).history.map((entry) => [entry.status, entry.reason])).toEqual([
      ['200', null],
      ['213', 'Rejet pour erreur sémantique'],
    ]);
    expect(await pay('inv-2', 'FA-2026-0002', 'pay-rejected', 1_000)).toBe('sans objet');
    expect(platform.core.invoice(LEROY.siren, 'FA-2026-0002')!.collectedCents).toBe(0);
  });

  it('the buyer’s refusal (210) shows its reason and the platform’s words', async () => {
    platform.core.addRule({
      status: '210',
      reasonCode: 'TX_TVA_ERR',
      reason: 'Le taux applicable est 10 %.',
      invoiceNumber: '^FA-2026-0003$',
    });
    await issue('inv-3', 'FA-2026-0003');
    await syncFirm(deps, LEROY.firmId);
    expect(await transmissionOf('inv-3')).toMatchObject({
      status: '210',
      reasonCode: 'TX_TVA_ERR',
      reason: 'Taux de TVA erroné — Le taux applicable est 10 %.',
    });
  });
});

describe('a buyer without a receiving platform', () => {
  it('is deposited, not transmitted: « Déposée » with the platform’s reason', async () => {
    const pdf = facturXPdf(
      sampleInvoiceXml({
        number: 'FA-2026-0004',
        seller: { name: LEROY.name, siren: LEROY.siren, electronicAddress: LEROY.siren },
        buyer: { name: MOREL.name, siren: MOREL.siren },
      }),
    );
    await deps.files.write(paths.sealedInvoicePdf(LEROY.firmId, 'inv-4'), pdf, 'application/pdf');
    const invoice = invoiceToDurand('FA-2026-0004', clock.now.toISOString());
    await db.doc(paths.invoice(LEROY.firmId, 'inv-4')).set({
      ...invoice,
      // What issuing seals when the directory knows no platform for the buyer: its SIREN.
      clientSnapshot: {
        ...invoice.clientSnapshot!,
        name: MOREL.name,
        siren: MOREL.siren,
        electronicAddress: MOREL.siren,
      },
    });
    await onInvoiceWritten(deps, LEROY.firmId, 'inv-4', { status: 'draft' } as never);
    await syncFirm(deps, LEROY.firmId);
    expect(await transmissionOf('inv-4')).toMatchObject({
      status: '200',
      reasonCode: 'NON_TRANSMISE',
      reason: 'Destinataire non connecté à une plateforme de réception',
      history: [{ status: '200', reason: 'Destinataire non connecté à une plateforme de réception' }],
    });
  });
});

describe('a cabinet’s history', () => {
  it('an invoice written already issued, without a sealed address, is not sent: nothing transmitted, nothing deposited', async () => {
    const invoice = invoiceToDurand('FA-2017-0042', clock.now.toISOString(), { issueDate: '2017-03-14' });
    // Imported from the cabinet's former software: issued to a business with a SIREN, never sealed for a platform.
    await db.doc(paths.invoice(LEROY.firmId, 'inv-2017')).set({
      ...invoice,
      clientSnapshot: { ...invoice.clientSnapshot!, electronicAddress: null },
    });
    expect(await onInvoiceWritten(deps, LEROY.firmId, 'inv-2017', undefined)).toBe('ignorée');
    await syncFirm(deps, LEROY.firmId);
    expect((await db.doc(paths.einvoiceTransmission(LEROY.firmId, 'inv-2017')).get()).exists).toBe(false);
  });
});

describe('the directory', () => {
  const at = () => clock.now.toISOString();
  const lookupOf = async (siren: string) =>
    (await db.doc(paths.directoryLookup(LEROY.firmId, siren)).get()).data() as DirectoryLookup | undefined;

  it('a business client with a SIREN is looked up: reachable at its address, known without a platform, unknown', async () => {
    await db.doc(paths.client(LEROY.firmId, 'c-durand')).set(businessClient(DURAND.siren, DURAND.name, at()));
    expect(await onClientWritten(deps, LEROY.firmId, 'c-durand', undefined)).toMatchObject({ status: 'joignable' });
    expect(await lookupOf(DURAND.siren)).toEqual({
      siren: DURAND.siren,
      status: 'joignable',
      electronicAddress: DURAND.siren,
      name: DURAND.name,
      message: null,
      checkedAt: at(),
    });
    await db.doc(paths.client(LEROY.firmId, 'c-morel')).set(businessClient(MOREL.siren, MOREL.name, at()));
    await onClientWritten(deps, LEROY.firmId, 'c-morel', undefined);
    expect(await lookupOf(MOREL.siren)).toMatchObject({
      status: 'nonJoignable',
      electronicAddress: null,
      name: MOREL.name,
      message: DIRECTORY_MESSAGES.nonJoignable,
    });
    await db.doc(paths.client(LEROY.firmId, 'c-unknown')).set(businessClient('552100554', 'Inconnue SA', at()));
    await onClientWritten(deps, LEROY.firmId, 'c-unknown', undefined);
    expect(await lookupOf('552100554')).toMatchObject({ status: 'inconnu', message: DIRECTORY_MESSAGES.inconnu });
  });

  it('asks again only when the SIREN changed, or the answer is a week old', async () => {
    const client = businessClient(DURAND.siren, DURAND.name, at());
    expect(await onClientWritten(deps, LEROY.firmId, 'c-durand', client)).toBeNull();
    await db
      .doc(paths.client(LEROY.firmId, 'c-person'))
      .set({ kind: 'physique', civilite: 'Mme', nom: 'Martin', prenom: 'Léa', displayName: 'MARTIN Léa' });
    expect(await onClientWritten(deps, LEROY.firmId, 'c-person', undefined)).toBeNull();

    const checkedBefore = (await lookupOf(DURAND.siren))!.checkedAt;
    clock.now = new Date(clock.now.getTime() + 6 * 24 * 3_600_000);
    const found = await platformAccount(deps, LEROY.firmId);
    if (!found || 'problem' in found) throw new Error('Plateforme de Leroy non configurée');
    const leroyPlatform = platformOf(deps, found.account);
    expect(await refreshDirectoryLookups(deps, LEROY.firmId, leroyPlatform)).toEqual([]);
    clock.now = new Date(clock.now.getTime() + 2 * 24 * 3_600_000);
    expect((await refreshDirectoryLookups(deps, LEROY.firmId, leroyPlatform)).sort()).toEqual(
      ['552100554', DURAND.siren, MOREL.siren].sort(),
    );
    expect((await lookupOf(DURAND.siren))!.checkedAt).not.toBe(checkedBefore);
  });
});

describe('e-reporting', () => {
  const ereport = (overrides: Partial<Ereport> = {}): Ereport =>
    ereportOf({
      lines: [
        { date: '2026-11-05', rate: 20, amountCents: 120_000, vatCents: 20_000 },
        { date: '2026-11-12', rate: 20, amountCents: 60_000, vatCents: 10_000 },
      ],
      totalCents: 180_000,
      vatCents: 30_000,
      createdAt: clock.now.toISOString(),
      ...overrides,
    });
  const reportOf = async (id: string) => (await db.doc(paths.ereport(LEROY.firmId, id)).get()).data() as Ereport;

  it('a report « à transmettre » is deposited as an e-reporting flow and kept « transmis »', async () => {
    await db.doc(paths.ereport(LEROY.firmId, 'paiements-2026-11')).set(ereport());
    expect(await transmitEreport(deps, LEROY.firmId, 'paiements-2026-11')).toBe('transmis');
    const kept = await reportOf('paiements-2026-11');
    expect(kept).toMatchObject({ status: 'transmis', reason: null, transmittedAt: clock.now.toISOString() });
    const leroy = new PlatformTestClient(platform.url, LEROY.clientId, LEROY.clientSecret);
    const flow = (await leroy.call('GET', `/flow-service/v1/flows/${kept.flowId}`)).body;
    expect(flow).toMatchObject({
      flowSyntax: 'FRR',
      flowType: 'AggregatedCustomerPaymentReport',
      processingRule: 'B2C',
      trackingId: 'paiements-2026-11',
      acknowledgement: { status: 'Ok' },
    });
    const xml = (await leroy.download(kept.flowId!)).bytes.toString('utf8');
    expect(xml).toContain('<TypeCode>10.4</TypeCode>');
    expect(xml).toContain(`<Issuer><Id schemeID="0002">${LEROY.siren}</Id>`);
    expect(xml).toContain(
      '<Payment><Date>20261105</Date><SubTotals><TaxPercent>20.00</TaxPercent><CurrencyCode>EUR</CurrencyCode><Amount>1200.00</Amount></SubTotals></Payment>',
    );
    // Transmitted once: a second trigger does nothing.
    expect(await transmitEreport(deps, LEROY.firmId, 'paiements-2026-11')).toBe('rien à faire');
  });

  it('a report the platform refuses is « rejeté » with its reason in French', async () => {
    await db.doc(paths.ereport(LEROY.firmId, 'b2c-2026-10')).set(
      ereport({
        kind: 'b2c',
        period: '2026-10',
        from: '2026-10-01',
        to: '2026-10-31',
        lines: [{ date: '2026-11-02', rate: 20, amountCents: 50_000, vatCents: 10_000 }],
      }),
    );
    expect(await transmitEreport(deps, LEROY.firmId, 'b2c-2026-10')).toBe('rejeté');
    expect(await reportOf('b2c-2026-10')).toMatchObject({
      status: 'rejete',
      flowId: expect.any(String),
      reason: 'Erreur technique de la plateforme : Une ligne du 02/11/2026 est hors de la période déclarée.',
    });
  });
});
