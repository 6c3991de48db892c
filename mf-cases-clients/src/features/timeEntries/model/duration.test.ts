import { amountCents, centsToInput, formatDuration, parseDuration, parseEuros, timeTotals } from './duration.ts';

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
  it('parses and writes euros', () => {
    expect(parseEuros('250')).toBe(25000);
    expect(parseEuros('250,5')).toBe(25050);
    expect(parseEuros('1 250,50 €')).toBe(125050);
    expect(parseEuros('12,345')).toBeNull();
    expect(parseEuros('-3')).toBeNull();
    expect(centsToInput(25050)).toBe('250,50');
    expect(centsToInput(25000)).toBe('250');
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
