/**
 * @jest-environment node
 *
 * The free/busy projection the server keeps (handlers/busy) against the Firestore emulator, as in
 * production (admin SDK): each attendee's before and after a change, times only, the booking
 * horizon, a forged availability, the daily run — and the local runner (`startLocalFunctions`, what
 * `npm start` runs) wiring it as the production triggers do, waited on through the documents.
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { type Availability, type CalendarEvent, paths } from 'shared-data/server';
import { clearProject } from 'shared-data/testing/emulator';
import { startLocalFunctions } from '../local.ts';
import { untilDocument } from '../testing/untilDocument.ts';
import { onEventWritten, refreshBusy, runBusyRefresh } from './busy.ts';

jest.setTimeout(60_000);

const PROJECT = 'test-functions-busy';
const FIRM = 'firm-durand';
const CLAIRE = 'pro-claire';
const JULIEN = 'pro-julien';
const NOW = new Date('2026-11-26T09:00:00.000Z');

const app = initializeApp({ projectId: PROJECT }, 'functions-busy-test');
const db = getFirestore(app);
const deps = { db, now: () => NOW };

const availability = (uid: string, firmId = FIRM): Availability => ({
  uid,
  firmId,
  timezone: 'Europe/Paris',
  weekly: [{ day: 1, start: '09:00', end: '12:00' }],
  slotMinutes: 30,
  bufferMinutes: 0,
  exceptions: [],
  horizonDays: 30,
  updatedAt: NOW.toISOString(),
});

const event = (overrides: Partial<CalendarEvent> = {}): CalendarEvent => ({
  kind: 'audience',
  title: 'Plaidoiries – Succession Martin',
  start: '2026-12-03T13:00:00.000Z',
  end: '2026-12-03T15:00:00.000Z',
  caseId: 'case-1',
  attendeeUids: [CLAIRE],
  location: 'Tribunal judiciaire de Lyon',
  status: 'confirmé',
  createdAt: NOW.toISOString(),
  ...overrides,
});

const busyOf = async (uid: string) =>
  ((await db.doc(paths.availability(uid)).get()).data() as Availability | undefined)?.busy;

/** Writes the event, then calls the handler as the trigger would, with the document before and after. */
async function write(id: string, after: CalendarEvent | undefined) {
  const ref = db.doc(paths.event(FIRM, id));
  const before = (await ref.get()).data() as CalendarEvent | undefined;
  if (after) await ref.set(after);
  else await ref.delete();
  return onEventWritten(deps, before, after);
}

beforeEach(async () => {
  await clearProject(PROJECT);
  for (const uid of [CLAIRE, JULIEN]) {
    await db.doc(paths.member(FIRM, uid)).set({ uid, email: `${uid}@cabinet-durand.fr`, role: 'member' });
    await db.doc(paths.availability(uid)).set(availability(uid));
  }
});

afterAll(() => deleteApp(app));

describe('projection libre/occupé tenue par le serveur', () => {
  it('un événement écrit par quiconque : les horaires seuls dans la projection de chaque participant', async () => {
    expect(await write('e1', event({ attendeeUids: [CLAIRE, JULIEN] }))).toEqual({
      [CLAIRE]: 'mis à jour',
      [JULIEN]: 'mis à jour',
    });
    const interval = { start: '2026-12-03T13:00:00.000Z', end: '2026-12-03T15:00:00.000Z' };
    expect(await busyOf(CLAIRE)).toEqual([interval]);
    expect(await busyOf(JULIEN)).toEqual([interval]);
    // Nothing of the event but its times reaches the public document.
    expect(JSON.stringify((await db.doc(paths.availability(CLAIRE)).get()).data())).not.toMatch(
      /Martin|Tribunal|case-1/,
    );
  });

  it('un participant retiré, un événement déplacé, annulé, supprimé : avant et après comptent', async () => {
    await write('e1', event({ attendeeUids: [CLAIRE, JULIEN] }));
    await write('e1', event({ attendeeUids: [JULIEN] }));
    expect(await busyOf(CLAIRE)).toEqual([]);
    expect(await busyOf(JULIEN)).toHaveLength(1);
    await write(
      'e1',
      event({ attendeeUids: [JULIEN], start: '2026-12-04T08:00:00.000Z', end: '2026-12-04T09:00:00.000Z' }),
    );
    expect(await busyOf(JULIEN)).toEqual([{ start: '2026-12-04T08:00:00.000Z', end: '2026-12-04T09:00:00.000Z' }]);
    await write('e1', event({ attendeeUids: [JULIEN], status: 'annulé' }));
    expect(await busyOf(JULIEN)).toEqual([]);
    await write('e2', event());
    expect(await busyOf(CLAIRE)).toHaveLength(1);
    await write('e2', undefined);
    expect(await busyOf(CLAIRE)).toEqual([]);
  });

  it('un titre ou un lieu changé ne touche pas la projection ; une projection déjà juste n’est pas réécrite', async () => {
    await write('e1', event());
    expect(await write('e1', event({ title: 'Renvoi', location: 'Salle 3' }))).toEqual({});
    const stamp = (await db.doc(paths.availability(CLAIRE)).get()).updateTime;
    expect(await refreshBusy(deps, CLAIRE)).toBe('inchangé');
    expect((await db.doc(paths.availability(CLAIRE)).get()).updateTime?.isEqual(stamp!)).toBe(true);
  });

  it('au-delà de l’horizon de réservation (30 jours et la marge) : rien ; la tâche quotidienne l’ajoute quand il y entre', async () => {
    const far = event({ start: '2027-01-05T09:00:00.000Z', end: '2027-01-05T10:00:00.000Z' });
    expect(await write('far', far)).toEqual({ [CLAIRE]: 'inchangé' });
    expect(await busyOf(CLAIRE)).toBeUndefined();
    const later = { db, now: () => new Date('2026-12-10T09:00:00.000Z') };
    expect(await runBusyRefresh(later)).toMatchObject({ [CLAIRE]: 'mis à jour', [JULIEN]: 'inchangé' });
    expect(await busyOf(CLAIRE)).toEqual([{ start: far.start, end: far.end }]);
  });

  it('une disponibilité qui nomme un autre cabinet que celui du professionnel : rien n’y est projeté', async () => {
    await write('e1', event());
    await db.doc(paths.availability('intrus')).set(availability('intrus'));
    await db.doc(paths.event(FIRM, 'e3')).set(event({ attendeeUids: ['intrus'] }));
    expect(await refreshBusy(deps, 'intrus')).toBe('sans disponibilités');
    expect(await busyOf('intrus')).toBeUndefined();
    expect(await refreshBusy(deps, 'sans-disponibilites')).toBe('sans disponibilités');
  });
});

describe('en local (npm start) : câblé comme les déclencheurs de production', () => {
  it('le rendez-vous qu’un collègue ajoute, et une première disponibilité, sont projetés sans que personne n’ouvre l’agenda', async () => {
    const errors: unknown[] = [];
    const functions = startLocalFunctions({
      projectId: PROJECT,
      smtpUrl: 'smtp://127.0.0.1:1',
      appUrl: 'http://localhost:3000',
      onError: (error) => errors.push(error),
    });
    try {
      await functions.ready;
      const soon = new Date(Date.now() + 3 * 86_400_000);
      const start = new Date(Date.UTC(soon.getUTCFullYear(), soon.getUTCMonth(), soon.getUTCDate(), 9)).toISOString();
      const end = new Date(Date.parse(start) + 3_600_000).toISOString();
      await db.doc(paths.event(FIRM, 'by-julien')).set(event({ start, end, attendeeUids: [CLAIRE, JULIEN] }));
      await untilDocument(
        db,
        paths.availability(CLAIRE),
        (data) => JSON.stringify(data.busy) === JSON.stringify([{ start, end }]),
        { errors },
      );
      // Thirty meetings imported at once: the refreshes that follow end on all thirty-one.
      const batch = db.batch();
      for (let k = 1; k <= 30; k += 1) {
        const at = new Date(Date.parse(start) + k * 3_600_000 * 2).toISOString();
        const until = new Date(Date.parse(at) + 1_800_000).toISOString();
        batch.set(db.doc(paths.event(FIRM, `import-${k}`)), event({ start: at, end: until }));
      }
      await batch.commit();
      await untilDocument(
        db,
        paths.availability(CLAIRE),
        (data) => Array.isArray(data.busy) && data.busy.length === 31,
        { errors },
      );
      // A professional who opens their availability after the meeting was set: filled at once.
      await db.doc(paths.member(FIRM, 'pro-sophie')).set({ uid: 'pro-sophie', role: 'member' });
      await db.doc(paths.event(FIRM, 'with-sophie')).set(event({ start, end, attendeeUids: ['pro-sophie'] }));
      await db.doc(paths.availability('pro-sophie')).set(availability('pro-sophie'));
      await untilDocument(
        db,
        paths.availability('pro-sophie'),
        (data) => Array.isArray(data.busy) && data.busy.length === 1,
        { errors },
      );
      expect(errors).toEqual([]);
    } finally {
      await functions.stop();
    }
  });
});
