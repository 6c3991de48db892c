import { computeFreeSlots } from 'shared-data';
import {
  AVAILABILITY_MESSAGES,
  availabilityFormSchema,
  DEFAULT_AVAILABILITY,
  previewBusy,
  previewSlots,
  storedAvailability,
  toAvailabilityForm,
  toAvailabilityRules,
  type AvailabilityFormValues,
} from './availabilityForm.ts';

const form = (overrides: Partial<AvailabilityFormValues>): AvailabilityFormValues => ({
  ...DEFAULT_AVAILABILITY,
  ...overrides,
});
const issues = (values: AvailabilityFormValues) =>
  (availabilityFormSchema.safeParse(values).error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

describe('availability validation', () => {
  it('accepts the defaults', () => {
    expect(issues(DEFAULT_AVAILABILITY)).toEqual([]);
  });

  it('refuses overlapping ranges of the same day, not of different days', () => {
    const weekly = [
      { day: 1, start: '09:00', end: '12:00' },
      { day: 1, start: '11:00', end: '13:00' },
      { day: 2, start: '11:00', end: '13:00' },
    ];
    expect(issues(form({ weekly }))).toEqual([
      `weekly.1.start: ${AVAILABILITY_MESSAGES.overlap('lundi', '09:00–12:00')}`,
    ]);
  });

  it('refuses a range the slot length does not divide, an end before the start, a bad time', () => {
    const weekly = [
      { day: 1, start: '09:00', end: '12:30' },
      { day: 2, start: '14:00', end: '13:00' },
      { day: 3, start: '9h', end: '12:00' },
    ];
    const found = issues(form({ weekly, slotMinutes: '45' }));
    expect(found[0]).toBe(
      'weekly.0.end: Lundi : la plage 09:00–12:30 n’est pas un multiple de la durée d’un créneau (45 min) : il reste 30 min. Ajustez la plage ou la durée.',
    );
    expect(found).toContain(`weekly.1.end: ${AVAILABILITY_MESSAGES.order}`);
    expect(found).toContain(`weekly.2.start: ${AVAILABILITY_MESSAGES.time}`);
  });

  it('names the weekday once per range that does not hold whole slots, with what is left over', () => {
    const weekly = [1, 2, 3, 4, 5].map((day) => ({ day, start: '09:00', end: '12:30' }));
    const found = issues(form({ weekly, slotMinutes: '45' }));
    expect(found).toEqual(
      ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi'].map(
        (day, index) =>
          `weekly.${index}.end: ${day} : la plage 09:00–12:30 n’est pas un multiple de la durée d’un créneau (45 min) : il reste 30 min. Ajustez la plage ou la durée.`,
      ),
    );
    expect(new Set(found.map((issue) => issue.split(': ').slice(1).join(': '))).size).toBe(5);
    // 14:00–18:00 with 1 h 30 slots: 4 h = 2 slots and 1 h left.
    expect(issues(form({ weekly: [{ day: 6, start: '14:00', end: '18:00' }], slotMinutes: '90' }))).toEqual([
      'weekly.0.end: Samedi : la plage 14:00–18:00 n’est pas un multiple de la durée d’un créneau (1 h 30) : il reste 1 h. Ajustez la plage ou la durée.',
    ]);
  });

  it('refuses a negative buffer, a bad slot length, notice, horizon, no type, a half-filled opening', () => {
    const found = issues(
      form({
        bufferMinutes: '-10',
        slotMinutes: '0',
        minNoticeHours: 'deux',
        horizonDays: '400',
        types: [],
        exceptions: [{ date: '2026-12-24', closed: false, start: '', end: '' }],
      }),
    );
    expect(found).toEqual([
      `slotMinutes: ${AVAILABILITY_MESSAGES.slot}`,
      `bufferMinutes: ${AVAILABILITY_MESSAGES.bufferNegative}`,
      `minNoticeHours: ${AVAILABILITY_MESSAGES.notice}`,
      `horizonDays: ${AVAILABILITY_MESSAGES.horizon}`,
      `types: ${AVAILABILITY_MESSAGES.types}`,
      `exceptions.0.start: ${AVAILABILITY_MESSAGES.exceptionHours}`,
    ]);
  });

  it('round-trips through the stored document and feeds the shared slot computation', () => {
    const values = form({
      weekly: [{ day: 1, start: '09:00', end: '10:00' }],
      slotMinutes: '30',
      minNoticeHours: '0',
      types: ['visio'],
      exceptions: [{ date: '2026-11-09', closed: true, start: '', end: '' }],
    });
    const rules = toAvailabilityRules(values);
    expect(rules.weekly[0]).toEqual({ day: 1, start: '09:00', end: '10:00', types: ['visio'] });
    const stored = { uid: 'u', firmId: 'f', updatedAt: '2026-11-01T00:00:00Z', ...rules };
    expect(toAvailabilityForm(stored)).toEqual(values);
    const slots = computeFreeSlots({
      availability: rules,
      now: '2026-11-02T06:00:00.000Z',
      days: 14,
      busy: [{ start: '2026-11-02T08:30:00.000Z', end: '2026-11-02T09:00:00.000Z' }],
    });
    // Monday 2 Nov: 09:00 only (09:30 is busy); Monday 9 Nov closed; Monday 16 Nov beyond 14 days.
    expect(slots.map((s) => `${s.date} ${s.time}`)).toEqual(['2026-11-02 09:00']);
  });
});

describe('the live preview', () => {
  const mondayMorning = form({ weekly: [{ day: 1, start: '09:00', end: '10:00' }], minNoticeHours: '0' });
  const now = new Date('2026-11-02T06:00:00.000Z');

  it('lists the free slots the booking page would offer, without the busy and taken ones', () => {
    const slots = previewSlots({
      values: mondayMorning,
      busy: [{ start: '2026-11-02T08:30:00.000Z', end: '2026-11-02T09:00:00.000Z' }],
      taken: [{ start: '2026-11-09T08:00:00.000Z' }],
      now,
      limit: 3,
    });
    // 2 Nov 09:30 busy, 9 Nov 09:00 taken; three at most.
    expect(slots?.map((slot) => `${slot.date} ${slot.time}`)).toEqual([
      '2026-11-02 09:00',
      '2026-11-09 09:30',
      '2026-11-16 09:00',
    ]);
  });

  it('shows nothing while the form has errors', () => {
    expect(previewSlots({ values: form({ slotMinutes: 'x' }), busy: [], taken: [], now, limit: 3 })).toBeNull();
  });

  it('deducts the agenda’s events but not the cancelled ones, and the busy times stored', () => {
    const events = [
      { start: 'a', end: 'b', status: 'confirmé' },
      { start: 'c', end: 'd', status: 'annulé' },
    ];
    expect(previewBusy(events, [{ start: 'e', end: 'f' }])).toEqual([
      { start: 'a', end: 'b' },
      { start: 'e', end: 'f' },
    ]);
    expect(previewBusy(events, undefined)).toEqual([{ start: 'a', end: 'b' }]);
  });

  it('opens with the stored availability only when it is valid', () => {
    const stored = { uid: 'u', firmId: 'f', updatedAt: '2026-11-01T00:00:00Z', ...toAvailabilityRules(mondayMorning) };
    expect(storedAvailability(stored)).toMatchObject({ slotMinutes: 30, weekly: [{ day: 1, start: '09:00' }] });
    expect(storedAvailability({ ...stored, slotMinutes: 'trente' })).toBeNull();
    expect(storedAvailability(null)).toBeNull();
  });
});
