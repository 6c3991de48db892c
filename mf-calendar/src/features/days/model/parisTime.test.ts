import { fromWallClock, parisParts, parisToInstant, toWallClock } from './parisTime.ts';

describe('Paris time', () => {
  it('converts winter and summer wall clocks (DST on 29 March and 25 October 2026)', () => {
    expect(parisToInstant({ date: '2026-03-27', time: '09:00' })).toBe('2026-03-27T08:00:00.000Z');
    expect(parisToInstant({ date: '2026-03-30', time: '09:00' })).toBe('2026-03-30T07:00:00.000Z');
    expect(parisToInstant({ date: '2026-10-26', time: '09:00' })).toBe('2026-10-26T08:00:00.000Z');
    expect(parisParts('2026-03-30T07:00:00.000Z')).toEqual({ date: '2026-03-30', time: '09:00' });
    expect(parisParts('2026-12-31T23:30:00.000Z')).toEqual({ date: '2027-01-01', time: '00:30' });
  });
  it('moves a time that does not exist forward and takes the first of an ambiguous one', () => {
    expect(parisToInstant({ date: '2026-03-29', time: '02:30' })).toBe('2026-03-29T01:30:00.000Z');
    expect(parisToInstant({ date: '2026-10-25', time: '02:30' })).toBe('2026-10-25T00:30:00.000Z');
  });
  it('round-trips through the wall clock FullCalendar shows', () => {
    const wall = toWallClock('2026-07-14T08:15:00.000Z');
    expect(wall).toBe('2026-07-14T10:15:00');
    expect(fromWallClock(new Date(`${wall}Z`))).toBe('2026-07-14T08:15:00.000Z');
  });
});
