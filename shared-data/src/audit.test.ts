/** The journal's writer, through the real IndexedDB adapter and its policy. */
import { AUDIT_ACTIONS, auditActionLabel, changedFields, recordAudit } from './audit.ts';
import { DEMO_IDS } from './demoIds.ts';
import { getDataStore } from './init.ts';
import { paths } from './paths.ts';
import type { AuditEntry } from './schemas.ts';
import { freshDemoData, signInAs } from './testing/index.ts';

const F = DEMO_IDS.firmId;

beforeEach(async () => {
  await freshDemoData();
  signInAs(DEMO_IDS.ownerUid);
});

async function journal(): Promise<(AuditEntry & { id: string })[]> {
  const found = await getDataStore().query<AuditEntry>({ collection: paths.auditLog(F) });
  return found.docs.map((d) => ({ ...d.data, id: d.id }));
}

describe('changedFields', () => {
  it('keeps only the fields that changed, as they were and as they became', () => {
    expect(
      changedFields({ name: 'A', siret: '1', barreau: 'Lyon' }, { name: 'B', siret: '1', barreau: 'Lyon' }),
    ).toEqual({ before: { name: 'A' }, after: { name: 'B' } });
  });

  it('a field that did not exist reads as null before; updatedAt is never a change', () => {
    expect(changedFields(null, { iban: 'FR76', updatedAt: 'x' })).toEqual({
      before: { iban: null },
      after: { iban: 'FR76' },
    });
  });

  it('compares arrays and objects by value', () => {
    expect(changedFields({ tags: ['a', 'b'], o: { x: 1 } }, { tags: ['a', 'b'], o: { x: 1 } })).toEqual({
      before: {},
      after: {},
    });
    expect(changedFields({ tags: ['a'] }, { tags: ['a', 'b'] })).toEqual({
      before: { tags: ['a'] },
      after: { tags: ['a', 'b'] },
    });
  });
});

describe('auditActionLabel', () => {
  it('labels every known action in French and falls back to the raw action', () => {
    for (const action of Object.keys(AUDIT_ACTIONS)) expect(auditActionLabel(action)).not.toBe(action);
    expect(auditActionLabel('settings.team')).toBe('Identité du cabinet modifiée');
    expect(auditActionLabel('old.thing')).toBe('old.thing');
  });
});

describe('recordAudit', () => {
  it('writes the entry in the transaction of the change, with before/after only when given', async () => {
    await getDataStore().runTransaction(async (tx) => {
      tx.set(paths.settings(F, 'team'), { barreau: 'Paris' });
      recordAudit(tx, {
        firmId: F,
        uid: DEMO_IDS.ownerUid,
        action: 'settings.team',
        target: paths.settings(F, 'team'),
        ...changedFields({ barreau: 'Lyon' }, { barreau: 'Paris' }),
      });
      recordAudit(tx, { firmId: F, uid: DEMO_IDS.ownerUid, action: 'export.fec', target: 'fec' });
    });
    const entries = await journal();
    const team = entries.find((e) => e.action === 'settings.team')!;
    expect(team).toMatchObject({
      uid: DEMO_IDS.ownerUid,
      target: paths.settings(F, 'team'),
      before: { barreau: 'Lyon' },
      after: { barreau: 'Paris' },
      details: {},
    });
    expect(Date.parse(team.at)).not.toBeNaN();
    const fec = entries.find((e) => e.action === 'export.fec')!;
    expect(fec).not.toHaveProperty('before');
    expect(fec).not.toHaveProperty('after');
  });

  it('a refused change writes no entry (same transaction)', async () => {
    signInAs(DEMO_IDS.member1Uid);
    await expect(
      getDataStore().runTransaction(async (tx) => {
        tx.set(paths.settings(F, 'billing'), { iban: 'FR76 pirate' });
        recordAudit(tx, { firmId: F, uid: DEMO_IDS.member1Uid, action: 'settings.billing', target: 'x' });
      }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    signInAs(DEMO_IDS.ownerUid);
    expect((await journal()).filter((e) => e.action === 'settings.billing')).toEqual([]);
  });

  it('an entry can never be edited nor deleted, not even by the owner', async () => {
    await getDataStore().runTransaction(async (tx) => {
      recordAudit(tx, { firmId: F, uid: DEMO_IDS.ownerUid, action: 'export.invoices', target: 'factures' });
    });
    const [entry] = (await journal()).filter((e) => e.action === 'export.invoices');
    const path = `${paths.auditLog(F)}/${entry!.id}`;
    await expect(getDataStore().update(path, { action: 'settings.team' })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(getDataStore().set(path, { ...entry, uid: 'someone' })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(getDataStore().delete(path)).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await getDataStore().get(path)).data).toMatchObject({ action: 'export.invoices' });
  });

  it('a member writes entries in their own name only, and cannot read the journal', async () => {
    signInAs(DEMO_IDS.member1Uid);
    await getDataStore().runTransaction(async (tx) => {
      recordAudit(tx, { firmId: F, uid: DEMO_IDS.member1Uid, action: 'export.fec', target: 'fec' });
    });
    await expect(
      getDataStore().runTransaction(async (tx) => {
        recordAudit(tx, { firmId: F, uid: DEMO_IDS.ownerUid, action: 'export.fec', target: 'forged' });
      }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(getDataStore().query({ collection: paths.auditLog(F) })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    signInAs(DEMO_IDS.ownerUid);
    const entries = (await journal()).filter((e) => e.action === 'export.fec');
    expect(entries.map((e) => [e.uid, e.target])).toEqual([[DEMO_IDS.member1Uid, 'fec']]);
  });
});
