import { frVatKey, isValidFrVatNumber, isValidIban } from './identifiers.ts';

describe('French VAT number and IBAN', () => {
  it('computes the VAT key from the SIREN', () => {
    expect(frVatKey('404833048')).toBe('83'); // FR83404833048 (a published example)
    expect(isValidFrVatNumber('FR 83 404833048')).toBe(true);
    expect(isValidFrVatNumber('FR84404833048')).toBe(false);
    expect(isValidFrVatNumber('FR83404833048', '404833048')).toBe(true);
    expect(isValidFrVatNumber('FR83404833048', '732829320')).toBe(false);
  });
  it('checks an IBAN with mod 97', () => {
    expect(isValidIban('FR76 3000 6000 0112 3456 7890 189')).toBe(true);
    expect(isValidIban('FR76 3000 6000 0112 3456 7890 188')).toBe(false);
    expect(isValidIban('GB82 WEST 1234 5698 7654 32')).toBe(true);
    expect(isValidIban('FR76')).toBe(false);
  });
});
