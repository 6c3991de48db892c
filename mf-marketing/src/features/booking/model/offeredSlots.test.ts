import type { Availability } from 'shared-data';
import { isFreeSlot } from 'shared-data/slots';
import { FILLING_TIME_MINUTES, offeredSlots } from './offeredSlots.ts';

// Wednesday 25 November 2026, Paris: 9:00–12:30 and 14:00–18:30, 30-minute slots, 15 minutes between.
const availability = {
  uid: 'pro',
  firmId: 'pro',
  timezone: 'Europe/Paris',
  weekly: [
    { day: 3, start: '09:00', end: '12:30' },
    { day: 3, start: '14:00', end: '18:30' },
  ],
  slotMinutes: 30,
  bufferMinutes: 15,
  exceptions: [],
  minNoticeMinutes: 120,
  updatedAt: '2026-01-01T00:00:00.000Z',
} as unknown as Availability;

const offered = (now: string) =>
  offeredSlots({ availability, taken: [], type: 'cabinet', now: new Date(now).getTime() }).map((slot) => slot.start);

describe('créneaux proposés à la réservation', () => {
  it('un créneau au bord du délai de prévenance n’est pas proposé : il serait refusé à l’envoi', () => {
    // 12:00 in Paris: 14:00 is exactly two hours away. The transaction, a few seconds later, refuses it.
    const now = '2026-11-25T11:00:00.000Z';
    expect(isFreeSlot({ availability, start: '2026-11-25T13:00:00.000Z', now: '2026-11-25T11:00:20.000Z' })).toBeNull();
    expect(offered(now)).not.toContain('2026-11-25T13:00:00.000Z');
    expect(offered(now)[0]).toBe('2026-11-25T13:45:00.000Z');
  });

  it(`chaque créneau proposé reste acceptable pendant ${FILLING_TIME_MINUTES} minutes de saisie`, () => {
    for (const minute of [0, 7, 31, 44]) {
      const now = new Date(Date.UTC(2026, 10, 25, 8, minute));
      for (const start of offered(now.toISOString())) {
        const sent = new Date(now.getTime() + (FILLING_TIME_MINUTES * 60 - 1) * 1000);
        expect(isFreeSlot({ availability, start, now: sent })).not.toBeNull();
      }
    }
  });
});
