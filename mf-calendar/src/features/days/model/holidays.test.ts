import joursFeries from '@socialgouv/jours-feries';
import { easterSunday, holidayOn, holidaysOf, LOCATIONS } from './holidays.ts';

/** Expected lists written by hand from the texts (Easter 2026 = 5 April, 2027 = 28 March). */
const NATIONAL_2026 = [
  '2026-01-01', // Jour de l'an
  '2026-04-06', // Lundi de Pâques
  '2026-05-01',
  '2026-05-08',
  '2026-05-14', // Ascension (Pâques + 39)
  '2026-05-25', // Lundi de Pentecôte (Pâques + 50)
  '2026-07-14',
  '2026-08-15',
  '2026-11-01',
  '2026-11-11',
  '2026-12-25',
];
const NATIONAL_2027 = [
  '2027-01-01',
  '2027-03-29',
  '2027-05-01',
  '2027-05-06',
  '2027-05-08',
  '2027-05-17',
  '2027-07-14',
  '2027-08-15',
  '2027-11-01',
  '2027-11-11',
  '2027-12-25',
];

const dates = (year: number, location: (typeof LOCATIONS)[number]) =>
  holidaysOf({ year, location }).map((holiday) => holiday.date);

describe('Easter', () => {
  it.each([
    [2008, '2008-03-23'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2028, '2028-04-16'],
    [2038, '2038-04-25'],
  ])('%i → %s', (year, expected) => {
    expect(easterSunday(year)).toBe(expected);
  });
});

describe('public holidays (C. trav. L3133-1, L3134-13, L3422-2)', () => {
  it('lists the eleven national days of 2026 and 2027', () => {
    expect(dates(2026, 'metropole')).toEqual(NATIONAL_2026);
    expect(dates(2027, 'metropole')).toEqual(NATIONAL_2027);
  });

  it('adds Vendredi saint and 26 décembre in Alsace-Moselle only', () => {
    expect(dates(2026, 'alsace-moselle')).toEqual(['2026-04-03', ...NATIONAL_2026, '2026-12-26'].sort());
    expect(dates(2027, 'alsace-moselle')).toEqual(['2027-03-26', ...NATIONAL_2027, '2027-12-26'].sort());
    expect(holidayOn({ date: '2026-04-03', location: 'metropole' })).toBeNull();
    expect(holidayOn({ date: '2026-12-26', location: 'guadeloupe' })).toBeNull();
    expect(holidayOn({ date: '2026-04-03', location: 'alsace-moselle' })?.name).toBe('Vendredi saint');
  });

  it.each([
    ['guadeloupe', '2026-05-27'],
    ['martinique', '2026-05-22'],
    ['guyane', '2026-06-10'],
    ['reunion', '2026-12-20'],
    ['mayotte', '2026-04-27'],
  ] as const)('adds the abolition day in %s (%s) and nowhere else', (location, date) => {
    expect(dates(2026, location)).toEqual([...NATIONAL_2026, date].sort());
    expect(holidayOn({ date, location })?.source).toContain('L3422-2');
    for (const other of LOCATIONS.filter((l) => l !== location))
      expect(holidayOn({ date, location: other })).toBeNull();
  });

  it('agrees with @socialgouv/jours-feries from 1990 to 2100 (national and Alsace-Moselle)', () => {
    const local = (date: Date) =>
      `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
    for (let year = 1990; year <= 2100; year += 1) {
      const national = Object.values(joursFeries(year)).map(local).sort();
      const alsace = Object.values(joursFeries(year, { alsace: true }))
        .map(local)
        .sort();
      expect(dates(year, 'metropole')).toEqual(national);
      expect(dates(year, 'alsace-moselle')).toEqual(alsace);
    }
  });
});

describe('two holidays on one day', () => {
  it('names both (Easter 1997 = 30 March → Ascension 8 May; Easter 2008 = 23 March → Ascension 1 May)', () => {
    expect(holidayOn({ date: '1997-05-08', location: 'metropole' })?.name).toBe('Victoire 1945 et Ascension');
    expect(holidayOn({ date: '2008-05-01', location: 'metropole' })?.name).toBe('Fête du Travail et Ascension');
  });
});
