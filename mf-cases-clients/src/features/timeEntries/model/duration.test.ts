import {
  amountCents,
  DURATION_HINT,
  durationToConfirm,
  formatDuration,
  formatDurationWords,
  isBareNumber,
  parseDuration,
  timeTotals,
} from './duration.ts';

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

describe('durations asked about before saving', () => {
  it.each([
    ['20', 20 * 60],
    ['9', 9 * 60],
    ['8,5', 8 * 60 + 30],
    ['10:30', 10 * 60 + 30],
    ['11h', 11 * 60],
    ['700 min', 700],
  ])('asks about "%s" (%i minutes)', (text, minutes) => {
    expect(durationToConfirm(text)).toBe(minutes);
  });
  it.each(['8', '7,5', '9:00', '10h', '10:00', '600 min', '20 min', '1:30', 'abc', ''])(
    'saves "%s" without asking',
    (text) => {
      expect(durationToConfirm(text)).toBeNull();
    },
  );
  it('tells a bare number from a duration with a unit', () => {
    expect(isBareNumber(' 20 ')).toBe(true);
    expect(isBareNumber('1,5')).toBe(true);
    expect(isBareNumber('20 min')).toBe(false);
    expect(isBareNumber('2h')).toBe(false);
    expect(isBareNumber('2:00')).toBe(false);
  });
  it('says a duration in words, through Intl fr-FR', () => {
    // Intl puts a no-break space between the number and its unit.
    const words = (minutes: number) => formatDurationWords(minutes).replace(/\s/g, ' ');
    expect(words(20 * 60)).toBe('20 h');
    expect(words(10 * 60 + 30)).toBe('10 h 30 min');
    expect(words(45)).toBe('45 min');
  });
});
