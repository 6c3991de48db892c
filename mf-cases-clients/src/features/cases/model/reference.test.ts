import { formatReference } from 'shared-data/testing';
import { parseReference } from './reference.ts';

describe('dossier references', () => {
  it('formats the year and a four-digit sequence, and parses it back', () => {
    expect(formatReference(2026, 42)).toBe('2026-0042');
    expect(parseReference(formatReference(2027, 12345))).toEqual({ year: 2027, sequence: 12345 });
    expect(parseReference('26-1')).toBeNull();
  });
});
