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
    expect: { owner: 'NNNNY', member: 'YNNNN', otherOwner: 'NNNNN', visitor: 'NNNNN' },
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
  { collection: 'auditLog', path: `firms/${A}/auditLog/e1`, seed: { action: 'x' }, expect: member('YYYNN') },
  {
    collection: 'settings',
    path: paths.settings(A, 'billing'),
    seed: { iban: 'x' },
    expect: { owner: 'YYYYY', member: 'YYNNN', otherOwner: 'NNNNN', visitor: 'NNNNN' },
  },
  { collection: 'settings', path: paths.settings(A, 'notifications'), seed: { email: true }, expect: member('YYYYY') },
  {
    collection: 'publicProfiles',
    path: paths.publicProfile(DEMO_IDS.ownerUid),
    seed: { fullName: 'x' },
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
    expect: { owner: 'YYYYY', member: 'YYYYY', otherOwner: 'NNYNN', visitor: 'NNYNN' },
  },
  {
    collection: 'bookingSlots',
    path: paths.bookingSlot('s1'),
    seed: firmDoc,
    expect: { owner: 'YYYNY', member: 'YYYNY', otherOwner: 'YYYNN', visitor: 'YYYNN' },
  },
  {
    collection: 'pilotApplications',
    path: `${paths.pilotApplications()}/p1`,
    seed: { name: 'x' },
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
    if (op === 'update') await adapter.store.update(row.path, row.patch ?? { changed: (n += 1) });
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

  it('cancels a subscription the policy refuses, with the French error', async () => {
    auth = ROLES.otherOwner;
    const error = await new Promise<{ code: string; message: string }>((resolve) => {
      adapter.store.subscribeQuery({ collection: paths.clients(A) }, () => undefined, resolve);
    });
    expect(error).toMatchObject({ code: 'permission-denied', message: DATA_MESSAGES.otherFirm });
  });
});
