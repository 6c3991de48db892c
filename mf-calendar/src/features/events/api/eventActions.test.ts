import { type Availability, type CalendarEvent, getDataStore, paths } from 'shared-data';
import { freshDemoData, seedEvent, signInAs } from 'shared-data/testing';
import { emptyEventValues } from '../model/eventForm.ts';
import { createEvent, deleteEvent, moveEvent, updateEvent } from './eventActions.ts';

const firmId = 'demo-owner';
const uid = 'demo-owner';

beforeEach(async () => {
  await freshDemoData();
  signInAs('demo-owner');
});

const read = async (id: string) => (await getDataStore().get<CalendarEvent>(paths.event(firmId, id))).data;

describe('agenda event writes', () => {
  it('creates an audience with its Paris times as instants (winter: UTC+1)', async () => {
    const values = {
      ...emptyEventValues({ kind: 'audience', date: '2026-12-02', uid }),
      title: 'Plaidoiries',
      jurisdiction: 'TJ Lyon',
      rgNumber: '26/01234',
    };
    const id = await createEvent({ firmId, uid, values });
    expect(await read(id)).toMatchObject({
      kind: 'audience',
      start: '2026-12-02T08:00:00.000Z',
      end: '2026-12-02T09:00:00.000Z',
      jurisdiction: 'TJ Lyon',
      rgNumber: '26/01234',
    });
  });

  it('moves (drag and drop) and refuses an end before the start', async () => {
    const { id } = await seedEvent();
    await moveEvent({ firmId, uid, id, start: '2026-12-04T13:00:00.000Z', end: '2026-12-04T15:00:00.000Z' });
    expect(await read(id)).toMatchObject({ start: '2026-12-04T13:00:00.000Z', end: '2026-12-04T15:00:00.000Z' });
    await expect(
      moveEvent({ firmId, uid, id, start: '2026-12-04T15:00:00.000Z', end: '2026-12-04T13:00:00.000Z' }),
    ).rejects.toMatchObject({ code: 'invalid-argument', message: 'La fin doit être après le début.' });
    expect((await read(id))?.start).toBe('2026-12-04T13:00:00.000Z');
  });

  it('clears the audience fields when an audience becomes a rendez-vous, and deletes', async () => {
    const { id } = await seedEvent({ rgNumber: '26/1' });
    await updateEvent({
      firmId,
      uid,
      id,
      values: { ...emptyEventValues({ kind: 'rendez-vous', date: '2026-12-02', uid }), title: 'RDV' },
      seenUpdatedAt: (await read(id))?.updatedAt,
    });
    expect(await read(id)).toMatchObject({ kind: 'rendez-vous', title: 'RDV', jurisdiction: '', rgNumber: '' });
    await deleteEvent({ firmId, uid, id });
    expect(await read(id)).toBeNull();
  });

  it('another cabinet cannot read or write this cabinet’s events (access policy)', async () => {
    const { id } = await seedEvent();
    signInAs('demo-other-owner');
    await expect(read(id)).rejects.toThrow();
    await expect(
      moveEvent({
        firmId,
        uid: 'demo-other-owner',
        id,
        start: '2026-12-04T13:00:00.000Z',
        end: '2026-12-04T14:00:00.000Z',
      }),
    ).rejects.toThrow();
  });
});

describe('free/busy projection on the local backend (no server: the writer keeps their own)', () => {
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const busyOf = async () => (await getDataStore().get<Availability>(paths.availability(uid))).data?.busy ?? [];

  beforeEach(async () => {
    await getDataStore().set(paths.availability(uid), {
      uid,
      firmId,
      timezone: 'Europe/Paris',
      weekly: [{ day: 1, start: '09:00', end: '12:00' }],
      slotMinutes: 30,
      bufferMinutes: 0,
      exceptions: [],
      horizonDays: 30,
      updatedAt: new Date().toISOString(),
    } satisfies Availability);
  });

  it('follows the writer’s event: times only, no detail; a colleague’s event and the horizon’s far side stay out', async () => {
    const values = { ...emptyEventValues({ date: inDays(3), uid }), title: 'Succession Martin' };
    const id = await createEvent({ firmId, uid, values });
    const event = await read(id);
    const interval = { start: event!.start, end: event!.end };
    const busy = await busyOf();
    expect(busy).toContainEqual(interval);
    expect(busy.every((entry) => Object.keys(entry).sort().join() === 'end,start')).toBe(true);
    expect([...busy].sort((a, b) => a.start.localeCompare(b.start))).toEqual(busy);
    // Beyond the booking horizon (30 days and the margin): nothing the public page would offer.
    const farId = await createEvent({ firmId, uid, values: { ...values, startDate: inDays(45), endDate: inDays(45) } });
    const far = await read(farId);
    expect(await busyOf()).not.toContainEqual({ start: far!.start, end: far!.end });
    // The writer no longer attends: the meeting leaves their projection.
    await updateEvent({
      firmId,
      uid,
      id,
      values: { ...values, attendeeUids: ['demo-collab'] },
      seenUpdatedAt: (await read(id))?.updatedAt,
    });
    expect(await busyOf()).not.toContainEqual(interval);
  });

  it('a cancelled meeting frees the time; a deleted one too', async () => {
    const values = {
      ...emptyEventValues({ date: inDays(5), uid }),
      title: 'RDV',
      startTime: '07:10',
      endTime: '07:20',
    };
    const id = await createEvent({ firmId, uid, values });
    const event = await read(id);
    const interval = { start: event!.start, end: event!.end };
    expect(await busyOf()).toContainEqual(interval);
    await updateEvent({
      firmId,
      uid,
      id,
      values: { ...values, status: 'annulé' },
      seenUpdatedAt: (await read(id))?.updatedAt,
    });
    expect(await busyOf()).not.toContainEqual(interval);
    await updateEvent({ firmId, uid, id, values, seenUpdatedAt: (await read(id))?.updatedAt });
    expect(await busyOf()).toContainEqual(interval);
    await deleteEvent({ firmId, uid, id });
    expect(await busyOf()).not.toContainEqual(interval);
  });
});
