/**
 * @jest-environment node
 *
 * The agenda's and the dashboard's queries on the production path: the Firestore emulator, the
 * app's Firestore adapter and the generated rules, as a member of the cabinet. The period query
 * (two range filters) answers the overlapping events only; the dashboard's counts come from
 * aggregations the rules judge like the lists they count. (The emulator never asks for an index:
 * the check of firestore.indexes.json runs here as in the IndexedDB tests.)
 */
import { paths } from 'shared-data';
import { installIndexCheck, installReadCounter } from 'shared-data/testing';
import { clearProject, firestoreAs, loadRules, seedAsAdmin } from 'shared-data/testing/emulator';
import { deadlinesBetween, eventsOverlapping, rangeOfDays } from './agendaRange.ts';

const PROJECT = 'test-agenda-range';
const FIRM = 'firm-agenda';
const MEMBER = { uid: 'member-agenda', email: 'membre@cabinet-agenda.fr' };
const STRANGER = { uid: 'owner-elsewhere', email: 'titulaire@autre-cabinet.fr' };

const event = (title: string, start: string, end: string, attendee = MEMBER.uid) => ({
  kind: 'audience',
  title,
  start,
  end,
  caseId: null,
  attendeeUids: [attendee],
  location: '',
  status: 'confirmé',
  createdAt: '2026-01-01T00:00:00.000Z',
});

beforeAll(async () => {
  // The Firestore adapter reports its queries too: each must be served by firestore.indexes.json.
  installIndexCheck();
  await clearProject(PROJECT);
  await loadRules(PROJECT);
  await seedAsAdmin(PROJECT, [
    [paths.firm(FIRM), { name: 'Cabinet Agenda', ownerUid: 'owner-agenda' }],
    [paths.membership(MEMBER.uid), { firmId: FIRM, role: 'member' }],
    [paths.firm('firm-elsewhere'), { name: 'Autre cabinet', ownerUid: STRANGER.uid }],
    [paths.membership(STRANGER.uid), { firmId: 'firm-elsewhere', role: 'owner' }],
    // Ten years of December hearings, then the week of 14 December 2026 and around it.
    ...Array.from({ length: 10 }, (_, i): [string, object] => [
      paths.event(FIRM, `old-${i}`),
      event(`Audience ${2016 + i}`, `${2016 + i}-12-15T09:00:00.000Z`, `${2016 + i}-12-15T10:00:00.000Z`),
    ]),
    [paths.event(FIRM, 'in-week'), event('Plaidoiries', '2026-12-16T09:00:00.000Z', '2026-12-16T10:00:00.000Z')],
    [paths.event(FIRM, 'spanning'), event('Formation', '2026-12-01T08:00:00.000Z', '2026-12-15T17:00:00.000Z')],
    [paths.event(FIRM, 'before'), event('Avant', '2026-12-13T09:00:00.000Z', '2026-12-13T10:00:00.000Z')],
    [paths.event(FIRM, 'after'), event('Après', '2026-12-21T09:00:00.000Z', '2026-12-21T10:00:00.000Z')],
    [paths.event(FIRM, 'colleague'), event('Collègue', '2026-12-16T09:00:00.000Z', '2026-12-16T10:00:00.000Z', 'x')],
    [paths.deadline(FIRM, 'due-in-week'), { title: 'Délai', caseId: null, dueDate: '2026-12-18', done: false }],
    [paths.deadline(FIRM, 'due-later'), { title: 'Délai', caseId: null, dueDate: '2027-01-18', done: false }],
    ...Array.from({ length: 3 }, (_, i): [string, object] => [
      paths.bookingRequest(`request-${i}`),
      {
        firmId: FIRM,
        proUid: MEMBER.uid,
        start: `2026-12-1${i}T10:00:00.000Z`,
        status: i === 0 ? 'confirmé' : 'à confirmer',
      },
    ]),
  ]);
});

const week = rangeOfDays('2026-12-14', '2026-12-21');

it('the period query answers the events overlapping the week, and reads nothing else', async () => {
  const { store, close } = firestoreAs(PROJECT, MEMBER);
  try {
    const reads = installReadCounter();
    reads.reset();
    const found = await store.query(eventsOverlapping(FIRM, week));
    expect(found.docs.map((doc) => doc.id).sort()).toEqual(['colleague', 'in-week', 'spanning']);
    expect(reads.total).toBe(3);
    expect((await store.query(deadlinesBetween(FIRM, week))).docs.map((doc) => doc.id)).toEqual(['due-in-week']);
    // One member's week (the agenda's default): the colleague's hearing is not even read.
    reads.reset();
    const own = await store.query(eventsOverlapping(FIRM, week, MEMBER.uid));
    expect(own.docs.map((doc) => doc.id).sort()).toEqual(['in-week', 'spanning']);
    expect(reads.total).toBe(2);
  } finally {
    await close();
  }
});

it('counts the requests to confirm of the cabinet, and refuses to count another cabinet’s', async () => {
  const member = firestoreAs(PROJECT, MEMBER);
  const stranger = firestoreAs(PROJECT, STRANGER);
  try {
    const where = [
      { field: 'firmId', op: '==' as const, value: FIRM },
      { field: 'status', op: '==' as const, value: 'à confirmer' },
    ];
    expect(await member.store.aggregate({ collection: paths.bookingRequests(), where, count: true })).toEqual({
      count: 2,
    });
    await expect(
      stranger.store.aggregate({ collection: paths.bookingRequests(), where, count: true }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(stranger.store.aggregate({ collection: paths.events(FIRM), count: true })).rejects.toMatchObject({
      code: 'permission-denied',
    });
  } finally {
    await member.close();
    await stranger.close();
  }
});
