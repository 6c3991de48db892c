import { amountCents, DURATION_HINT, formatDuration, parseDuration, timeTotals } from './duration.ts';

describe('parseDuration: minutes and what a bare number means', () => {
  it.each([
    ['90 min', 90],
    ['90min', 90],
    ['90m', 90],
    ['90 mn', 90],
    ['1h30', 90],
    ['1 h 30', 90],
    ['1h30min', 90],
    ['1:30', 90],
    ['1,5', 90],
    ['0,25', 15],
    ['2', 120],
  ])('reads "%s" as %i minutes', (text, minutes) => {
    expect(parseDuration(text)).toBe(minutes);
  });
  it('reads a bare "90" as hours, and says so in the hint', () => {
    expect(parseDuration('90')).toBe(90 * 60);
    expect(DURATION_HINT).toMatch(/Un nombre seul compte en heures/);
    expect(DURATION_HINT).toMatch(/90 min/);
  });
});

describe('parseDuration', () => {
  it('reads h:mm, hours alone and 1h30', () => {
    expect(parseDuration('1:30')).toBe(90);
    expect(parseDuration('0:05')).toBe(5);
    expect(parseDuration('2')).toBe(120);
    expect(parseDuration('1h30')).toBe(90);
    expect(parseDuration('1h')).toBe(60);
    expect(parseDuration(' 10:00 ')).toBe(600);
  });
  it('rejects what is not a duration', () => {
    expect(parseDuration('')).toBeNull();
    expect(parseDuration('1:60')).toBeNull();
    expect(parseDuration('1:5')).toBeNull();
    expect(parseDuration('abc')).toBeNull();
    expect(parseDuration('-1:00')).toBeNull();
  });
});

describe('formatDuration', () => {
  it('writes h:mm', () => {
    expect(formatDuration(90)).toBe('1:30');
    expect(formatDuration(5)).toBe('0:05');
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(605)).toBe('10:05');
  });
});

describe('amounts in cents', () => {
  it('computes and rounds each line to the cent', () => {
    expect(amountCents(90, 25000)).toBe(37500);
    expect(amountCents(7, 20000)).toBe(2333);
    expect(amountCents(1, 10)).toBe(0);
  });
  it('sums billable and unbilled totals', () => {
    const totals = timeTotals([
      { minutes: 90, rateCents: 25000, billed: false },
      { minutes: 7, rateCents: 20000, billed: false },
      { minutes: 60, rateCents: 30000, billed: true },
    ]);
    expect(totals).toEqual({
      minutes: 157,
      billableCents: 37500 + 2333 + 30000,
      unbilledMinutes: 97,
      unbilledCents: 39833,
    });
    expect(timeTotals([])).toEqual({ minutes: 0, billableCents: 0, unbilledMinutes: 0, unbilledCents: 0 });
  });
});
