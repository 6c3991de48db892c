/**
 * CARPA movements through the real IndexedDB adapter and policy: the balance never goes below
 * zero and fees need the written authorisation — refused by the action, and by the data policy
 * when the action is bypassed.
 */
import { type CarpaLedger, type CarpaMovement, DATA_MESSAGES, getDataStore, paths } from 'shared-data';
import { freshDemoData, seedCarpaMovement, signInAs } from 'shared-data/testing';
import { CARPA_MESSAGES } from '../model/carpa.ts';
import { type CarpaFormValues, emptyCarpaValues } from '../model/carpaForm.ts';
import { recordCarpaMovement } from './carpaActions.ts';

const firmId = 'demo-owner';
const uid = 'demo-member-1';
const caseId = 'carpa-test-case';
const PDF = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');

const values = (overrides: Partial<CarpaFormValues>): CarpaFormValues => ({
  ...emptyCarpaValues('2026-11-02'),
  label: 'Mouvement',
  ...overrides,
});
const record = (overrides: Partial<CarpaFormValues>, document?: File) =>
  recordCarpaMovement({
    firmId,
    uid,
    caseId,
    clientId: 'client-001',
    values: values(overrides),
    document: document ?? null,
  });
const ledger = async () => (await getDataStore().get<CarpaLedger>(paths.carpaLedger(firmId, caseId))).data;

beforeEach(async () => {
  await freshDemoData();
  signInAs('demo-member-1');
});

describe('recordCarpaMovement', () => {
  it('keeps the ledger and the movements in step', async () => {
    await record({ kind: 'depot', amount: '1500' });
    const id = await record({ kind: 'versement', amount: '1000' });
    expect(await ledger()).toMatchObject({
      balanceCents: 50_000,
      receivedCents: 150_000,
      paidOutCents: 100_000,
      movementCount: 2,
    });
    const movement = (await getDataStore().get<CarpaMovement>(paths.carpaMovement(firmId, id))).data;
    expect(movement).toMatchObject({ sequence: 2, balanceAfterCents: 50_000, createdBy: uid });
  });

  it('refuses a payout above the balance, with the balance', async () => {
    await seedCarpaMovement({ caseId, amountCents: 20_000 });
    await expect(record({ kind: 'versement', amount: '300' })).rejects.toMatchObject({
      message: CARPA_MESSAGES.insufficient(20_000, 30_000),
    });
    expect(CARPA_MESSAGES.insufficient(20_000, 30_000)).toMatch(/le solde du dossier est de 200,00\s€/);
    expect(await ledger()).toMatchObject({ balanceCents: 20_000, movementCount: 1 });
  });

  it('refuses fees without a written authorisation; accepts them with a reference or a document', async () => {
    await seedCarpaMovement({ caseId, amountCents: 100_000 });
    await expect(record({ kind: 'honoraires', amount: '100' })).rejects.toMatchObject({
      message: CARPA_MESSAGES.authorisationDate,
    });
    await expect(record({ kind: 'honoraires', amount: '100', authorisationDate: '2026-11-01' })).rejects.toMatchObject({
      message: CARPA_MESSAGES.authorisationProof,
    });
    await expect(
      record({ kind: 'honoraires', amount: '100', authorisationDate: '2026-11-03', authorisationReference: 'Lettre' }),
    ).rejects.toMatchObject({ message: CARPA_MESSAGES.authorisationFuture });
    await record({
      kind: 'honoraires',
      amount: '100',
      authorisationDate: '2026-11-01',
      authorisationReference: 'Lettre',
    });
    const id = await record(
      { kind: 'honoraires', amount: '50', authorisationDate: '2026-11-01' },
      new File([PDF], 'autorisation.pdf', { type: 'application/pdf' }),
    );
    const movement = (await getDataStore().get<CarpaMovement>(paths.carpaMovement(firmId, id))).data;
    expect(movement?.authorisation).toMatchObject({
      documentName: 'autorisation.pdf',
      documentPath: expect.any(String),
    });
    expect(await ledger()).toMatchObject({ balanceCents: 85_000, feesCents: 15_000, movementCount: 3 });
  });

  it('the data policy refuses what bypasses the action (fees without authorisation, balance below zero)', async () => {
    await seedCarpaMovement({ caseId, amountCents: 10_000 });
    await expect(seedCarpaMovement({ caseId, kind: 'honoraires', amountCents: 1_000 })).rejects.toMatchObject({
      code: 'permission-denied',
      message: DATA_MESSAGES.carpaMovement,
    });
    await expect(seedCarpaMovement({ caseId, kind: 'versement', amountCents: 10_001 })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    const stored = (await ledger())!;
    await expect(
      getDataStore().set(paths.carpaLedger(firmId, caseId), { ...stored, balanceCents: 1_000_000 }),
    ).rejects.toMatchObject({ code: 'permission-denied', message: DATA_MESSAGES.carpaLedger });
    expect(await ledger()).toMatchObject({ balanceCents: 10_000, movementCount: 1 });
  });
});
