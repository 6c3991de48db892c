import { isValidPhone, phoneProblem, toE164 } from './phone.ts';

describe('téléphone', () => {
  it.each([
    ['01 23 45 67 89', '+33123456789'],
    ['0123456789', '+33123456789'],
    ['06.12.34.56.78', '+33612345678'],
    ['06-12-34-56-78', '+33612345678'],
    ['+33 6 12 34 56 78', '+33612345678'],
    ['+33 (0)6 12 34 56 78', '+33612345678'],
    ['0033 6 12 34 56 78', '+33612345678'],
    ['+262 262 12 34 56', '+262262123456'],
    ['+44 20 7946 0958', '+442079460958'],
    ['+32 2 123 45 67', '+3221234567'],
    ['00 1 (212) 555-0100', '+12125550100'],
  ])('%s est valide (%s)', (value, e164) => {
    expect(isValidPhone(value)).toBe(true);
    expect(toE164(value)).toBe(e164);
  });

  it('dit pourquoi un numéro est refusé', () => {
    expect(phoneProblem('')).toBe('empty');
    expect(phoneProblem('06 12 34')).toBe('french');
    expect(phoneProblem('6 12 34 56 78')).toBe('french');
    expect(phoneProblem('00 0 12 34 56 78')).toBe('international');
    expect(phoneProblem('+33 6 12 34 56 7')).toBe('french');
    expect(phoneProblem('+33 0 12 34 56 78')).toBe('french');
    expect(phoneProblem('+1 234')).toBe('international');
    expect(phoneProblem('+0 123 456 789')).toBe('international');
    expect(phoneProblem('06 12 AB 56 78')).toBe('characters');
    expect(phoneProblem('06 12 34 56 78 +')).toBe('characters');
    expect(toE164('abc')).toBeNull();
  });
});
