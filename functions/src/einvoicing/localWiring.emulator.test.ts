/**
 * @jest-environment node
 *
 * The local server side (`startLocalFunctions`, what `npm start` runs) wires e-invoicing as the
 * production triggers do: a business client written is looked up, an issued invoice deposited, a
 * payment declared « Encaissée », an e-report transmitted, and its sync (quick after each of
 * these, localPace.ts) brings the lifecycle and the received invoice. Waits on the documents
 * themselves (a listener), never on a clock.
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { type DocumentData, getFirestore } from 'firebase-admin/firestore';
import { paths, receivedInvoiceId } from 'shared-data/server';
import { clearProject } from 'shared-data/testing/emulator';
import type { RunningPlatform } from '../../../tooling/src/platform/server.ts';
import { type LocalFunctions, startLocalFunctions } from '../local.ts';
import {
  businessClient,
  DURAND,
  invoiceToDurand,
  LEROY,
  paymentOf,
  sealedPdfOf,
  seedCabinet,
  startTestPlatform,
} from './testFixtures.ts';
import { firestoreFiles } from './files.ts';
import { untilDocument } from '../testing/untilDocument.ts';

jest.setTimeout(60_000);

const PROJECT = 'test-functions-einvoicing-local';
const app = initializeApp({ projectId: PROJECT }, 'functions-einvoicing-local-test');
const db = getFirestore(app);
let platform: RunningPlatform;
let functions: LocalFunctions;
const errors: unknown[] = [];

const once = (path: string, holds: (data: DocumentData) => boolean, timeoutMs?: number) =>
  untilDocument(db, path, holds, { errors, ...(timeoutMs ? { timeoutMs } : {}) });

beforeAll(async () => {
  await clearProject(PROJECT);
  platform = await startTestPlatform();
  const at = new Date().toISOString();
  await seedCabinet(db, LEROY, platform.url, at);
  await seedCabinet(db, DURAND, platform.url, at);
  functions = startLocalFunctions({
    projectId: PROJECT,
    smtpUrl: 'smtp://127.0.0.1:1',
    appUrl: 'http://localhost:3000',
    onError: (error) => errors.push(error),
  });
  await functions.ready;
});

afterAll(async () => {
  await functions.stop();
  await platform.stop();
  await deleteApp(app);
});

it('looks up, deposits, follows, receives and declares, as the production triggers would', async () => {
  const at = new Date().toISOString();
  await db.doc(paths.client(LEROY.firmId, 'c-durand')).set(businessClient(DURAND.siren, DURAND.name, at));
  await once(paths.directoryLookup(LEROY.firmId, DURAND.siren), (data) => data.status === 'joignable');

  await firestoreFiles(db).write(
    paths.sealedInvoicePdf(LEROY.firmId, 'inv-local'),
    sealedPdfOf('FA-2026-0200'),
    'application/pdf',
  );
  await db.doc(paths.invoice(LEROY.firmId, 'inv-local')).set(invoiceToDurand('FA-2026-0200', at, { status: 'draft' }));
  await db.doc(paths.invoice(LEROY.firmId, 'inv-local')).update({ status: 'issued' });
  await once(paths.einvoiceTransmission(LEROY.firmId, 'inv-local'), (data) => data.status === '203');
  await once(
    paths.expense(DURAND.firmId, receivedInvoiceId(LEROY.siren, 'FA-2026-0200')),
    (data) => !!data.receiptPath,
  );

  await db.doc(paths.payment(LEROY.firmId, 'pay-local')).set(paymentOf('inv-local', 'FA-2026-0200', 120_000, at));
  await once(paths.einvoiceTransmission(LEROY.firmId, 'inv-local'), (data) => data.collectedCents === 120_000);

  await db.doc(paths.ereport(LEROY.firmId, 'paiements-2026-11')).set({
    kind: 'paiements',
    period: '2026-11',
    from: '2026-11-01',
    to: '2026-11-30',
    lines: [{ date: '2026-11-05', rate: 20, amountCents: 120_000, vatCents: 20_000 }],
    totalCents: 120_000,
    vatCents: 20_000,
    status: 'aTransmettre',
    flowId: null,
    reason: null,
    createdBy: LEROY.ownerUid,
    createdAt: at,
    transmittedAt: null,
  });
  await once(paths.ereport(LEROY.firmId, 'paiements-2026-11'), (data) => data.status === 'transmis');
  expect(errors).toEqual([]);
});
