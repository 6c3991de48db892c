import { type CalendarEvent, getDataStore, paths } from 'shared-data';
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
