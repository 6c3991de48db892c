import { buildDemoData, ensureDemoData, reseedDemoData, writeLargeCabinet } from './demo.ts';
import { buildAccountingDemoFiles } from './demo/accounting.ts';
import { DEMO_IDS } from './demoIds.ts';
import { createIndexedDbAdapter } from './indexeddb.ts';
import { paths, parentOf } from './paths.ts';
import { matchPath } from './policy.ts';
import { schemas } from './schemas.ts';
import { isValidSiren, isValidSiret } from './identifiers.ts';

const NOW = new Date(2026, 10, 22, 9, 0);
const docs = buildDemoData(NOW);
const inCollection = (collection: string) =>
  docs.filter(([path]) => parentOf(path) === collection).map(([, data]) => data);

describe('demo data', () => {
  it('every document matches its collection schema', () => {
    for (const [path, data] of docs) {
      const match = matchPath(path);
      expect(match).not.toBeNull();
      const result = schemas[match!.name].safeParse(data);
      if (!result.success) throw new Error(`${path}: ${result.error.message}`);
      expect(result.success).toBe(true);
    }
  });

  it('is deterministic', () => {
    expect(buildDemoData(NOW)).toEqual(docs);
  });

  it('has the Durand cabinet with 40 clients, 60 dossiers and a Leroy cabinet', () => {
    const clients = inCollection(paths.clients(DEMO_IDS.firmId));
    expect(clients).toHaveLength(40);
    expect(new Set(clients.map((c) => c.kind))).toEqual(new Set(['physique', 'morale']));
    for (const c of clients.filter((c) => c.kind === 'morale')) expect(isValidSiren(c.siren as string)).toBe(true);
    const cases = inCollection(paths.cases(DEMO_IDS.firmId));
    expect(cases).toHaveLength(60);
    expect(cases.map((c) => c.reference)).toContain('2026-0001');
    expect(cases.some((c) => String(c.reference).startsWith('2025-'))).toBe(true);
    expect(
      cases.some((c) => (c.opposingParties as { name: string }[]).some((p) => p.name === 'Société Lambert Immobilier')),
    ).toBe(true);
    expect(inCollection(paths.cases(DEMO_IDS.otherFirmId)).length).toBeGreaterThan(0);
    expect(inCollection(paths.clients(DEMO_IDS.otherFirmId)).length).toBeGreaterThan(0);
    const owner = docs.find(([p]) => p === paths.pro(DEMO_IDS.ownerUid))![1] as { firm: { siret: string } };
    expect(isValidSiret(owner.firm.siret)).toBe(true);
  });

  it('has invoices in every state, events, délais, tasks and 24 published profiles with availability', () => {
    const invoices = inCollection(paths.invoices(DEMO_IDS.firmId));
    // Stored lifecycle only; pending / unpaid / paid are derived (see demo/billing.test.ts).
    expect(new Set(invoices.map((i) => i.status))).toEqual(new Set(['draft', 'issued']));
    expect(invoices.some((i) => i.kind === 'avoir')).toBe(true);
    const events = inCollection(paths.events(DEMO_IDS.firmId));
    expect(new Set(events.map((e) => e.kind))).toEqual(new Set(['audience', 'rendez-vous']));
    expect(inCollection(paths.deadlines(DEMO_IDS.firmId)).length).toBeGreaterThanOrEqual(10);
    expect(inCollection(paths.tasks(DEMO_IDS.firmId)).length).toBeGreaterThanOrEqual(10);
    const profiles = inCollection(paths.publicProfiles());
    expect(profiles).toHaveLength(24);
    expect(profiles.every((p) => p.published === true)).toBe(true);
    expect(new Set(profiles.map((p) => p.city)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(profiles.flatMap((p) => p.practiceAreas as string[])).size).toBeGreaterThanOrEqual(10);
    expect(inCollection(paths.availabilities())).toHaveLength(24);
  });

  it('has a year of expenses (some with receipts) and coherent CARPA ledgers with one authorised withdrawal', () => {
    const expenses = inCollection(paths.expenses(DEMO_IDS.firmId));
    expect(expenses.length).toBeGreaterThan(40);
    expect(new Set(expenses.map((e) => String(e.date).slice(0, 7))).size).toBe(12);
    for (const e of expenses) expect(e.ttcCents).toBe((e.htCents as number) + (e.tvaCents as number));
    const withReceipt = expenses.filter((e) => e.receiptPath);
    expect(withReceipt.length).toBeGreaterThanOrEqual(3);
    const files = buildAccountingDemoFiles(docs);
    for (const e of withReceipt) expect(files.map((f) => f.path)).toContain(e.receiptPath);
    const movements = inCollection(paths.carpaMovements(DEMO_IDS.firmId));
    const ledgers = inCollection(paths.carpaLedgers(DEMO_IDS.firmId));
    expect(ledgers.length).toBe(3);
    for (const ledger of ledgers) {
      const own = movements.filter((m) => m.caseId === ledger.caseId);
      const sum = own.reduce((total, m) => total + (m.kind === 'depot' ? 1 : -1) * (m.amountCents as number), 0);
      expect(ledger.balanceCents).toBe(sum);
      expect(ledger.movementCount).toBe(own.length);
    }
    const fees = movements.filter((m) => m.kind === 'honoraires');
    expect(fees).toHaveLength(1);
    expect(fees[0]!.authorisation).toMatchObject({ date: expect.any(String), documentPath: expect.any(String) });
  });

  it('loads once (idempotent), and the reset brings back the first-visit state', async () => {
    const adapter = createIndexedDbAdapter({ name: `demo-${Date.now()}`, enforcePolicy: false });
    expect(await ensureDemoData(adapter, NOW)).toBe(true);
    expect(await ensureDemoData(adapter, NOW)).toBe(false);
    const casePath = paths.case(DEMO_IDS.firmId, 'case-2026-0001');
    expect((await adapter.store.get(casePath)).exists).toBe(true);
    await adapter.store.delete(casePath);
    await adapter.store.set(paths.client(DEMO_IDS.firmId, 'extra'), { displayName: 'Ajouté' });
    await reseedDemoData(adapter, NOW);
    expect((await adapter.store.get(casePath)).exists).toBe(true);
    expect((await adapter.store.get(paths.client(DEMO_IDS.firmId, 'extra'))).exists).toBe(false);
    expect((await adapter.store.query({ collection: paths.clients(DEMO_IDS.firmId) })).docs).toHaveLength(40);
    adapter.close();
  });

  it('generates a large cabinet', async () => {
    // Through the policy, as an owner: transactions of 500 writes each.
    const adapter = createIndexedDbAdapter({
      name: `large-${Date.now()}`,
      getAuth: () => ({ uid: 'big', email: 'big@x.fr' }),
    });
    await adapter.system.set(paths.membership('big'), { firmId: 'big', role: 'owner' });
    const result = await writeLargeCabinet(adapter.store, 'big', 1200);
    expect(result.cases).toBe(1200);
    const all = await adapter.store.query({ collection: paths.cases('big') });
    expect(all.docs).toHaveLength(1200);
    expect(schemas.cases.safeParse(all.docs[0]!.data).success).toBe(true);
    adapter.close();
  }, 30_000);
});

describe('the demo directory a lawyer recognises', () => {
  const profiles = buildDemoData()
    .filter(([path]) => path.startsWith(`${paths.publicProfiles()}/`))
    .map(([, data]) => data as { uid: string; title: string; firmName: string; address: string; addressRef?: string });

  it('names a practice « … Avocat » only for an avocat (a protected title)', () => {
    const misnamed = profiles.filter((p) => /avocat/i.test(p.firmName) && !/^avoca/i.test(p.title));
    expect(misnamed.map((p) => `${p.title} : ${p.firmName}`)).toEqual([]);
    expect(profiles.some((p) => p.title === 'Notaire')).toBe(true);
  });

  it('receives the demo cabinet’s visitors at the cabinet’s own address, the one its invoices print', () => {
    const durand = profiles.filter((p) => p.uid === DEMO_IDS.ownerUid || p.uid === DEMO_IDS.member1Uid);
    expect(durand.map((p) => [p.address, p.addressRef])).toEqual([
      ['12 rue de la République, 69002 Lyon', 'siege'],
      ['12 rue de la République, 69002 Lyon', 'siege'],
    ]);
  });
});
