import { isValidPhone, normalizePhone, PHONE_MESSAGE, phoneDigits, phoneE164 } from './phone.ts';

describe('isValidPhone', () => {
  it.each([
    ['06 98 17 75 18', '06 98 17 75 18', '+33698177518'],
    ['0698177518', '06 98 17 75 18', '+33698177518'],
    ['06.12.34.56.78', '06 12 34 56 78', '+33612345678'],
    ['01 42 68 53 00', '01 42 68 53 00', '+33142685300'],
    ['+33 6 12 34 56 78', '06 12 34 56 78', '+33612345678'],
    ['+33 (0)6 12 34 56 78', '06 12 34 56 78', '+33612345678'],
    ['0033 6 12 34 56 78', '06 12 34 56 78', '+33612345678'],
    ['+44 20 7946 0958', '+44 20 7946 0958', '+442079460958'],
    ['00 32 2 123 45 67', '+32 2 123 45 67', '+3221234567'],
    ['+1 415 555 2671', '+1 415 555 2671', '+14155552671'],
  ])('%s is valid, stored as %s (%s)', (text, stored, e164) => {
    expect(isValidPhone(text)).toBe(true);
    expect(normalizePhone(text)).toBe(stored);
    expect(phoneE164(text)).toBe(e164);
  });

  it.each([
    ['a 20-digit string', '12345678901234567890'],
    ['a 20-digit string with a +', '+12345678901234567890'],
    ['too short', '06 12 34'],
    ['no trunk prefix', '6 12 34 56 78'],
    ['+33 then 0', '+33 0 12 34 56 78'],
    ['letters', '06 12 AB 56 78'],
    ['empty', ''],
    ['no country code', '+0 123 456 789'],
  ])('refuses %s', (_label, text) => {
    expect(isValidPhone(text)).toBe(false);
    expect(normalizePhone(text)).toBeNull();
  });

  it('has one French message', () => {
    expect(PHONE_MESSAGE).toMatch(/^Numéro de téléphone invalide/);
  });
});

describe('phoneDigits', () => {
  it('makes spaced, compact and +33 forms comparable', () => {
    expect(phoneDigits('06 98 17 75 18')).toBe('0698177518');
    expect(phoneDigits('0698177518')).toBe('0698177518');
    expect(phoneDigits('+33 6 98 17 75 18')).toBe('0698177518');
    expect(phoneDigits('06.98.17')).toBe('069817');
  });
});
