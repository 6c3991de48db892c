import { DataError } from 'shared-data';
import { computeDeadline, DEADLINE_MESSAGES, type DeadlineInput, type DeadlineUnit } from './computeDeadline.ts';
import type { Location } from '../../days/model/holidays.ts';

/** Every expected date below was derived by hand from CPC art. 640-644 and a 2026-2029 calendar. */
const base: DeadlineInput = {
  start: '2026-11-02',
  amount: 15,
  unit: 'jours',
  direction: 'after',
  location: 'metropole',
  distance: 'none',
};
const end = (input: Partial<DeadlineInput>) => computeDeadline({ ...base, ...input }).end;
const explain = (input: Partial<DeadlineInput>) => computeDeadline({ ...base, ...input }).explanation.join('\n');

describe('computeDeadline — days (art. 641 al. 1, 642)', () => {
  it('does not count the starting day', () => {
    // Lundi 2 novembre 2026 + 15 jours → mardi 17 novembre 2026.
    expect(end({})).toBe('2026-11-17');
    expect(end({ amount: 1 })).toBe('2026-11-03');
    const text = explain({});
    expect(text).toContain('Point de départ : lundi 2 novembre 2026');
    expect(text).toContain('ce jour ne compte pas (CPC art. 641, al. 1)');
    expect(text).toContain('Échéance brute : mardi 17 novembre 2026 à 24 h (CPC art. 642, al. 1)');
    expect(text).not.toContain('report');
  });

  it('moves a Saturday, then a Sunday that is a holiday, to the next working day', () => {
    // Vendredi 16 octobre 2026 + 15 → samedi 31 octobre → dimanche 1er novembre (Toussaint) → lundi 2 novembre.
    const result = computeDeadline({ ...base, start: '2026-10-16' });
    expect(result.end).toBe('2026-11-02');
    const reports = result.explanation.filter((line) => line.includes('art. 642, al. 2'));
    expect(reports).toHaveLength(2);
    expect(reports[0]).toContain('samedi 31 octobre 2026');
    expect(reports[0]).toContain('(samedi)');
    expect(reports[1]).toContain('Toussaint');
    expect(reports[1]).toContain('L3133-1');
    expect(result.explanation.at(-1)).toBe('Le délai expire le lundi 2 novembre 2026 à 24 h.');
  });

  it('moves a Friday holiday over the weekend (Noël 2026) and counts 26 décembre in Alsace-Moselle', () => {
    // 10 décembre 2026 + 15 → vendredi 25 décembre → lundi 28 décembre.
    expect(end({ start: '2026-12-10' })).toBe('2026-12-28');
    expect(explain({ start: '2026-12-10', location: 'alsace-moselle' })).toContain('Saint-Étienne');
    expect(explain({ start: '2026-12-10' })).not.toContain('Saint-Étienne');
    // Samedi 25 décembre 2027 → dimanche 26 → lundi 27 décembre 2027.
    expect(end({ start: '2027-12-10' })).toBe('2027-12-27');
  });
});

describe('computeDeadline — months and years (art. 641)', () => {
  it('ends on the same day-of-month', () => {
    expect(end({ start: '2026-03-15', amount: 1, unit: 'mois' })).toBe('2026-04-15');
  });

  it('ends on the last day of a shorter month, then art. 642 applies', () => {
    // 31 janvier 2026 + 1 mois → samedi 28 février → dimanche 1er mars → lundi 2 mars 2026.
    expect(end({ start: '2026-01-31', amount: 1, unit: 'mois' })).toBe('2026-03-02');
    // 31 janvier 2027 + 1 mois → dimanche 28 février → lundi 1er mars 2027.
    expect(end({ start: '2027-01-31', amount: 1, unit: 'mois' })).toBe('2027-03-01');
    // 31 mars 2026 + 2 mois → 31 mai 2026 is a Sunday → lundi 1er juin.
    expect(end({ start: '2026-03-31', amount: 2, unit: 'mois' })).toBe('2026-06-01');
  });

  it('handles leap years', () => {
    // 2028 is a leap year: 31 janvier + 1 mois → mardi 29 février 2028.
    expect(end({ start: '2028-01-31', amount: 1, unit: 'mois' })).toBe('2028-02-29');
    // 29 février 2028 + 1 an → 28 février 2029 (mercredi): no 29th in 2029.
    expect(end({ start: '2028-02-29', amount: 1, unit: 'ans' })).toBe('2029-02-28');
    // 16 mars 2026 + 2 ans → jeudi 16 mars 2028.
    expect(end({ start: '2026-03-16', amount: 2, unit: 'ans' })).toBe('2028-03-16');
    // 30 janvier 2026 + 1 mois → 28 février 2026 (samedi) → lundi 2 mars (2026 is not a leap year).
    expect(end({ start: '2026-01-30', amount: 1, unit: 'mois' })).toBe('2026-03-02');
  });
});

describe('computeDeadline — each movable holiday of 2026 and 2027', () => {
  const cases: [string, number, DeadlineUnit, Location, string, string][] = [
    // [start, amount, unit, location, expected, why]
    ['2026-03-22', 15, 'jours', 'metropole', '2026-04-07', 'lundi de Pâques 6 avril 2026'],
    ['2026-03-19', 15, 'jours', 'metropole', '2026-04-03', 'Vendredi saint not a holiday outside Alsace-Moselle'],
    ['2026-03-19', 15, 'jours', 'alsace-moselle', '2026-04-07', 'Vendredi saint → week-end → lundi de Pâques'],
    ['2026-04-14', 1, 'mois', 'metropole', '2026-05-15', 'Ascension jeudi 14 mai 2026'],
    ['2026-04-25', 1, 'mois', 'metropole', '2026-05-26', 'lundi de Pentecôte 25 mai 2026'],
    ['2027-03-12', 15, 'jours', 'metropole', '2027-03-30', 'samedi 27 → dimanche → lundi de Pâques 29 mars 2027'],
    ['2027-03-11', 15, 'jours', 'metropole', '2027-03-26', 'Vendredi saint 2027 outside Alsace-Moselle'],
    ['2027-03-11', 15, 'jours', 'alsace-moselle', '2027-03-30', 'Vendredi saint 26 mars 2027 → … → mardi 30'],
    ['2027-04-06', 1, 'mois', 'metropole', '2027-05-07', 'Ascension jeudi 6 mai 2027'],
    ['2027-04-15', 1, 'mois', 'metropole', '2027-05-18', 'samedi 15 → dimanche → lundi de Pentecôte 17 mai 2027'],
    ['2027-04-08', 1, 'mois', 'metropole', '2027-05-10', '8 mai 2027 is a Saturday → lundi 10'],
  ];
  it.each(cases)('%s + %i %s (%s) → %s: %s', (start, amount, unit, location, expected) => {
    expect(end({ start, amount, unit, location })).toBe(expected);
  });
});

describe('computeDeadline — overseas abolition days (L3422-2)', () => {
  it.each([
    ['guadeloupe', '2026-04-27', '2026-05-28'], // mercredi 27 mai 2026 → jeudi 28
    ['martinique', '2026-04-22', '2026-05-26'], // vendredi 22 mai → week-end → lundi de Pentecôte → mardi 26
    ['guyane', '2026-05-10', '2026-06-11'], // mercredi 10 juin 2026 → jeudi 11
    ['mayotte', '2026-03-27', '2026-04-28'], // lundi 27 avril 2026 → mardi 28
    ['reunion', '2027-11-20', '2027-12-21'], // lundi 20 décembre 2027 → mardi 21
  ] as const)('%s: %s + 1 mois → %s, not moved in metropole', (location, start, expected) => {
    expect(end({ start, amount: 1, unit: 'mois', location })).toBe(expected);
    expect(explain({ start, amount: 1, unit: 'mois', location })).toContain('abolition de l’esclavage');
    const metropole = end({ start, amount: 1, unit: 'mois' });
    expect(metropole).not.toBe(expected);
  });
  it('keeps the metropolitan result where the overseas day does not apply', () => {
    expect(end({ start: '2026-04-27', amount: 1, unit: 'mois' })).toBe('2026-05-27');
  });
});

describe('computeDeadline — distance (art. 643-644)', () => {
  it('adds one month for a party overseas before a metropolitan court', () => {
    // 15 janvier 2026 + 1 mois + 1 mois → dimanche 15 mars → lundi 16 mars 2026.
    const input = { start: '2026-01-15', amount: 1, unit: 'mois', distance: 'outre-mer' } as const;
    expect(end(input)).toBe('2026-03-16');
    expect(explain(input)).toContain('+ 1 mois');
    expect(explain(input)).toContain('CPC art. 643, 1°');
  });
  it('adds two months for a party abroad, counted as one délai from the starting day', () => {
    expect(end({ start: '2026-01-15', amount: 1, unit: 'mois', distance: 'etranger' })).toBe('2026-04-15');
    // 31 janvier + (1 + 2) mois → jeudi 30 avril 2026 (not 28 avril, which stepping month by month would give).
    expect(end({ start: '2026-01-31', amount: 1, unit: 'mois', distance: 'etranger' })).toBe('2026-04-30');
    expect(explain({ start: '2026-01-15', amount: 1, unit: 'mois', distance: 'etranger' })).toContain('643, 2°');
  });
  it('counts months first, then days (art. 641 al. 2)', () => {
    // 2 novembre 2026 + 1 mois → 2 décembre, + 15 jours → jeudi 17 décembre 2026.
    expect(end({ distance: 'outre-mer' })).toBe('2026-12-17');
    expect(explain({ distance: 'outre-mer' })).toContain('CPC art. 641, al. 2');
    // 31 janvier 2026 + 1 mois → 28 février, + 15 jours → dimanche 15 mars → lundi 16 mars.
    expect(end({ start: '2026-01-31', distance: 'outre-mer' })).toBe('2026-03-16');
  });
  it('applies the reverse case for a court sitting overseas (art. 644)', () => {
    // Court in La Réunion, party in metropolitan France: 15 janvier 2026 + 2 mois → lundi 16 mars 2026.
    const input = { start: '2026-01-15', amount: 1, unit: 'mois', location: 'reunion', distance: 'outre-mer' } as const;
    expect(end(input)).toBe('2026-03-16');
    expect(explain(input)).toContain('CPC art. 644');
    expect(explain(input)).toContain('La Réunion');
    expect(end({ ...input, distance: 'etranger' })).toBe('2026-04-15');
    expect(explain({ ...input, distance: 'etranger' })).toContain('CPC art. 644');
  });
});

describe('computeDeadline — countdowns ("N jours avant")', () => {
  it('counts back from the day before the event; the act is due the day before those N days', () => {
    // Audience jeudi 10 décembre 2026, 15 jours avant: the 15 days run from 25 novembre to 9 décembre,
    // so the act is due on mardi 24 novembre 2026.
    const result = computeDeadline({ ...base, start: '2026-12-10', direction: 'before' });
    expect(result.end).toBe('2026-11-24');
    const text = result.explanation.join('\n');
    expect(text).toContain('du mercredi 25 novembre 2026 au mercredi 9 décembre 2026');
    expect(text).toContain('25-70.018');
    expect(text).toContain('16-26.996');
    expect(text).not.toContain('Conseil pratique');
  });
  it('never moves a countdown that ends on a weekend, and gives the previous working day as a hint', () => {
    // Audience lundi 16 novembre 2026: the 15 days are 1er-15 novembre; due samedi 31 octobre 2026.
    const result = computeDeadline({ ...base, start: '2026-11-16', direction: 'before' });
    expect(result.end).toBe('2026-10-31');
    expect(result.explanation.join('\n')).toContain('au plus tard le vendredi 30 octobre 2026');
    expect(result.explanation.join('\n')).not.toContain('art. 642, al. 2');
  });
  it('never moves a countdown that ends on a holiday', () => {
    // Audience vendredi 27 novembre 2026: due mercredi 11 novembre 2026 (Armistice); hint mardi 10 novembre.
    const result = computeDeadline({ ...base, start: '2026-11-27', direction: 'before' });
    expect(result.end).toBe('2026-11-11');
    expect(result.explanation.join('\n')).toContain('Armistice 1918');
    expect(result.explanation.join('\n')).toContain('au plus tard le mardi 10 novembre 2026');
  });
  it('counts months back with the same day-of-month, or the month’s last day', () => {
    // Audience mercredi 31 mars 2027, 1 mois avant: the month runs from 28 février; due samedi 27 février 2027.
    const result = computeDeadline({ ...base, start: '2027-03-31', amount: 1, unit: 'mois', direction: 'before' });
    expect(result.end).toBe('2027-02-27');
    expect(result.explanation.join('\n')).toContain('vendredi 26 février 2027');
    expect(end({ start: '2026-12-10', amount: 1, unit: 'mois', direction: 'before' })).toBe('2026-11-09');
  });
});

describe('computeDeadline — bad input', () => {
  const problem = (input: Partial<DeadlineInput>) => {
    try {
      computeDeadline({ ...base, ...input });
    } catch (error) {
      expect(error).toBeInstanceOf(DataError);
      return (error as DataError).message;
    }
    throw new Error('expected a refusal');
  };
  it('refuses a missing or impossible start date', () => {
    expect(problem({ start: '' })).toBe(DEADLINE_MESSAGES.start);
    expect(problem({ start: '2026-02-30' })).toBe(DEADLINE_MESSAGES.start);
    expect(problem({ start: '2027-02-29' })).toBe(DEADLINE_MESSAGES.start);
  });
  it('refuses a zero, fractional or huge amount', () => {
    expect(problem({ amount: 0 })).toBe(DEADLINE_MESSAGES.amount);
    expect(problem({ amount: 1.5 })).toBe(DEADLINE_MESSAGES.amount);
    expect(problem({ amount: 121, unit: 'mois' })).toContain('120 mois au maximum');
  });
  it('refuses a distance extension on a countdown', () => {
    expect(problem({ direction: 'before', distance: 'etranger' })).toBe(DEADLINE_MESSAGES.countdownDistance);
  });
  it('refuses unknown units and places', () => {
    expect(problem({ unit: 'semaines' as never })).toBe(DEADLINE_MESSAGES.unit);
    expect(problem({ location: 'corse' as never })).toBe(DEADLINE_MESSAGES.location);
  });
});
