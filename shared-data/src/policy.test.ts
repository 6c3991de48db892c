/**
 * The policy matrix: every collection × role × operation against a hand-written expectation
 * (independent of POLICY), run through the IndexedDB adapter exactly as the app uses it.
 */
import { DEMO_IDS } from './demoIds.ts';
import { DATA_MESSAGES } from './errors.ts';
import { createIndexedDbAdapter, type AuthIdentity } from './indexeddb.ts';
import { parentOf, paths } from './paths.ts';
import { COLLECTION_NAMES, OPERATIONS, WORK_COLLECTIONS, type Operation } from './policy.ts';
import type { DocData } from './port.ts';

const A = DEMO_IDS.firmId; // Cabinet Durand: owner demo-owner, member demo-member-1
const ROLES = {
  owner: { uid: DEMO_IDS.ownerUid, email: 'claire.durand@cabinet-durand.fr' },
  member: { uid: DEMO_IDS.member1Uid, email: 'julien.martin@cabinet-durand.fr' },
  otherOwner: { uid: DEMO_IDS.otherOwnerUid, email: 'marc.leroy@cabinet-leroy.fr' },
  visitor: null,
} as const satisfies Record<string, AuthIdentity>;
type RoleName = keyof typeof ROLES;

type Row = {
  collection: string;
  /** The document of cabinet A (or of its owner) the operations target. */
  path: string;
  seed: DocData;
  createData?: DocData;
  patch?: DocData;
  /** get list create update delete, for owner / member / other cabinet's owner / visitor. */
  expect: Record<RoleName, string>;
};

const later = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();
const firmDoc = { firmId: A, note: 'x' };
const member = (x: string) => ({ owner: x, member: x, otherOwner: 'NNNNN', visitor: 'NNNNN' });

const ROWS: Row[] = [
  {
    collection: 'pros',
    path: paths.pro(DEMO_IDS.ownerUid),
    seed: { uid: DEMO_IDS.ownerUid },
    expect: { owner: 'YNYYY', member: 'NNNNN', otherOwner: 'NNNNN', visitor: 'NNNNN' },
  },
  {
    collection: 'memberships',
    path: paths.membership(DEMO_IDS.member1Uid),
    seed: { firmId: A, role: 'member' },
    expect: { owner: 'NNNYY', member: 'YNNNN', otherOwner: 'NNNNN', visitor: 'NNNNN' },
  },
  {
    collection: 'firms',
    path: paths.firm(A),
    seed: { name: 'Cabinet Durand & Associés', ownerUid: A },
    expect: { owner: 'YNYYN', member: 'YNNNN', otherOwner: 'NNNNN', visitor: 'NNNNN' },
  },
  {
    collection: 'members',
    path: paths.member(A, 'someone'),
    seed: { uid: 'someone', role: 'member' },
    expect: { owner: 'YYNYY', member: 'YYNNN', otherOwner: 'NNNNN', visitor: 'NNNNN' },
  },
  {
    collection: 'invitations',
    path: paths.invitation('tok'),
    seed: {
      token: 'tok',
      firmId: A,
      email: 'new@example.fr',
      role: 'member',
      usedAt: null,
      usedBy: null,
      expiresAt: later,
      invitedBy: A,
    },
    patch: { expiresAt: new Date(Date.now() + 1000).toISOString() },
    expect: { owner: 'YYYYY', member: 'YNNNN', otherOwner: 'YNNNN', visitor: 'YNNNN' },
  },
  ...WORK_COLLECTIONS.map((name) => ({
    collection: name,
    path: `firms/${A}/${name}/doc1`,
    seed: { title: 'x' },
    expect: member('YYYYY'),
  })),
  // Time on an issued invoice is sealed; time taken into a draft may change (the draft's own saves)
  // but not be deleted.
  {
    collection: 'timeEntries',
    path: `firms/${A}/timeEntries/billed`,
    seed: { durationMinutes: 60, billed: true, invoiceId: 'inv1', description: 'Rendez-vous Martin' },
    patch: { durationMinutes: 30 },
    expect: { owner: 'YYYNN', member: 'YYYNN', otherOwner: 'NNNNN', visitor: 'NNNNN' },
  },
  {
    // The owner's RGPD anonymisation rewrites a sealed entry's description, and nothing else.
    collection: 'timeEntries',
    path: `firms/${A}/timeEntries/billed-anonymised`,
    seed: { durationMinutes: 60, billed: true, invoiceId: 'inv1', description: 'Rendez-vous Martin' },
    patch: { description: 'Rendez-vous [client anonymisé]' },
    expect: { owner: 'YYYYN', member: 'YYYNN', otherOwner: 'NNNNN', visitor: 'NNNNN' },
  },
  {
    collection: 'timeEntries',
    path: `firms/${A}/timeEntries/drafted`,
    seed: { durationMinutes: 60, billed: false, invoiceId: 'draft1' },
    patch: { invoiceId: null },
    expect: { owner: 'YYYYN', member: 'YYYYN', otherOwner: 'NNNNN', visitor: 'NNNNN' },
  },
  {
    // A running timer is its person's alone: the owner neither reads, starts, stops nor restarts a member's.
    collection: 'timers',
    path: paths.timer(A, DEMO_IDS.member1Uid),
    seed: { uid: DEMO_IDS.member1Uid, caseId: 'c1', startedAt: '2026-11-02T09:00:00.000Z', description: '' },
    expect: { owner: 'NNNNN', member: 'YYYYY', otherOwner: 'NNNNN', visitor: 'NNNNN' },
  },
  {
    // A client: the cabinet's members keep it up to date.
    collection: 'clients',
    path: `firms/${A}/clients/c1`,
    seed: { name: 'Martin' },
    patch: { name: 'Martin-Durand' },
    expect: member('YYYYY'),
  },
  {
    // Anonymising a client (RGPD) is the owner's decision: the policy refuses it to a member.
    collection: 'clients',
    path: `firms/${A}/clients/c2`,
    seed: { name: 'Martin' },
    patch: { name: 'Client anonymisé 1A2B', anonymisedAt: new Date().toISOString() },
    expect: { owner: 'YYYYY', member: 'YYYNY', otherOwner: 'NNNNN', visitor: 'NNNNN' },
  },
  {
    // A draft invoice: free for the cabinet's members.
    collection: 'invoices',
    path: `firms/${A}/invoices/draft1`,
    seed: { status: 'draft', number: null, totalTtcCents: 100 },
    expect: member('YYYYY'),
  },
  {
    // An issued invoice: created only with its counter (see below); then only payments change; never deleted.
    collection: 'invoices',
    path: `firms/${A}/invoices/issued1`,
    seed: { status: 'issued', number: 'FA-2026-0001', paidCents: 0, totalTtcCents: 100 },
    patch: { paidCents: 50 },
    expect: member('YYNYN'),
  },
  {
    collection: 'payments',
    path: `firms/${A}/payments/p1`,
    seed: { amountCents: 120, tvaCents: 20, deboursCents: 0 },
    expect: member('YYYNN'),
  },
  {
    // Created with its ledger in the same write (see the CARPA tests below); alone, refused.
    collection: 'carpaMovements',
    path: `firms/${A}/carpaMovements/m1`,
    seed: { caseId: 'c1', kind: 'depot', sequence: 1, balanceAfterCents: 100 },
    expect: member('YYNNN'),
  },
  {
    collection: 'carpaLedgers',
    path: `firms/${A}/carpaLedgers/c1`,
    // One movement per write: a deposit of 50 on the seeded ledger (see the CARPA tests below).
    seed: { caseId: 'c1', balanceCents: 100, receivedCents: 100, paidOutCents: 0, feesCents: 0, movementCount: 1 },
    createData: {
      caseId: 'c1',
      balanceCents: 100,
      receivedCents: 100,
      paidOutCents: 0,
      feesCents: 0,
      movementCount: 1,
    },
    patch: { balanceCents: 150, receivedCents: 150, movementCount: 2 },
    expect: member('YYYYN'),
  },
  // The journal: the owner reads it; each member writes entries in their own name only; nobody edits or deletes.
  {
    collection: 'auditLog',
    path: `firms/${A}/auditLog/e1`,
    seed: { action: 'x', uid: DEMO_IDS.ownerUid },
    expect: { owner: 'YYYNN', member: 'NNNNN', otherOwner: 'NNNNN', visitor: 'NNNNN' },
  },
  {
    collection: 'auditLog',
    path: `firms/${A}/auditLog/e2`,
    seed: { action: 'x', uid: DEMO_IDS.member1Uid },
    expect: { owner: 'YYNNN', member: 'NNYNN', otherOwner: 'NNNNN', visitor: 'NNNNN' },
  },
  // Emails sent by the server side: the owner reads them; nobody writes from a browser.
  {
    collection: 'emails',
    path: paths.email(A, 'booking-received-visitor-r1'),
    seed: { kind: 'booking-received-visitor', to: 'visiteur@example.fr', status: 'envoyé' },
    expect: { owner: 'YYNNN', member: 'NNNNN', otherOwner: 'NNNNN', visitor: 'NNNNN' },
  },
  // E-invoicing: what the PA answers is the server side's to write; members read it.
  {
    collection: 'einvoiceTransmissions',
    path: paths.einvoiceTransmission(A, 'invoice-001'),
    seed: { invoiceId: 'invoice-001', status: '200' },
    expect: { owner: 'YYNNN', member: 'YYNNN', otherOwner: 'NNNNN', visitor: 'NNNNN' },
  },
  {
    collection: 'directoryLookups',
    path: paths.directoryLookup(A, '812345676'),
    seed: { siren: '812345676', status: 'joignable' },
    expect: { owner: 'YYNNN', member: 'YYNNN', otherOwner: 'NNNNN', visitor: 'NNNNN' },
  },
  // The PA's client secret: the owner writes it and never reads it back.
  {
    collection: 'platformCredentials',
    path: paths.platformCredentials(A),
    seed: { clientSecret: 'secret' },
    expect: { owner: 'NNYYY', member: 'NNNNN', otherOwner: 'NNNNN', visitor: 'NNNNN' },
  },
  {
    collection: 'ereports',
    path: paths.ereport(A, 'paiements-2026-10'),
    seed: { kind: 'paiements', status: 'aTransmettre' },
    expect: { owner: 'YYYNN', member: 'YYNNN', otherOwner: 'NNNNN', visitor: 'NNNNN' },
  },
  {
    collection: 'settings',
    path: paths.settings(A, 'einvoicing'),
    seed: { clientId: 'x' },
    expect: { owner: 'YYYYY', member: 'YYNNN', otherOwner: 'NNNNN', visitor: 'NNNNN' },
  },
  {
    collection: 'settings',
    path: paths.settings(A, 'billing'),
    seed: { iban: 'x' },
    expect: { owner: 'YYYYY', member: 'YYNNN', otherOwner: 'NNNNN', visitor: 'NNNNN' },
  },
  { collection: 'settings', path: paths.settings(A, 'notifications'), seed: { email: true }, expect: member('YYYYY') },
  {
    collection: 'settings',
    path: paths.settings(A, 'team'),
    seed: { name: 'x' },
    expect: { owner: 'YYYYY', member: 'YYNNN', otherOwner: 'NNNNN', visitor: 'NNNNN' },
  },
  {
    collection: 'settings',
    path: paths.settings(A, 'subscription'),
    seed: { plan: 'Cabinet' },
    expect: { owner: 'YYYYY', member: 'YYNNN', otherOwner: 'NNNNN', visitor: 'NNNNN' },
  },
  {
    // The member's own notification: only they read, mark or delete it; anyone of the cabinet creates one.
    collection: 'notifications',
    path: paths.notification(A, 'n-member'),
    seed: { uid: DEMO_IDS.member1Uid, title: 'x', read: false },
    expect: { owner: 'NNYNN', member: 'YYYYY', otherOwner: 'NNNNN', visitor: 'NNNNN' },
  },
  {
    collection: 'subscriptionRequests',
    path: `${paths.subscriptionRequests(A)}/r1`,
    seed: { toPlan: 'Cabinet+' },
    expect: { owner: 'YYYNN', member: 'YYNNN', otherOwner: 'NNNNN', visitor: 'NNNNN' },
  },
  {
    collection: 'publicProfiles',
    path: paths.publicProfile(DEMO_IDS.ownerUid),
    seed: { fullName: 'x', published: true },
    expect: { owner: 'YYYYY', member: 'YYNNN', otherOwner: 'YYNNN', visitor: 'YYNNN' },
  },
  {
    collection: 'availability',
    path: paths.availability(DEMO_IDS.ownerUid),
    seed: { slotMinutes: 30 },
    expect: { owner: 'YYYYY', member: 'YYNNN', otherOwner: 'YYNNN', visitor: 'YYNNN' },
  },
  {
    collection: 'bookingRequests',
    path: paths.bookingRequest('b1'),
    seed: firmDoc,
    // Created only together with the slot it takes (see "public side" below).
    expect: { owner: 'YYNYY', member: 'YYNYY', otherOwner: 'NNNNN', visitor: 'NNNNN' },
  },
  {
    collection: 'bookingSlots',
    path: paths.bookingSlot('s1'),
    seed: firmDoc,
    // A member holds a slot of their cabinet for a time they propose instead.
    expect: { owner: 'YYYNY', member: 'YYYNY', otherOwner: 'YYNNN', visitor: 'YYNNN' },
  },
  {
    // Written by whoever holds a proposal's token (below), read by the server only.
    collection: 'bookingAcceptances',
    path: paths.bookingAcceptance('b1'),
    seed: { token: 'x' },
    expect: { owner: 'NNNNN', member: 'NNNNN', otherOwner: 'NNNNN', visitor: 'NNNNN' },
  },
  {
    collection: 'pilotApplications',
    path: `${paths.pilotApplications()}/p1`,
    seed: { name: 'x' },
    createData: { name: 'x', createdAtMs: Date.now() },
    expect: { owner: 'NNYNN', member: 'NNYNN', otherOwner: 'NNYNN', visitor: 'NNYNN' },
  },
];

let auth: AuthIdentity = null;
let n = 0;
const adapter = createIndexedDbAdapter({ name: `policy-${Date.now()}`, getAuth: () => auth });

beforeAll(async () => {
  await adapter.system.set(paths.membership(DEMO_IDS.ownerUid), { firmId: A, role: 'owner' });
  await adapter.system.set(paths.membership(DEMO_IDS.member1Uid), { firmId: A, role: 'member' });
  await adapter.system.set(paths.membership(DEMO_IDS.otherOwnerUid), { firmId: DEMO_IDS.otherFirmId, role: 'owner' });
});
afterAll(() => adapter.close());

async function attempt(row: Row, op: Operation): Promise<{ allowed: boolean; message?: string }> {
  await adapter.system.set(row.path, row.seed);
  try {
    if (op === 'get') await adapter.store.get(row.path);
    if (op === 'list') await adapter.store.query({ collection: parentOf(row.path) });
    if (op === 'create') {
      await adapter.system.delete(row.path);
      await adapter.store.set(row.path, row.createData ?? row.seed);
    }
    if (op === 'update') {
      n += 1;
      await adapter.store.update(row.path, row.patch ?? { changed: n });
    }
    if (op === 'delete') await adapter.store.delete(row.path);
    return { allowed: true };
  } catch (error) {
    expect(error).toMatchObject({ code: 'permission-denied' });
    return { allowed: false, message: (error as Error).message };
  } finally {
    await adapter.system.set(row.path, row.seed);
  }
}

describe('access policy matrix (IndexedDB adapter)', () => {
  it('covers every collection of the table', () => {
    expect(new Set(ROWS.map((r) => r.collection))).toEqual(new Set(COLLECTION_NAMES));
  });

  for (const row of ROWS) {
    for (const role of Object.keys(ROLES) as RoleName[]) {
      it(`${row.path} × ${role}: ${row.expect[role]}`, async () => {
        auth = ROLES[role];
        const outcome: string[] = [];
        for (const op of OPERATIONS) outcome.push((await attempt(row, op)).allowed ? 'Y' : 'N');
        expect(outcome.join('')).toBe(row.expect[role]);
      });
    }
  }

  it('allows zero reads of cabinet A by the other cabinet, with the French message', async () => {
    auth = ROLES.otherOwner;
    const firmRows = ROWS.filter((row) => row.path.startsWith(`firms/${A}`));
    expect(firmRows.length).toBeGreaterThan(15);
    for (const row of firmRows) {
      // Listing the top-level `firms` collection is refused to everyone (generic message).
      const ops = row.collection === 'firms' ? (['get'] as const) : (['get', 'list'] as const);
      for (const op of ops) {
        const result = await attempt(row, op);
        expect(result).toEqual({ allowed: false, message: DATA_MESSAGES.otherFirm });
      }
    }
  });

  it('tells a member why an owner-only write is refused, and a visitor to sign in', async () => {
    auth = ROLES.member;
    expect(await attempt(ROWS.find((r) => r.path.endsWith('settings/billing'))!, 'update')).toEqual({
      allowed: false,
      message: DATA_MESSAGES.ownerOnly,
    });
    auth = null;
    expect(await attempt(ROWS.find((r) => r.collection === 'clients')!, 'get')).toEqual({
      allowed: false,
      message: DATA_MESSAGES.signedOut,
    });
  });

  it('refuses a list mixing cabinets unless the query is restricted to one’s own', async () => {
    await adapter.system.set(paths.bookingRequest('other'), { firmId: DEMO_IDS.otherFirmId });
    auth = ROLES.owner;
    await expect(adapter.store.query({ collection: paths.bookingRequests() })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    const own = await adapter.store.query({
      collection: paths.bookingRequests(),
      where: [{ field: 'firmId', op: '==', value: A }],
    });
    expect(own.docs.every((d) => (d.data as { firmId: string }).firmId === A)).toBe(true);
    await adapter.system.delete(paths.bookingRequest('other'));
  });

  describe('public side', () => {
    const start = '2030-01-07T09:00:00.000Z';
    const slotId = `${DEMO_IDS.ownerUid}_${start}`;
    const request = (overrides: DocData = {}): DocData => ({
      proUid: DEMO_IDS.ownerUid,
      firmId: A,
      slotId,
      start,
      status: 'à confirmer',
      consent: true,
      ...overrides,
    });
    const slot = (overrides: DocData = {}): DocData => ({
      proUid: DEMO_IDS.ownerUid,
      firmId: A,
      start,
      requestId: 'req-1',
      ...overrides,
    });
    const book = (id: string, req: DocData, taken: DocData, slotPath = paths.bookingSlot(slotId)) =>
      adapter.store.runTransaction(async (tx) => {
        await tx.get(paths.publicProfile(DEMO_IDS.ownerUid));
        tx.set(paths.bookingRequest(id), req);
        tx.set(slotPath, taken);
      });
    beforeEach(async () => {
      auth = null;
      await adapter.system.set(paths.publicProfile(DEMO_IDS.ownerUid), { firmId: A, published: true });
      await adapter.system.delete(paths.bookingSlot(slotId));
      await adapter.system.delete(paths.bookingRequest('req-1'));
    });

    it('lets a visitor take a slot with its request, once', async () => {
      await expect(book('req-1', request(), slot())).resolves.toBeUndefined();
      await expect(book('req-2', request(), slot({ requestId: 'req-2' }))).rejects.toMatchObject({
        code: 'permission-denied',
      });
    });

    it('refuses a request whose slot does not match, or for another cabinet, or without consent', async () => {
      await expect(book('req-1', request(), slot({ requestId: 'other' }))).rejects.toMatchObject({
        code: 'permission-denied',
      });
      await expect(book('req-1', request({ firmId: 'x' }), slot({ firmId: 'x' }))).rejects.toMatchObject({
        code: 'permission-denied',
      });
      await expect(book('req-1', request({ consent: false }), slot())).rejects.toMatchObject({
        code: 'permission-denied',
      });
      await expect(
        book(
          'req-1',
          request({ slotId: `${DEMO_IDS.ownerUid}_x` }),
          slot(),
          paths.bookingSlot(`${DEMO_IDS.ownerUid}_x`),
        ),
      ).rejects.toMatchObject({ code: 'permission-denied' });
    });

    it('lets the requester accept a proposed time with the link’s token, and nobody else', async () => {
      await adapter.system.set(
        paths.bookingRequest('req-1'),
        request({ status: 'autre horaire proposé', proposalToken: 'jeton-secret' }),
      );
      const accept = (token: string, extra: DocData = {}) =>
        adapter.store.set(paths.bookingAcceptance('req-1'), { token, createdAt: start, ...extra });
      await expect(accept('mauvais-jeton')).rejects.toMatchObject({ code: 'permission-denied' });
      await expect(accept('jeton-secret', { status: 'confirmé' })).rejects.toMatchObject({
        code: 'permission-denied',
      });
      await expect(accept('jeton-secret')).resolves.toBeUndefined();
      await adapter.system.delete(paths.bookingAcceptance('req-1'));
      // No longer proposed (answered, or replaced): the token opens nothing.
      await adapter.system.set(
        paths.bookingRequest('req-1'),
        request({ status: 'confirmé', proposalToken: 'jeton-secret' }),
      );
      await expect(accept('jeton-secret')).rejects.toMatchObject({ code: 'permission-denied' });
    });

    it('refuses booking an unpublished professional, and shows only published profiles', async () => {
      await adapter.system.set(paths.publicProfile(DEMO_IDS.ownerUid), { firmId: A, published: false });
      await expect(book('req-1', request(), slot())).rejects.toMatchObject({ code: 'permission-denied' });
      await expect(adapter.store.get(paths.publicProfile(DEMO_IDS.ownerUid))).rejects.toMatchObject({
        code: 'permission-denied',
      });
      await expect(adapter.store.query({ collection: paths.publicProfiles() })).rejects.toMatchObject({
        code: 'permission-denied',
      });
      const published = await adapter.store.query({
        collection: paths.publicProfiles(),
        where: [{ field: 'published', op: '==', value: true }],
      });
      expect(published.docs.map((d) => d.id)).not.toContain(DEMO_IDS.ownerUid);
      auth = ROLES.owner;
      await expect(adapter.store.get(paths.publicProfile(DEMO_IDS.ownerUid))).resolves.toMatchObject({ exists: true });
    });

    it('takes a second pilot application from the same email only after 30 days', async () => {
      const path = `${paths.pilotApplications()}/hash-1`;
      await adapter.system.delete(path);
      await expect(adapter.store.set(path, { name: 'A', createdAtMs: Date.now() })).resolves.toBeUndefined();
      await expect(adapter.store.set(path, { name: 'B', createdAtMs: Date.now() })).rejects.toMatchObject({
        code: 'permission-denied',
      });
      await adapter.system.set(path, { name: 'A', createdAtMs: Date.now() - 31 * 86_400_000 });
      await expect(adapter.store.set(path, { name: 'C', createdAtMs: Date.now() })).resolves.toBeUndefined();
      await expect(
        adapter.store.set(`${paths.pilotApplications()}/old`, { name: 'D', createdAtMs: 0 }),
      ).rejects.toMatchObject({ code: 'permission-denied' });
    });
  });

  describe('CARPA sub-ledger', () => {
    const ledgerPath = `firms/${A}/carpaLedgers/carpa-case`;
    const movement = (overrides: DocData = {}): DocData => ({
      caseId: 'carpa-case',
      kind: 'depot',
      amountCents: 10_000,
      sequence: 1,
      balanceAfterCents: 10_000,
      authorisation: null,
      ...overrides,
    });
    const ledger = (overrides: DocData = {}): DocData => ({
      caseId: 'carpa-case',
      balanceCents: 10_000,
      receivedCents: 10_000,
      paidOutCents: 0,
      feesCents: 0,
      movementCount: 1,
      ...overrides,
    });
    const write = (id: string, move: DocData, led: DocData) =>
      adapter.store.runTransaction(async (tx) => {
        tx.set(ledgerPath, led);
        tx.set(`firms/${A}/carpaMovements/${id}`, move);
      });
    beforeEach(async () => {
      auth = ROLES.member;
      await adapter.system.delete(ledgerPath);
    });

    it('accepts a deposit written with its ledger', async () => {
      await expect(write('d1', movement(), ledger())).resolves.toBeUndefined();
    });

    it('refuses a movement whose ledger does not match (sequence or balance)', async () => {
      await expect(write('d2', movement({ sequence: 2 }), ledger())).rejects.toMatchObject({
        code: 'permission-denied',
        message: DATA_MESSAGES.carpaMovement,
      });
      await expect(write('d3', movement({ balanceAfterCents: 1 }), ledger())).rejects.toMatchObject({
        code: 'permission-denied',
      });
    });

    it('refuses a fee withdrawal without a written authorisation, accepts it with one', async () => {
      await adapter.system.set(ledgerPath, ledger());
      let attempt = 0;
      const fees = (authorisation: DocData | null) => {
        attempt += 1;
        return write(
          `f-${attempt}`,
          movement({ kind: 'honoraires', sequence: 2, balanceAfterCents: 4_000, amountCents: 6_000, authorisation }),
          ledger({ balanceCents: 4_000, feesCents: 6_000, movementCount: 2 }),
        );
      };
      await expect(fees(null)).rejects.toMatchObject({ message: DATA_MESSAGES.carpaMovement });
      await expect(fees({ date: '2026-03-01', reference: '  ', documentPath: null })).rejects.toMatchObject({
        code: 'permission-denied',
      });
      await expect(fees({ date: '', reference: 'Lettre du 1er mars', documentPath: null })).rejects.toMatchObject({
        code: 'permission-denied',
      });
      await expect(
        fees({ date: '2026-03-01', reference: 'Lettre du 1er mars', documentPath: null }),
      ).resolves.toBeUndefined();
      await adapter.system.set(ledgerPath, ledger());
      await expect(
        fees({ date: '2026-03-01', reference: '', documentPath: `firms/${A}/carpa/x/autorisation.pdf` }),
      ).resolves.toBeUndefined();
    });

    it('refuses a ledger going below zero', async () => {
      await expect(
        write(
          'p1',
          movement({ kind: 'versement', balanceAfterCents: -1 }),
          ledger({ balanceCents: -1, receivedCents: 0, paidOutCents: 1 }),
        ),
      ).rejects.toMatchObject({ code: 'permission-denied', message: DATA_MESSAGES.carpaLedger });
      // A payout above the stored balance, even written consistently, is refused.
      await adapter.system.set(ledgerPath, ledger());
      await expect(
        write(
          'p2',
          movement({ kind: 'versement', sequence: 2, amountCents: 10_001, balanceAfterCents: -1 }),
          ledger({ balanceCents: -1, paidOutCents: 10_001, movementCount: 2 }),
        ),
      ).rejects.toMatchObject({ code: 'permission-denied', message: DATA_MESSAGES.carpaLedger });
    });

    it('changes the ledger only by one movement: totals, count and balance must agree', async () => {
      await adapter.system.set(ledgerPath, ledger());
      const set = (data: DocData) => adapter.store.set(ledgerPath, data);
      // The balance raised without any total changing.
      await expect(set(ledger({ balanceCents: 99_999, movementCount: 2 }))).rejects.toMatchObject({
        message: DATA_MESSAGES.carpaLedger,
      });
      // A payout whose balance is not lowered.
      await expect(set(ledger({ paidOutCents: 5_000, movementCount: 2 }))).rejects.toMatchObject({
        code: 'permission-denied',
      });
      // Two movements in one write, or the count not moving, or a total going down.
      await expect(
        set(ledger({ receivedCents: 11_000, paidOutCents: 500, balanceCents: 10_500, movementCount: 2 })),
      ).rejects.toMatchObject({ code: 'permission-denied' });
      await expect(set(ledger({ receivedCents: 11_000, balanceCents: 11_000 }))).rejects.toMatchObject({
        code: 'permission-denied',
      });
      await expect(set(ledger({ receivedCents: 9_000, balanceCents: 9_000, movementCount: 2 }))).rejects.toMatchObject({
        code: 'permission-denied',
      });
      // The first ledger of a dossier starts from zero.
      await adapter.system.delete(ledgerPath);
      await expect(set(ledger())).resolves.toBeUndefined();
      await adapter.system.delete(ledgerPath);
      await expect(set(ledger({ movementCount: 3 }))).rejects.toMatchObject({ code: 'permission-denied' });
      // A consistent fee withdrawal step is accepted by the ledger rule.
      await adapter.system.set(ledgerPath, ledger());
      await expect(set(ledger({ feesCents: 2_500, balanceCents: 7_500, movementCount: 2 }))).resolves.toBeUndefined();
    });

    it('never updates nor deletes a movement', async () => {
      await write('d9', movement(), ledger());
      await expect(adapter.store.update(`firms/${A}/carpaMovements/d9`, { amountCents: 1 })).rejects.toMatchObject({
        code: 'permission-denied',
      });
      await expect(adapter.store.delete(`firms/${A}/carpaMovements/d9`)).rejects.toMatchObject({
        code: 'permission-denied',
      });
    });
  });

  describe('issued invoices', () => {
    const counterPath = `firms/${A}/counters/invoices-2026`;
    const invoicePath = `firms/${A}/invoices/sealed`;
    const issued = { status: 'issued', number: 'FA-2026-0007', lines: [{ designation: 'Honoraires' }], paidCents: 0 };
    beforeEach(async () => {
      auth = ROLES.member;
      await adapter.system.set(counterPath, { value: 6 });
      await adapter.system.set(invoicePath, { status: 'draft', number: null, lines: [], paidCents: 0 });
    });
    const issue = (number: string, counter: number) =>
      adapter.store.runTransaction(async (tx) => {
        tx.set(counterPath, { value: counter });
        tx.update(invoicePath, { ...issued, number });
      });

    it('issues only with the counter written in the same transaction, at the same value', async () => {
      await expect(adapter.store.update(invoicePath, issued)).rejects.toMatchObject({
        message: DATA_MESSAGES.issuedInvoice,
      });
      await expect(issue('FA-2026-0009', 8)).rejects.toMatchObject({ code: 'permission-denied' });
      await expect(issue('FA-2026-0007', 7)).resolves.toBeUndefined();
    });

    it('refuses any change of content, status or number after issue, and any delete', async () => {
      await issue('FA-2026-0007', 7);
      for (const patch of [{ lines: [] }, { totalTtcCents: 1 }, { status: 'draft' }, { number: 'FA-2026-0001' }]) {
        await expect(adapter.store.update(invoicePath, patch)).rejects.toMatchObject({
          code: 'permission-denied',
          message: DATA_MESSAGES.issuedInvoice,
        });
      }
      await expect(adapter.store.delete(invoicePath)).rejects.toMatchObject({ code: 'permission-denied' });
      await expect(
        adapter.store.update(invoicePath, { paidCents: 100, lastPaymentDate: '2026-11-02', creditedCents: 0 }),
      ).resolves.toBeUndefined();
    });

    it('lets a draft be deleted, but never a payment', async () => {
      await expect(adapter.store.delete(invoicePath)).resolves.toBeUndefined();
      await adapter.system.set(`firms/${A}/payments/pay1`, { amountCents: 100 });
      await expect(adapter.store.delete(`firms/${A}/payments/pay1`)).rejects.toMatchObject({
        code: 'permission-denied',
      });
    });

    it('numbers a demande de provision with its own counter, never the invoices’ one', async () => {
      const provisionCounter = `firms/${A}/counters/provisions-2026`;
      await adapter.system.set(provisionCounter, { value: 2 });
      const issueProvision = (counterPath: string, value: number) =>
        adapter.store.runTransaction(async (tx) => {
          tx.set(counterPath, { value });
          tx.update(invoicePath, { ...issued, kind: 'provision', number: `DP-2026-${String(value).padStart(4, '0')}` });
        });
      await expect(issueProvision(counterPath, 7)).rejects.toMatchObject({ code: 'permission-denied' });
      await expect(issueProvision(provisionCounter, 3)).resolves.toBeUndefined();
    });

    it('lets `deductedBy` change on an issued demande de provision only', async () => {
      await issue('FA-2026-0007', 7);
      await expect(adapter.store.update(invoicePath, { deductedBy: 'final-1' })).rejects.toMatchObject({
        code: 'permission-denied',
      });
      await adapter.system.set(invoicePath, { ...issued, kind: 'provision', number: 'DP-2026-0001', deductedBy: null });
      await expect(adapter.store.update(invoicePath, { deductedBy: 'final-1' })).resolves.toBeUndefined();
      await expect(adapter.store.update(invoicePath, { deductedBy: null, totalTtcCents: 1 })).rejects.toMatchObject({
        code: 'permission-denied',
      });
    });
  });

  describe('payments: append-only, a mistake reversed once with its reason', () => {
    const payment = (id: string) => `firms/${A}/payments/${id}`;
    const original = {
      invoiceId: 'inv-9',
      amountCents: 12_000,
      tvaCents: 1_500,
      deboursCents: 3_000,
      method: 'cheque',
    };
    const reversal = (overrides: DocData = {}): DocData => ({
      invoiceId: 'inv-9',
      amountCents: -12_000,
      tvaCents: -1_500,
      deboursCents: -3_000,
      method: 'cheque',
      reversalOf: 'pay-9',
      reason: 'Chèque rejeté',
      ...overrides,
    });
    beforeEach(async () => {
      auth = ROLES.member;
      await adapter.system.delete(payment('pay-9-annulation'));
      await adapter.system.set(payment('pay-9'), original);
    });

    it('refuses a negative amount that reverses nothing, and a positive one that claims to', async () => {
      await expect(
        adapter.store.set(payment('neg'), { invoiceId: 'inv-9', amountCents: -500, tvaCents: 0, deboursCents: 0 }),
      ).rejects.toMatchObject({
        code: 'permission-denied',
        message: DATA_MESSAGES.paymentReversal,
      });
      await expect(adapter.store.set(payment('pos'), { ...original, reversalOf: 'pay-9' })).rejects.toMatchObject({
        code: 'permission-denied',
      });
      await expect(adapter.store.set(payment('ok'), original)).resolves.toBeUndefined();
    });

    it('refuses a receipt without its VAT and débours shares as integers', async () => {
      const { tvaCents: _tva, ...withoutTva } = original;
      const { deboursCents: _debours, ...withoutDebours } = original;
      for (const wrong of [
        withoutTva,
        withoutDebours,
        { ...original, tvaCents: null },
        { ...original, tvaCents: '1500' },
        { ...original, deboursCents: 2.5 },
        // Firestore stores -0 as a double: refused by its rules, and here alike.
        { ...original, deboursCents: -0 },
      ])
        await expect(adapter.store.set(payment('shares'), wrong)).rejects.toMatchObject({
          code: 'permission-denied',
          message: DATA_MESSAGES.paymentReversal,
        });
      // After an avoir of débours only, 20 € may carry back more débours than itself (allocateReceipt);
      // and a refund of an avoir: a positive amount whose shares are negative.
      await expect(
        adapter.store.set(payment('shares'), {
          ...original,
          amountCents: 2_000,
          tvaCents: 824,
          deboursCents: -2_941,
        }),
      ).resolves.toBeUndefined();
      await expect(
        adapter.store.set(payment('refund'), { ...original, amountCents: 2_400, tvaCents: -400, deboursCents: -500 }),
      ).resolves.toBeUndefined();
    });

    it('takes the counter-entry of a payment once, with its reason, the opposite amount and shares and the same invoice', async () => {
      for (const wrong of [
        reversal({ reason: '   ' }),
        reversal({ amountCents: -11_000 }),
        reversal({ invoiceId: 'inv-other' }),
        reversal({ reversalOf: 'missing' }),
        // Not the opposite of what the payment carried.
        reversal({ tvaCents: 1_500, deboursCents: 3_000 }),
        reversal({ tvaCents: -1_400 }),
        reversal({ deboursCents: 0 }),
      ])
        await expect(adapter.store.set(payment('pay-9-annulation'), wrong)).rejects.toMatchObject({
          code: 'permission-denied',
        });
      // Its id names the payment it reverses: another id is refused, and a second reversal is an update.
      await expect(adapter.store.set(payment('other-id'), reversal())).rejects.toMatchObject({
        code: 'permission-denied',
      });
      await expect(adapter.store.set(payment('pay-9-annulation'), reversal())).resolves.toBeUndefined();
      await expect(adapter.store.set(payment('pay-9-annulation'), reversal())).rejects.toMatchObject({
        code: 'permission-denied',
      });
      // A counter-entry is not reversed in turn.
      await expect(
        adapter.store.set(
          payment('pay-9-annulation-annulation'),
          reversal({ amountCents: 12_000, tvaCents: 1_500, deboursCents: 3_000, reversalOf: 'pay-9-annulation' }),
        ),
      ).rejects.toMatchObject({ code: 'permission-denied' });
    });

    it('takes back a zero share as 0, never -0 (a double for Firestore)', async () => {
      await adapter.system.set(payment('pay-9'), { ...original, deboursCents: 0 });
      await expect(
        adapter.store.set(payment('pay-9-annulation'), reversal({ deboursCents: -0 })),
      ).rejects.toMatchObject({ code: 'permission-denied' });
      await expect(
        adapter.store.set(payment('pay-9-annulation'), reversal({ deboursCents: 0 })),
      ).resolves.toBeUndefined();
    });

    it('refuses the counter-entry of a payment stored without its shares', async () => {
      await adapter.system.set(payment('pay-9'), { invoiceId: 'inv-9', amountCents: 12_000, method: 'cheque' });
      await expect(adapter.store.set(payment('pay-9-annulation'), reversal())).rejects.toMatchObject({
        code: 'permission-denied',
      });
    });
  });

  it('cancels a subscription the policy refuses, with the French error', async () => {
    auth = ROLES.otherOwner;
    const error = await new Promise<{ code: string; message: string }>((resolve) => {
      adapter.store.subscribeQuery({ collection: paths.clients(A) }, () => undefined, resolve);
    });
    expect(error).toMatchObject({ code: 'permission-denied', message: DATA_MESSAGES.otherFirm });
  });
});
