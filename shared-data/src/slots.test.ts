import {
  busyPeriod,
  busyProjection,
  computeFreeSlots,
  isFreeSlot,
  localParts,
  nextFreeSlot,
  sameBusy,
  type SlotRules,
  slotIdOf,
  zonedTimeToUtc,
} from './slots.ts';

// Monday 2 November 2026, 07:00 in Paris (06:00 UTC, winter time).
const NOW = '2026-11-02T06:00:00.000Z';

const rules = (overrides: Partial<SlotRules> = {}): SlotRules => ({
  timezone: 'Europe/Paris',
  weekly: [{ day: 1, start: '09:00', end: '11:00' }],
  slotMinutes: 30,
  bufferMinutes: 0,
  exceptions: [],
  minNoticeMinutes: 0,
  ...overrides,
});

const times = (slots: { date: string; time: string }[]) => slots.map((s) => `${s.date} ${s.time}`);

describe('calendar helpers', () => {
  it('converts Paris wall-clock time on both sides of the DST changes', () => {
    const utc = (date: string, minutes: number) =>
      new Date(zonedTimeToUtc({ date, minutes, timeZone: 'Europe/Paris' })).toISOString();
    expect(utc('2026-03-27', 9 * 60)).toBe('2026-03-27T08:00:00.000Z');
    expect(utc('2026-03-30', 9 * 60)).toBe('2026-03-30T07:00:00.000Z');
    expect(utc('2026-10-23', 9 * 60)).toBe('2026-10-23T07:00:00.000Z');
    expect(utc('2026-10-26', 9 * 60)).toBe('2026-10-26T08:00:00.000Z');
    // The spring night's 02:30 does not exist: forward by the gap; the autumn night's happens twice: the first.
    expect(utc('2026-03-29', 2 * 60 + 30)).toBe('2026-03-29T01:30:00.000Z');
    expect(utc('2026-10-25', 2 * 60 + 30)).toBe('2026-10-25T00:30:00.000Z');
    expect(localParts({ instant: '2026-10-26T08:00:00.000Z', timeZone: 'Europe/Paris' })).toEqual({
      date: '2026-10-26',
      time: '09:00',
    });
  });

  it('builds the slot id from the canonical ISO start', () => {
    expect(slotIdOf({ proUid: 'p1', start: '2026-11-02T08:00:00Z' })).toBe('p1_2026-11-02T08:00:00.000Z');
  });
});

describe('computeFreeSlots', () => {
  it('cuts weekly ranges into slots of the slot length', () => {
    const slots = computeFreeSlots({ availability: rules(), from: '2026-11-02', days: 7, now: NOW });
    expect(times(slots)).toEqual(['2026-11-02 09:00', '2026-11-02 09:30', '2026-11-02 10:00', '2026-11-02 10:30']);
    expect(slots[0]).toMatchObject({ start: '2026-11-02T08:00:00.000Z', end: '2026-11-02T08:30:00.000Z' });
  });

  it('keeps 09:00 local across the spring and autumn changes', () => {
    const weekly = [{ day: 5, start: '09:00', end: '09:30' }];
    const spring = computeFreeSlots({
      availability: rules({ weekly }),
      from: '2026-03-27',
      days: 7,
      now: '2026-03-01T00:00:00Z',
    });
    const autumn = computeFreeSlots({
      availability: rules({ weekly }),
      from: '2026-10-23',
      days: 7,
      now: '2026-10-01T00:00:00Z',
    });
    expect(spring.map((s) => s.start)).toEqual(['2026-03-27T08:00:00.000Z']);
    expect(autumn.map((s) => s.start)).toEqual(['2026-10-23T07:00:00.000Z']);
    const nextWeeks = computeFreeSlots({
      availability: rules({ weekly }),
      from: '2026-03-27',
      days: 14,
      now: '2026-03-01T00:00:00Z',
    });
    expect(nextWeeks.map((s) => s.time)).toEqual(['09:00', '09:00']);
    expect(nextWeeks[1]!.start).toBe('2026-04-03T07:00:00.000Z');
  });

  it('counts real time on the night the clocks go forward', () => {
    // Sunday 29 March 2026: 02:00 → 03:00. 01:00–04:00 local lasts two real hours.
    const slots = computeFreeSlots({
      availability: rules({ weekly: [{ day: 7, start: '01:00', end: '04:00' }], slotMinutes: 60 }),
      from: '2026-03-29',
      days: 1,
      now: '2026-03-01T00:00:00Z',
    });
    expect(slots.map((s) => `${s.start} ${s.time}`)).toEqual([
      '2026-03-29T00:00:00.000Z 01:00',
      '2026-03-29T01:00:00.000Z 03:00',
    ]);
  });

  it('leaves the buffer between two slots', () => {
    const slots = computeFreeSlots({
      availability: rules({ slotMinutes: 45, bufferMinutes: 15 }),
      from: '2026-11-02',
      days: 1,
      now: NOW,
    });
    expect(slots.map((s) => s.time)).toEqual(['09:00', '10:00']);
  });

  it('closes a day and adds an extra opening through exceptions', () => {
    const availability = rules({
      exceptions: [
        { date: '2026-11-02', closed: true },
        { date: '2026-11-04', closed: false, start: '14:00', end: '15:00' },
      ],
    });
    const slots = computeFreeSlots({ availability, from: '2026-11-02', days: 7, now: NOW });
    expect(times(slots)).toEqual(['2026-11-04 14:00', '2026-11-04 14:30']);
  });

  it('replaces the hours of a day when it is closed and reopened', () => {
    const availability = rules({
      exceptions: [
        { date: '2026-11-02', closed: true },
        { date: '2026-11-02', closed: false, start: '16:00', end: '16:30' },
      ],
    });
    expect(times(computeFreeSlots({ availability, from: '2026-11-02', days: 1, now: NOW }))).toEqual([
      '2026-11-02 16:00',
    ]);
  });

  it('refuses slots inside the minimum notice and beyond the horizon', () => {
    const notice = computeFreeSlots({
      availability: rules({ minNoticeMinutes: 150 }),
      from: '2026-11-02',
      days: 1,
      now: NOW, // 07:00 local + 2 h 30 → 09:30 is the first
    });
    expect(notice.map((s) => s.time)).toEqual(['09:30', '10:00', '10:30']);
    const horizon = computeFreeSlots({
      availability: rules({ horizonDays: 8 }),
      from: '2026-11-02',
      days: 30,
      now: NOW,
    });
    expect([...new Set(horizon.map((s) => s.date))]).toEqual(['2026-11-02', '2026-11-09']);
  });

  it('applies a default notice of two hours', () => {
    const { minNoticeMinutes: _ignored, ...withoutNotice } = rules();
    const slots = computeFreeSlots({
      availability: withoutNotice,
      from: '2026-11-02',
      days: 1,
      now: '2026-11-02T07:40:00.000Z', // 08:40 local → 10:40 at the earliest
    });
    expect(slots).toEqual([]);
  });

  it('removes slots that overlap an event or a taken slot, buffer included', () => {
    const slots = computeFreeSlots({
      availability: rules({ bufferMinutes: 0 }),
      busy: [{ start: '2026-11-02T08:10:00.000Z', end: '2026-11-02T08:20:00.000Z' }], // 09:10–09:20
      taken: [{ start: '2026-11-02T09:30:00.000Z' }], // 10:30
      from: '2026-11-02',
      days: 1,
      now: NOW,
    });
    expect(slots.map((s) => s.time)).toEqual(['09:30', '10:00']);
    const withBuffer = computeFreeSlots({
      availability: rules({ weekly: [{ day: 1, start: '09:00', end: '12:00' }], bufferMinutes: 15 }),
      taken: [{ start: '2026-11-02T09:45:00.000Z' }], // 10:45–11:15 (a slot of 30 min)
      from: '2026-11-02',
      days: 1,
      now: NOW,
    });
    // Grid 09:00, 09:45, 10:30, 11:15; 10:30 ends 11:00 + 15 min buffer overlaps 10:45.
    expect(withBuffer.map((s) => s.time)).toEqual(['09:00', '09:45']);
  });

  it('offers only the ranges that accept the consultation type', () => {
    const availability = rules({
      weekly: [
        { day: 1, start: '09:00', end: '09:30', types: ['cabinet'] },
        { day: 1, start: '10:00', end: '10:30', types: ['visio', 'téléphone'] },
        { day: 1, start: '11:00', end: '11:30' },
      ],
    });
    const visio = computeFreeSlots({ availability, from: '2026-11-02', days: 1, now: NOW, consultationType: 'visio' });
    expect(visio.map((s) => s.time)).toEqual(['10:00', '11:00']);
    const all = computeFreeSlots({ availability, from: '2026-11-02', days: 1, now: NOW });
    expect(all.map((s) => s.time)).toEqual(['09:00', '10:00', '11:00']);
  });

  it('ignores malformed or empty ranges and merges overlapping ones', () => {
    const availability = rules({
      weekly: [
        { day: 1, start: '9h', end: '10:00' },
        { day: 1, start: '11:00', end: '10:00' },
        { day: 1, start: '09:00', end: '10:00' },
        { day: 1, start: '09:30', end: '10:00' },
      ],
    });
    expect(computeFreeSlots({ availability, from: '2026-11-02', days: 1, now: NOW }).map((s) => s.time)).toEqual([
      '09:00',
      '09:30',
    ]);
  });

  it('starts today in the professional timezone and stops at the limit', () => {
    expect(nextFreeSlot({ availability: rules(), now: NOW })?.start).toBe('2026-11-02T08:00:00.000Z');
    expect(computeFreeSlots({ availability: rules(), now: NOW, limit: 2 })).toHaveLength(2);
    expect(nextFreeSlot({ availability: rules({ weekly: [] }), now: NOW, days: 30 })).toBeNull();
  });

  it('tells whether a given start is still free', () => {
    const availability = rules();
    expect(isFreeSlot({ availability, now: NOW, start: '2026-11-02T08:30:00.000Z' })?.time).toBe('09:30');
    expect(isFreeSlot({ availability, now: NOW, start: '2026-11-02T08:15:00.000Z' })).toBeNull();
    expect(
      isFreeSlot({
        availability,
        now: NOW,
        start: '2026-11-02T08:30:00.000Z',
        taken: [{ start: '2026-11-02T08:30:00Z' }],
      }),
    ).toBeNull();
    expect(isFreeSlot({ availability, now: NOW, start: 'n’importe quoi' })).toBeNull();
  });
});

describe('free/busy projection (one rule: the server and the local backend)', () => {
  const event = (start: string, end: string, status: 'confirmé' | 'annulé' = 'confirmé') => ({ start, end, status });

  it('covers the booking horizon and two days more (60 days unless the professional says otherwise)', () => {
    const now = new Date(NOW);
    expect(busyPeriod({}, now)).toEqual({ start: NOW, end: '2027-01-03T06:00:00.000Z' });
    expect(busyPeriod({ horizonDays: 30 }, now).end).toBe('2026-12-04T06:00:00.000Z');
  });

  it('keeps the times of what overlaps the period and is not cancelled, as UTC instants, in order', () => {
    const period = { start: NOW, end: '2026-11-10T00:00:00.000Z' };
    expect(
      busyProjection(
        [
          event('2026-11-05T10:00:00+01:00', '2026-11-05T11:00:00+01:00'),
          event('2026-11-03T08:00:00.000Z', '2026-11-03T09:00:00.000Z'),
          event('2026-11-04T08:00:00.000Z', '2026-11-04T09:00:00.000Z', 'annulé'),
          // Ends as the period starts, starts as it ends: outside.
          event('2026-11-01T08:00:00.000Z', NOW),
          event('2026-11-10T00:00:00.000Z', '2026-11-10T01:00:00.000Z'),
          // Started before, still running: inside.
          event('2026-11-01T08:00:00.000Z', '2026-11-02T07:00:00.000Z'),
        ],
        period,
      ),
    ).toEqual([
      { start: '2026-11-01T08:00:00.000Z', end: '2026-11-02T07:00:00.000Z' },
      { start: '2026-11-03T08:00:00.000Z', end: '2026-11-03T09:00:00.000Z' },
      { start: '2026-11-05T09:00:00.000Z', end: '2026-11-05T10:00:00.000Z' },
    ]);
  });

  it('two projections are the same when they hold the same intervals; none and empty alike', () => {
    const a = [{ start: NOW, end: '2026-11-02T07:00:00.000Z' }];
    expect(sameBusy(a, [{ ...a[0]! }])).toBe(true);
    expect(sameBusy(undefined, [])).toBe(true);
    expect(sameBusy(a, [])).toBe(false);
    expect(sameBusy(a, [{ start: NOW, end: '2026-11-02T08:00:00.000Z' }])).toBe(false);
  });
});
