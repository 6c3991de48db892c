import {
  compactIban,
  formatIban,
  frenchVatKey,
  frenchVatNumber,
  IDENTIFIER_MESSAGES,
  isBic,
  isIban,
  vatProblem,
} from './identifiers.ts';

describe('IBAN (mod 97)', () => {
  it('accepts a valid IBAN with or without spaces, refuses a wrong key or country format', () => {
    expect(isIban('FR76 3000 6000 0112 3456 7890 189')).toBe(true);
    expect(isIban('fr7630006000011234567890189')).toBe(true);
    expect(isIban('FR76 3000 6000 0112 3456 7890 188')).toBe(false);
    expect(isIban('FR77 3000 6000 0112 3456 7890 189')).toBe(false);
    expect(isIban('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(isIban('FR76 3000 6000')).toBe(false);
    expect(isIban('')).toBe(false);
    // The demo cabinet's IBAN.
    expect(isIban('FR76 3000 4000 0312 3456 7890 143')).toBe(true);
  });
  it('formats by groups of four', () => {
    expect(compactIban('fr76 3000 6000 0112 3456 7890 189')).toBe('FR7630006000011234567890189');
    expect(formatIban('FR7630006000011234567890189')).toBe('FR76 3000 6000 0112 3456 7890 189');
  });
  it('checks a BIC', () => {
    expect(isBic('BNPAFRPPXXX')).toBe(true);
    expect(isBic('bnpa frpp')).toBe(true);
    expect(isBic('BNP')).toBe(false);
  });
});

describe('French VAT number against the SIREN', () => {
  // SIREN 404 833 048 → key 83 (a known published VAT number: FR83404833048).
  it('computes the key', () => {
    expect(frenchVatKey('404833048')).toBe('83');
    expect(frenchVatNumber('732829320')).toBe('FR44732829320');
  });
  it('accepts the right key, refuses a wrong key, a wrong format or another SIREN', () => {
    expect(vatProblem('FR83 404 833 048')).toBeNull();
    expect(vatProblem('FR83404833048', '404833048')).toBeNull();
    expect(vatProblem('FR84404833048')).toBe(IDENTIFIER_MESSAGES.vatKey);
    expect(vatProblem('FR83404833048', '732829320')).toBe(IDENTIFIER_MESSAGES.vatSiren);
    expect(vatProblem('DE123456789')).toBe(IDENTIFIER_MESSAGES.vatFormat);
    expect(vatProblem('FR83404833049')).toBe(IDENTIFIER_MESSAGES.vatKey);
    expect(vatProblem('FR83 4048')).toBe(IDENTIFIER_MESSAGES.vatFormat);
  });
});
