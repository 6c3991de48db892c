import { matchesQuery, searchKey, todayIso } from './text.ts';

describe('search keys', () => {
  it('drops accents, case and extra spaces', () => {
    expect(searchKey('  Élodie   LEFÈVRE ')).toBe('elodie lefevre');
  });
  it('matches every word in any order', () => {
    const key = searchKey('2026-0001 Bail commercial Lambert');
    expect(matchesQuery(key, 'lambert bail')).toBe(true);
    expect(matchesQuery(key, 'BAÏL')).toBe(true);
    expect(matchesQuery(key, 'lambert divorce')).toBe(false);
    expect(matchesQuery(key, '')).toBe(true);
  });
  it('gives the local day', () => {
    expect(todayIso(new Date(2026, 2, 14, 23, 30))).toBe('2026-03-14');
  });
});
