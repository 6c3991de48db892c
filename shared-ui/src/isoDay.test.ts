import {
  addDays,
  addMonths,
  daysBetween,
  formatIsoDay,
  isIsoDay,
  isoWeekday,
  localIsoDay,
  mondayOf,
  startOfLocalDay,
  todayIso,
  weekDays,
} from './isoDay.ts';

describe('jours ISO (YYYY-MM-DD), pour toutes les zones', () => {
  it('reconnaît un vrai jour du calendrier, rien d’autre', () => {
    for (const day of ['2026-03-14', '2028-02-29', '2026-12-31']) expect(isIsoDay(day)).toBe(true);
    for (const text of ['2026-02-29', '2026-02-30', '2026-13-01', '2026-3-1', '14/03/2026', '2026-03-14T10:00', ''])
      expect(isIsoDay(text)).toBe(false);
  });

  it('ajoute des jours par-delà les mois, les années et les changements d’heure', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    // The nights the clocks change in France: a day is still a day.
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
    expect(addDays('2026-11-30', 0)).toBe('2026-11-30');
  });

  it('ajoute des mois en gardant le quantième, ou le dernier jour d’un mois plus court (CPC art. 641)', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-11-15', 2)).toBe('2027-01-15');
    expect(addMonths('2026-01-15', -13)).toBe('2024-12-15');
  });

  it('donne le jour de la semaine, le lundi et les sept jours d’une semaine', () => {
    expect(isoWeekday('2026-11-02')).toBe(1);
    expect(isoWeekday('2026-11-08')).toBe(7);
    expect(mondayOf('2026-11-08')).toBe('2026-11-02');
    expect(mondayOf('2026-11-02')).toBe('2026-11-02');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
    expect(weekDays('2026-11-30')).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
  });

  it('compte les jours entre deux dates, négatifs vers le passé', () => {
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-10-26', '2026-10-24')).toBe(-2);
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
  });

  it('écrit un jour JJ/MM/AAAA tel qu’il est enregistré', () => {
    expect(formatIsoDay('2026-03-04')).toBe('04/03/2026');
    expect(formatIsoDay('2026-12-31')).toBe('31/12/2026');
  });

  it('lit le jour dans le fuseau de l’utilisateur, même tard le soir ou juste après minuit', () => {
    expect(todayIso(new Date(2026, 2, 14, 23, 30))).toBe('2026-03-14');
    expect(todayIso(new Date(2026, 2, 15, 0, 5))).toBe('2026-03-15');
    const lateEvening = new Date(2026, 11, 31, 23, 59);
    expect(localIsoDay(lateEvening.toISOString())).toBe('2026-12-31');
    expect(localIsoDay(lateEvening.getTime())).toBe('2026-12-31');
  });

  it('donne le premier instant d’un jour local : une plage de jours prend tout le dernier jour, rien du suivant', () => {
    const from = startOfLocalDay('2026-03-28');
    const until = startOfLocalDay(addDays('2026-03-29', 1));
    expect(from).toBe(new Date(2026, 2, 28).toISOString());
    expect(localIsoDay(from)).toBe('2026-03-28');
    expect(localIsoDay(new Date(Date.parse(from) - 1))).toBe('2026-03-27');
    // The last minute of the last day is inside, midnight after it is not.
    const lastMinute = new Date(2026, 2, 29, 23, 59).toISOString();
    expect(lastMinute >= from && lastMinute < until).toBe(true);
    expect(localIsoDay(until)).toBe('2026-03-30');
  });
});
