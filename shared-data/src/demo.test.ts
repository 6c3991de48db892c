import joursFeries from '@socialgouv/jours-feries';
import { buildDemoData, ensureDemoData, reseedDemoData, writeLargeCabinet } from './demo.ts';
import { buildAccountingDemoFiles } from './demo/accounting.ts';
import { DEMO_IDS } from './demoIds.ts';
import { createIndexedDbAdapter } from './indexeddb.ts';
import { paths, parentOf } from './paths.ts';
import { matchPath } from './policy.ts';
import { schemas } from './schemas.ts';
import { isValidSiren, isValidSiret } from './identifiers.ts';
import { expectStoredSearchFields } from './demo/storedSearchFields.testing.ts';

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

  it('stores on each client and dossier what the lists read (counts, names, tokens), equal to its recomputation', () => {
    for (const firmId of [DEMO_IDS.firmId, DEMO_IDS.otherFirmId]) expectStoredSearchFields(docs, firmId);
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
    // A receipt's PDF is ASCII (Helvetica) and shows its amounts as the app writes them, euro spelled out.
    const pdf = files.find((f) => f.contentType === 'application/pdf' && f.path.includes('receipt'))!;
    const text = new TextDecoder('latin1').decode(pdf.bytes);
    expect(text).toMatch(/\(Total TTC : \d{1,3}( \d{3})*,\d{2} EUR\)/);
    expect([...text].filter((char) => char.charCodeAt(0) > 0x7f)).toEqual([]);
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

describe('the demo dossiers a lawyer recognises', () => {
  type Party = { name: string; kind: 'physique' | 'morale' };
  type DemoCase = {
    path: string;
    title: string;
    matter: string;
    jurisdiction: string;
    rgNumber: string;
    clientIds: string[];
    opposingParties: Party[];
  };
  const firms = [DEMO_IDS.firmId, DEMO_IDS.otherFirmId];
  const clientKind = new Map(
    docs.filter(([path]) => path.includes('/clients/')).map(([path, data]) => [path, data.kind as string]),
  );
  const cases: DemoCase[] = firms.flatMap((firmId) =>
    docs
      .filter(([path]) => parentOf(path) === paths.cases(firmId))
      .map(([path, data]) => ({ ...(data as Omit<DemoCase, 'path'>), path })),
  );
  const kindsOf = (c: DemoCase) =>
    new Set(c.clientIds.map((id) => clientKind.get(`${parentOf(parentOf(c.path))}/clients/${id}`)));

  it('brings a family or personal matter for a person, a company matter for a company', () => {
    const PERSONAL =
      /divorce|pension alimentaire|résidence des enfants|garde|comparution immédiate|violences|accident de la circulation|crédit à la consommation|titre de séjour/i;
    const BUSINESS =
      /bail commercial|fonds de commerce|relations commerciales|associés|employeur|injonction de payer|recouvrement/i;
    const misfits = cases
      .filter((c) =>
        PERSONAL.test(c.title) || c.matter === 'Droit de la famille'
          ? [...kindsOf(c)].some((kind) => kind !== 'physique')
          : BUSINESS.test(c.title) || c.matter === 'Droit des sociétés' || c.matter === 'Droit des affaires'
            ? [...kindsOf(c)].some((kind) => kind !== 'morale')
            : false,
      )
      .map((c) => `${c.title} : ${[...kindsOf(c)].join(', ')}`);
    expect(misfits).toEqual([]);
    // Both kinds of clients have dossiers.
    expect(new Set(cases.flatMap((c) => [...kindsOf(c)]))).toEqual(new Set(['physique', 'morale']));
  });

  it('a company defends as the employer before the prud’hommes; a person claims as the employee', () => {
    for (const c of cases.filter((c) => c.matter === 'Droit du travail')) {
      const company = kindsOf(c).has('morale');
      expect([c.title, /employeur/.test(c.title)]).toEqual([c.title, company]);
      expect([c.title, c.opposingParties[0]!.kind]).toEqual([c.title, company ? 'physique' : 'morale']);
    }
  });

  it('a family matter opposes a person, never a company', () => {
    const family = cases.filter((c) => c.matter === 'Droit de la famille');
    expect(family.length).toBeGreaterThan(0);
    expect(family.flatMap((c) => c.opposingParties.filter((p) => p.kind !== 'physique'))).toEqual([]);
  });

  it('brings each matter before its court (JAF, prud’hommes, commerce, correctionnel…) or the cour d’appel', () => {
    const courtOf = (c: DemoCase): RegExp => {
      if (c.matter === 'Droit de la famille') return /^(Juge aux affaires familiales|Cour d’appel)/;
      if (c.matter === 'Droit du travail') return /^(Conseil de prud’hommes|Cour d’appel)/;
      if (c.matter === 'Droit pénal') return /^(Tribunal correctionnel|Cour d’appel)/;
      if (c.matter === 'Droit des étrangers') return /^(Tribunal administratif|Cour administrative d’appel)/;
      // Commercial leases belong to the tribunal judiciaire alone (COJ art. R211-4).
      if (/bail commercial/i.test(c.title)) return /^(Tribunal judiciaire|Cour d’appel)/;
      if (c.matter === 'Droit des affaires' || c.matter === 'Droit des sociétés')
        return /^(Tribunal des activités économiques|Cour d’appel)/;
      return /^(Tribunal judiciaire|Juge des contentieux de la protection|Cour d’appel)/;
    };
    const misplaced = cases
      .filter((c) => !courtOf(c).test(c.jurisdiction))
      .map((c) => `${c.title} → ${c.jurisdiction}`);
    expect(misplaced).toEqual([]);
  });

  it('holds each hearing before its dossier’s court, in a chamber of that court, under its RG', () => {
    const events = docs
      .filter(([path]) => parentOf(path) === paths.events(DEMO_IDS.firmId))
      .map(
        ([, data]) => data as { kind: string; caseId: string; jurisdiction: string; chamber: string; rgNumber: string },
      )
      .filter((event) => event.kind === 'audience');
    expect(events.length).toBeGreaterThan(5);
    const chamberFits = (jurisdiction: string, chamber: string) => {
      if (/sociale/i.test(chamber) && !/^Cour d’appel/.test(jurisdiction)) return false;
      if (/famil/i.test(chamber) && !/^(Juge aux affaires familiales|Cour d’appel)/.test(jurisdiction)) return false;
      if (/^Conseil de prud’hommes/.test(jurisdiction)) return /^(Bureau|Formation de référé)/.test(chamber);
      if (/^Tribunal des activités économiques/.test(jurisdiction))
        return !/sociale|famil|correctionnel|prud/i.test(chamber);
      if (/^Tribunal correctionnel/.test(jurisdiction)) return /correctionnel|comparutions/i.test(chamber);
      if (/^Juge aux affaires familiales/.test(jurisdiction)) return /affaires familiales/.test(chamber);
      return true;
    };
    const wrong = events
      .map((event) => ({ event, dossier: cases.find((c) => c.path.endsWith(`/cases/${event.caseId}`))! }))
      .filter(
        ({ event, dossier }) =>
          event.jurisdiction !== dossier.jurisdiction ||
          event.rgNumber !== dossier.rgNumber ||
          !chamberFits(event.jurisdiction, event.chamber),
      )
      .map(
        ({ event, dossier }) => `${dossier.title} (${dossier.jurisdiction}) : ${event.jurisdiction}, ${event.chamber}`,
      );
    expect(wrong).toEqual([]);
  });

  it('receives on CARPA the funds a dossier’s adverse party pays', () => {
    const deposits = docs
      .filter(([path]) => parentOf(path) === paths.carpaMovements(DEMO_IDS.firmId))
      .map(([, data]) => data as { kind: string; caseId: string; counterparty: string })
      .filter((movement) => movement.kind === 'depot');
    expect(deposits.length).toBeGreaterThan(0);
    const strangers = deposits
      .map((movement) => ({ movement, dossier: cases.find((c) => c.path.endsWith(`/cases/${movement.caseId}`))! }))
      .filter(({ movement, dossier }) => !dossier.opposingParties.some((p) => p.name === movement.counterparty))
      .map(({ movement, dossier }) => `${dossier.title} : ${movement.counterparty}`);
    expect(strangers).toEqual([]);
  });

  describe.each([
    ['a Sunday', new Date(2026, 10, 22, 9, 0)],
    ['before Christmas and the New Year', new Date(2026, 11, 20, 9, 0)],
    ['before 1 May, 8 May and Ascension', new Date(2027, 3, 28, 9, 0)],
  ])('seeded on %s', (_when, now) => {
    const seeded = buildDemoData(now);
    const localDay = (date: Date) =>
      `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
    /** Why a local day is not a court day (weekend or public holiday), or null. */
    const closed = (day: string) => {
      const date = new Date(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
      if (date.getDay() === 0 || date.getDay() === 6) return 'week-end';
      const holiday = Object.entries(joursFeries(date.getFullYear())).find(([, d]) => localDay(d) === day);
      return holiday ? holiday[0] : null;
    };
    const inFirm = (collection: string) =>
      seeded.filter(([path]) => parentOf(path) === collection).map(([, data]) => data);

    it('no hearing falls on a weekend or a public holiday', () => {
      const hearings = inFirm(paths.events(DEMO_IDS.firmId)).filter((e) => e.kind === 'audience');
      const days = hearings.map((e) => localDay(new Date(e.start as string)));
      expect(days.map((day) => [day, closed(day)]).filter(([, why]) => why)).toEqual([]);
    });

    it('no délai ends on a weekend or a public holiday (CPC art. 642)', () => {
      const days = inFirm(paths.deadlines(DEMO_IDS.firmId)).map((d) => d.dueDate as string);
      expect(days.map((day) => [day, closed(day)]).filter(([, why]) => why)).toEqual([]);
    });
  });
});
