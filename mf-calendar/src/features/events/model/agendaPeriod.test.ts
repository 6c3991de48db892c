import { periodAfter, periodStart } from './agendaPeriod.ts';

describe('periodStart and periodAfter: where the agenda’s « Précédent », « Suivant », « Aujourd’hui » lead', () => {
  it('a period starts on its day, its week’s Monday, its month’s 1st', () => {
    expect(periodStart('timeGridDay', '2026-12-16')).toBe('2026-12-16');
    expect(periodStart('timeGridWeek', '2026-12-20')).toBe('2026-12-14');
    expect(periodStart('listWeek', '2026-12-14')).toBe('2026-12-14');
    expect(periodStart('dayGridMonth', '2026-12-31')).toBe('2026-12-01');
  });

  it('the next or previous period, across a month and a year', () => {
    expect(periodAfter('dayGridMonth', '2026-12-16', 1)).toBe('2027-01-01');
    expect(periodAfter('dayGridMonth', '2027-01-31', -1)).toBe('2026-12-01');
    expect(periodAfter('timeGridWeek', '2026-12-31', 1)).toBe('2027-01-04');
    expect(periodAfter('listWeek', '2026-12-02', -1)).toBe('2026-11-23');
    expect(periodAfter('timeGridDay', '2026-12-31', 1)).toBe('2027-01-01');
    expect(periodAfter('timeGridDay', '2026-03-01', -1)).toBe('2026-02-28');
  });
});
