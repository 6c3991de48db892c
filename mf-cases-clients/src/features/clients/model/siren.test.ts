import { formatSiren, isValidSiren, luhnValid, normalizeSiren } from './siren.ts';

describe('SIREN', () => {
  it('accepts valid SIRENs, with or without spaces', () => {
    expect(isValidSiren('732829320')).toBe(true);
    expect(isValidSiren('732 829 320')).toBe(true);
    expect(isValidSiren('552 100 554')).toBe(true);
  });
  it('rejects a wrong key, a wrong length or letters', () => {
    expect(isValidSiren('732829321')).toBe(false);
    expect(isValidSiren('73282932')).toBe(false);
    expect(isValidSiren('73282932A')).toBe(false);
    expect(isValidSiren('')).toBe(false);
  });
  it('normalises and formats', () => {
    expect(normalizeSiren('732 829.320')).toBe('732829320');
    expect(formatSiren('732829320')).toBe('732 829 320');
    expect(formatSiren('12')).toBe('12');
    expect(luhnValid('79927398713')).toBe(true);
  });
});
