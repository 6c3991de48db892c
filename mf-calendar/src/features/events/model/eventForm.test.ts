import {
  courtFromCase,
  emptyEventValues,
  EVENT_MESSAGES,
  eventFormSchema,
  eventToValues,
  valuesToEvent,
} from './eventForm.ts';
import { filterEvents, overlapping, type EventWithId } from './eventList.ts';

const base = emptyEventValues({ kind: 'audience', date: '2026-11-23', uid: 'u1' });
const errorsOf = (values: object) => {
  const result = eventFormSchema.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
};

describe('event form', () => {
  it('requires a juridiction for an audience only', () => {
    expect(errorsOf({ ...base, title: 'Audience' }).jurisdiction).toBe(EVENT_MESSAGES.jurisdiction);
    expect(errorsOf({ ...base, kind: 'rendez-vous', title: 'RDV' })).toEqual({});
  });
  it('refuses an end before (or equal to) the start', () => {
    const values = { ...base, title: 'A', jurisdiction: 'TJ Lyon', startTime: '10:00', endTime: '09:30' };
    expect(errorsOf(values).endTime).toBe(EVENT_MESSAGES.endBeforeStart);
    expect(errorsOf({ ...values, endTime: '10:00' }).endTime).toBe(EVENT_MESSAGES.endBeforeStart);
    expect(errorsOf({ ...values, endDate: '2026-11-24' })).toEqual({});
  });
  it('refuses bad times, a missing title and no teammate', () => {
    const errors = errorsOf({ ...base, title: ' ', startTime: '25:00', attendeeUids: [] });
    expect(errors.title).toBe(EVENT_MESSAGES.title);
    expect(errors.startTime).toBe(EVENT_MESSAGES.time);
    expect(errors.attendeeUids).toBe(EVENT_MESSAGES.attendees);
  });
  it('maps Paris wall-clock values to instants and back', () => {
    const values = { ...base, title: 'Plaidoiries', jurisdiction: 'TJ de Lyon', startDate: '2026-03-30' };
    const record = valuesToEvent({ ...values, endDate: '2026-03-30' });
    expect(record.start).toBe('2026-03-30T07:00:00.000Z');
    expect(record.end).toBe('2026-03-30T08:00:00.000Z');
    expect(record.jurisdiction).toBe('TJ de Lyon');
    const back = eventToValues({ ...record, createdAt: '2026-01-01T00:00:00.000Z' });
    expect(back.startTime).toBe('09:00');
    expect(back.endTime).toBe('10:00');
  });
});

describe('event lists', () => {
  const event = (id: string, start: string, end: string, extra: Partial<EventWithId> = {}): EventWithId => ({
    id,
    kind: 'rendez-vous',
    title: id,
    start,
    end,
    caseId: null,
    attendeeUids: ['u1'],
    location: '',
    status: 'confirmé',
    createdAt: start,
    ...extra,
  });
  const a = event('a', '2026-11-23T09:00:00.000Z', '2026-11-23T10:00:00.000Z');
  const b = event('b', '2026-11-23T10:00:00.000Z', '2026-11-23T11:00:00.000Z', {
    kind: 'audience',
    attendeeUids: ['u2'],
  });
  const c = event('c', '2026-11-23T09:30:00.000Z', '2026-11-23T10:30:00.000Z', { status: 'annulé' });
  it('filters by teammate and kind', () => {
    expect(filterEvents([a, b], { membre: 'u2', type: 'tous' }).map((e) => e.id)).toEqual(['b']);
    expect(filterEvents([a, b], { membre: 'tous', type: 'rendez-vous' }).map((e) => e.id)).toEqual(['a']);
  });
  it('finds overlaps, ignoring touching, cancelled and other people’s events', () => {
    const range = { start: '2026-11-23T09:45:00.000Z', end: '2026-11-23T10:00:00.000Z' };
    expect(overlapping([a, b, c], range).map((e) => e.id)).toEqual(['a']);
    expect(overlapping([a, b, c], { ...range, uid: 'u2' })).toEqual([]);
  });
});

describe('an audience’s juridiction and RG from its dossier', () => {
  const lyon = { jurisdiction: 'Cour d’appel de Lyon', rgNumber: '26/04567' };
  const morel = { jurisdiction: 'Tribunal judiciaire de Lyon', rgNumber: '' };

  it('fills empty fields', () => {
    expect(courtFromCase({ values: { jurisdiction: '', rgNumber: ' ' }, court: lyon, filled: {} })).toEqual(lyon);
  });

  it('never replaces what the user typed', () => {
    expect(courtFromCase({ values: { jurisdiction: 'CPH de Lyon', rgNumber: '' }, court: lyon, filled: {} })).toEqual({
      rgNumber: '26/04567',
    });
    expect(
      courtFromCase({ values: { jurisdiction: 'CPH de Lyon', rgNumber: '26/1' }, court: lyon, filled: lyon }),
    ).toEqual({});
  });

  it('replaces or clears what a previous dossier filled in', () => {
    expect(courtFromCase({ values: lyon, court: morel, filled: lyon })).toEqual(morel);
    expect(courtFromCase({ values: lyon, court: null, filled: lyon })).toEqual({ jurisdiction: '', rgNumber: '' });
  });
});
