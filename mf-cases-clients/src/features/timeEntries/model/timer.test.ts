import { elapsedMs, formatElapsed, msUntilNextMinute, startedText, TIMER_MESSAGES, timerStop } from './timer.ts';

/** A local instant (the timer's day is the user's calendar day). */
const at = (day: string, time: string) => new Date(`${day}T${time}`).toISOString();
const ms = (instant: string) => Date.parse(instant);

describe('the running display', () => {
  it('shows whole minutes as hh:mm, and never a negative time', () => {
    const start = at('2026-03-02', '09:00:00');
    expect(formatElapsed(elapsedMs(start, ms(at('2026-03-02', '09:00:59'))))).toBe('00:00');
    expect(formatElapsed(elapsedMs(start, ms(at('2026-03-02', '10:05:10'))))).toBe('01:05');
    expect(formatElapsed(elapsedMs(start, ms(at('2026-03-02', '08:00:00'))))).toBe('00:00');
  });
  it('changes at the next whole minute since the start', () => {
    const start = at('2026-03-02', '09:00:20');
    expect(msUntilNextMinute(start, ms(at('2026-03-02', '09:01:00')))).toBe(20_000);
  });
  it('says since when: the time the same day, the date before', () => {
    expect(startedText(at('2026-03-02', '09:15:00'), '2026-03-02')).toBe('09:15');
    expect(startedText(at('2026-03-01', '18:20:00'), '2026-03-02')).toMatch(/^le 1 mars 2026 à 18:20$/);
  });
});

describe('what « Arrêter » records', () => {
  const start = at('2026-03-02', '09:00:00');
  it('under one minute: nothing (asked first)', () => {
    expect(timerStop({ startedAt: start, now: ms(at('2026-03-02', '09:00:59')), today: '2026-03-02' })).toEqual({
      kind: 'tooShort',
    });
  });
  it('the minutes run, rounded up to the minute, dated today', () => {
    expect(timerStop({ startedAt: start, now: ms(at('2026-03-02', '10:35:00')), today: '2026-03-02' })).toEqual({
      kind: 'entry',
      date: '2026-03-02',
      minutes: 95,
    });
    expect(timerStop({ startedAt: start, now: ms(at('2026-03-02', '10:35:01')), today: '2026-03-02' })).toEqual({
      kind: 'entry',
      date: '2026-03-02',
      minutes: 96,
    });
  });
  it('left running overnight: asks for the real duration of the day it started (never 14 h)', () => {
    const evening = at('2026-03-01', '18:20:00');
    expect(timerStop({ startedAt: evening, now: ms(at('2026-03-02', '08:20:00')), today: '2026-03-02' })).toEqual({
      kind: 'overnight',
      date: '2026-03-01',
    });
    expect(TIMER_MESSAGES.overnight(evening)).toMatch(/depuis le 1 mars 2026 à 18:20 : il a sans doute été oublié/);
  });
  it('asks before starting another, naming the dossier and since when', () => {
    expect(TIMER_MESSAGES.runningElsewhere('2026-0012 Bail Dupont', '09:15')).toBe(
      'Un chronomètre tourne déjà sur 2026-0012 Bail Dupont depuis 09:15. L’arrêter et l’enregistrer ?',
    );
  });
});
