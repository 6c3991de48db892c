/**
 * @jest-environment node
 *
 * When the plateforme agréée cannot take an invoice: its PDF not stored yet (it waits), the
 * platform out of reach or refusing the cabinet's credentials (« en échec », the reason in French,
 * tried again by the sync after a growing pause, then deposited once the platform answers); an
 * e-report of a cabinet without a platform; the server's own state never readable by a browser.
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { doc, getDoc } from 'firebase/firestore';
import { type DirectoryLookup, type EinvoiceTransmission, paths } from 'shared-data/server';
import { clearProject, firestoreClientAs, loadRules } from 'shared-data/testing/emulator';
import type { RunningPlatform } from '../../../tooling/src/platform/server.ts';
import { forgetTokens } from './client.ts';
import { retryDelayMs, serverStatePath } from './context.ts';
import { lookUpSiren } from './directory.ts';
import { transmitEreport } from './ereporting.ts';
import { runEinvoicingSync, syncFirm } from './sync.ts';
import {
  addressWhereNothingAnswers,
  configurePlatform,
  depsOf,
  DURAND,
  ereportOf,
  issueToDurand,
  LEROY,
  sealedPdfOf,
  seedCabinet,
  startTestPlatform,
} from './testFixtures.ts';
import { onInvoiceWritten } from './transmissions.ts';

jest.setTimeout(60_000);

const PROJECT = 'test-functions-einvoicing-failures';
const app = initializeApp({ projectId: PROJECT }, 'functions-einvoicing-failures-test');
const db = getFirestore(app);
const clock = { now: new Date('2026-11-20T10:00:00.000Z') };
const deps = depsOf(db, clock);
let platform: RunningPlatform;
let nowhere: string;

const transmissionOf = async (invoiceId: string) =>
  (await db.doc(paths.einvoiceTransmission(LEROY.firmId, invoiceId)).get()).data() as EinvoiceTransmission;
const later = (ms: number) => {
  clock.now = new Date(clock.now.getTime() + ms);
};

beforeAll(async () => {
  await clearProject(PROJECT);
  platform = await startTestPlatform();
  nowhere = await addressWhereNothingAnswers();
  const at = clock.now.toISOString();
  await seedCabinet(db, LEROY, platform.url, at);
  await seedCabinet(db, DURAND, platform.url, at);
});

afterAll(async () => {
  await platform.stop();
  await deleteApp(app);
});

afterEach(() => {
  expect(platform.contractViolations.splice(0)).toEqual([]);
});

describe('an issued invoice the platform cannot take yet', () => {
  it('waits « à transmettre » until the browser has stored its sealed PDF', async () => {
    await issueToDurand(deps, 'inv-nopdf', 'FA-2026-0100', { withPdf: false });
    await onInvoiceWritten(deps, LEROY.firmId, 'inv-nopdf', { status: 'draft' } as never);
    expect(await transmissionOf('inv-nopdf')).toMatchObject({ status: 'enAttente', flowId: null, attempts: 0 });
    await syncFirm(deps, LEROY.firmId);
    expect(await transmissionOf('inv-nopdf')).toMatchObject({ status: 'enAttente', flowId: null });
    await deps.files.write(
      paths.sealedInvoicePdf(LEROY.firmId, 'inv-nopdf'),
      sealedPdfOf('FA-2026-0100'),
      'application/pdf',
    );
    await syncFirm(deps, LEROY.firmId);
    expect(await transmissionOf('inv-nopdf')).toMatchObject({ status: '203', attempts: 1 });
  });

  it('a platform out of reach: « en échec » with a French reason, tried again after a pause, then deposited', async () => {
    await configurePlatform(db, LEROY, nowhere, clock.now.toISOString());
    await issueToDurand(deps, 'inv-down', 'FA-2026-0101');
    await onInvoiceWritten(deps, LEROY.firmId, 'inv-down', { status: 'draft' } as never);
    const failed = await transmissionOf('inv-down');
    expect(failed).toMatchObject({ status: 'echec', flowId: null, attempts: 1 });
    expect(failed.reason).toBe(
      `La plateforme agréée ne répond pas (${new URL(nowhere).host}) : nouvel essai automatique.`,
    );
    // The sync says so too, and tries no sooner than the pause.
    expect(await syncFirm(deps, LEROY.firmId)).toMatchObject({ error: failed.reason });
    expect((await db.doc(serverStatePath(LEROY.firmId)).get()).data()).toMatchObject({ lastError: failed.reason });
    expect((await transmissionOf('inv-down')).attempts).toBe(1);
    later(retryDelayMs(1));
    await syncFirm(deps, LEROY.firmId);
    expect(await transmissionOf('inv-down')).toMatchObject({ status: 'echec', attempts: 2 });

    // The platform answers again: the next due run deposits it, and the lifecycle follows.
    await configurePlatform(db, LEROY, platform.url, clock.now.toISOString());
    later(retryDelayMs(2) - 1);
    await syncFirm(deps, LEROY.firmId);
    expect((await transmissionOf('inv-down')).attempts).toBe(2);
    later(1);
    expect(await syncFirm(deps, LEROY.firmId)).toMatchObject({ deposited: 1, error: null });
    const recovered = await transmissionOf('inv-down');
    expect(recovered).toMatchObject({ status: '203', attempts: 3, reasonCode: null, reason: null });
    expect(recovered.history.map((entry) => entry.status)).toEqual(['200', '202', '203']);
    expect((await db.doc(serverStatePath(LEROY.firmId)).get()).data()).toMatchObject({ lastError: null });
  });

  it('credentials the platform refuses: « en échec », the owner told where to fix them', async () => {
    forgetTokens();
    await configurePlatform(db, LEROY, platform.url, clock.now.toISOString(), 'pas-le-bon-secret');
    await issueToDurand(deps, 'inv-creds', 'FA-2026-0102');
    await onInvoiceWritten(deps, LEROY.firmId, 'inv-creds', { status: 'draft' } as never);
    expect(await transmissionOf('inv-creds')).toMatchObject({
      status: 'echec',
      attempts: 1,
      reason:
        'La plateforme agréée refuse les identifiants du cabinet (identifiant client ou secret) : vérifiez-les dans Paramètres › Facturation.',
    });
    await configurePlatform(db, LEROY, platform.url, clock.now.toISOString());
    later(retryDelayMs(1));
    await syncFirm(deps, LEROY.firmId);
    expect(await transmissionOf('inv-creds')).toMatchObject({ status: '203', attempts: 2 });
  });

  it('a token the platform no longer knows (it restarted) is asked again once, transparently', async () => {
    await syncFirm(deps, LEROY.firmId); // a token of this platform kept
    // The same address, a new signing key: the kept token is refused, a new one is taken.
    await platform.stop();
    platform = await startTestPlatform(platform.port);
    await issueToDurand(deps, 'inv-token', 'FA-2026-0103');
    await onInvoiceWritten(deps, LEROY.firmId, 'inv-token', { status: 'draft' } as never);
    expect(await transmissionOf('inv-token')).toMatchObject({ status: '200', attempts: 1 });
  });
});

describe('the other calls, out of reach', () => {
  it('a directory lookup says « erreur » in French; an e-report waits « en échec »', async () => {
    await configurePlatform(db, DURAND, nowhere, clock.now.toISOString());
    expect(await lookUpSiren(deps, DURAND.firmId, LEROY.siren)).toMatchObject({
      status: 'erreur',
      electronicAddress: null,
      message: `La plateforme agréée ne répond pas (${new URL(nowhere).host}) : nouvel essai automatique.`,
    });
    await db
      .doc(paths.ereport(DURAND.firmId, 'paiements-2026-11'))
      .set(ereportOf({ createdBy: DURAND.ownerUid, createdAt: clock.now.toISOString() }));
    expect(await transmitEreport(deps, DURAND.firmId, 'paiements-2026-11')).toBe('échec');
    expect(await transmitEreport(deps, DURAND.firmId, 'paiements-2026-11')).toBe('pas encore');

    // Back: the sync sends the report and asks the directory again.
    await configurePlatform(db, DURAND, platform.url, clock.now.toISOString());
    later(15 * 60_000);
    await runEinvoicingSync(deps);
    expect((await db.doc(paths.ereport(DURAND.firmId, 'paiements-2026-11')).get()).data()).toMatchObject({
      status: 'transmis',
      reason: null,
    });
    expect(
      ((await db.doc(paths.directoryLookup(DURAND.firmId, LEROY.siren)).get()).data() as DirectoryLookup).status,
    ).toBe('joignable');
  });
});

it('an e-report of a cabinet without a platform waits « en échec », saying where to set one up', async () => {
  const firmId = 'firm-sans-plateforme';
  await db
    .doc(paths.ereport(firmId, 'b2c-2026-11'))
    .set(ereportOf({ kind: 'b2c', createdBy: 'pro-sans-plateforme', createdAt: clock.now.toISOString() }));
  expect(await transmitEreport(deps, firmId, 'b2c-2026-11')).toBe('échec');
  expect((await db.doc(paths.ereport(firmId, 'b2c-2026-11')).get()).data()).toMatchObject({
    status: 'echec',
    flowId: null,
    reason:
      'Aucune plateforme agréée n’est configurée : renseignez-la dans Paramètres › Facturation, la déclaration partira ensuite.',
  });
});

describe('the server’s own state', () => {
  it('is refused to every browser, the cabinet’s owner included', async () => {
    await loadRules(PROJECT);
    const owner = firestoreClientAs(PROJECT, { uid: LEROY.ownerUid, email: 'leroy@example.fr' });
    try {
      await expect(getDoc(doc(owner.db, serverStatePath(LEROY.firmId)))).rejects.toMatchObject({
        code: 'permission-denied',
      });
      await expect(getDoc(doc(owner.db, `${serverStatePath(LEROY.firmId)}/encaissements/x`))).rejects.toMatchObject({
        code: 'permission-denied',
      });
      await expect(getDoc(doc(owner.db, paths.platformCredentials(LEROY.firmId)))).rejects.toMatchObject({
        code: 'permission-denied',
      });
    } finally {
      await owner.close();
    }
  });
});
