import { compactIban, formatIban, isValidBic, isValidIban } from './bankIdentifiers.ts';
import {
  frVatKey,
  frVatNumberProblem,
  IDENTIFIER_MESSAGES,
  isValidFrVatNumber,
  isValidSiren,
  isValidSiret,
  luhnValid,
  siretProblem,
} from './identifiers.ts';

describe('SIREN and SIRET (one rule: sign-up, billing settings, clients, invoice issuing)', () => {
  it('accepts a SIREN whose Luhn key holds, with or without spaces', () => {
    expect(isValidSiren('732 829 320')).toBe(true);
    expect(isValidSiren('404833048')).toBe(true);
    // The demo cabinet's SIREN.
    expect(isValidSiren('812 345 676')).toBe(true);
    expect(isValidSiren('812345678')).toBe(false);
    expect(isValidSiren('81234567')).toBe(false);
  });

  it('accepts a SIRET only when both keys hold: its SIREN’s (9 first digits) and its own', () => {
    expect(siretProblem('732 829 320 00074')).toBeNull();
    expect(siretProblem('81234567600017')).toBeNull();
    expect(isValidSiret('404 833 048 00022')).toBe(true);
    // The SIRET's own key is wrong (its SIREN is valid).
    expect(siretProblem('81234567600018')).toBe('key');
    expect(siretProblem('40483304800010')).toBe('key');
  });

  it('refuses a 14-digit number whose Luhn key holds but whose SIREN does not exist (the old demo cabinet)', () => {
    // 812 345 678 00013: the 14 digits pass the Luhn check, the SIREN 812 345 678 does not.
    expect(luhnValid('81234567800013')).toBe(true);
    expect(luhnValid('812345678')).toBe(false);
    expect(siretProblem('812 345 678 00013')).toBe('key');
    expect(isValidSiret('81234567800013')).toBe(false);
  });

  it('keeps La Poste’s exception: a digit sum multiple of 5 instead of the SIRET’s Luhn key', () => {
    // La Poste's SIREN 356 000 000 has a valid Luhn key; its establishments' SIRETs do not.
    expect(isValidSiren('356000000')).toBe(true);
    expect(luhnValid('35600000012341')).toBe(false);
    expect(siretProblem('35600000012341')).toBeNull(); // 3+5+6+1+2+3+4+1 = 25
    expect(siretProblem('35600000012342')).toBe('key'); // 26
    // Its head office follows the Luhn rule.
    expect(siretProblem('35600000000048')).toBeNull();
  });

  it('says why: empty, length, key', () => {
    expect(siretProblem('')).toBe('empty');
    expect(siretProblem(' ')).toBe('empty');
    expect(siretProblem('8123456760001')).toBe('length');
    expect(siretProblem('8123456760001A')).toBe('length');
  });
});

describe('French VAT number (one rule: billing settings and invoice issuing)', () => {
  // SIREN 404 833 048 → key 83 (a known published VAT number: FR83404833048).
  it('computes the key from the SIREN: (12 + 3 × (SIREN mod 97)) mod 97, on two digits', () => {
    expect(frVatKey('404833048')).toBe('83');
    expect(frVatKey('732829320')).toBe('44');
    // SIREN 000 000 034: 3 × 34 + 12 = 114 → 17; SIREN 000 000 095: 3 × 95 + 12 = 297 → 06.
    expect(frVatKey('000000034')).toBe('17');
    expect(frVatKey('000000095')).toBe('06');
  });

  it('accepts the right numeric key, with or without spaces, lower or upper case', () => {
    expect(frVatNumberProblem('FR83 404 833 048')).toBeNull();
    expect(frVatNumberProblem('fr83404833048')).toBeNull();
    expect(frVatNumberProblem('FR83404833048', '404833048')).toBeNull();
    expect(frVatNumberProblem('FR83404833048', '404 833 048')).toBeNull();
    expect(isValidFrVatNumber('FR 83 404833048')).toBe(true);
  });

  it('accepts an alphanumeric key as the settings always did (such keys exist for some entities)', () => {
    expect(frVatNumberProblem('FRK7404833048')).toBeNull();
    expect(frVatNumberProblem('FR1A 404 833 048', '404833048')).toBeNull();
    expect(frVatNumberProblem('FRAB404833048')).toBeNull();
    expect(isValidFrVatNumber('FRK7404833048', '404833048')).toBe(true);
    // Still the SIREN of the cabinet.
    expect(frVatNumberProblem('FRK7404833048', '732829320')).toBe(IDENTIFIER_MESSAGES.vatSiren);
  });

  it('refuses a wrong numeric key, another SIREN or a wrong format, with its French message', () => {
    expect(frVatNumberProblem('FR84404833048')).toBe(IDENTIFIER_MESSAGES.vatKey);
    expect(frVatNumberProblem('FR83404833049')).toBe(IDENTIFIER_MESSAGES.vatKey);
    expect(frVatNumberProblem('FR83404833048', '732829320')).toBe(IDENTIFIER_MESSAGES.vatSiren);
    expect(frVatNumberProblem('DE123456789')).toBe(IDENTIFIER_MESSAGES.vatFormat);
    expect(frVatNumberProblem('FR83 4048')).toBe(IDENTIFIER_MESSAGES.vatFormat);
    expect(frVatNumberProblem('FR8340483304A')).toBe(IDENTIFIER_MESSAGES.vatFormat);
    expect(frVatNumberProblem('FR-?404833048')).toBe(IDENTIFIER_MESSAGES.vatFormat);
    expect(frVatNumberProblem('')).toBe(IDENTIFIER_MESSAGES.vatFormat);
    expect(isValidFrVatNumber('FR84404833048')).toBe(false);
    expect(isValidFrVatNumber('FR83404833048', '732829320')).toBe(false);
  });

  it('compares the SIREN only when the expected one is known (9 digits)', () => {
    expect(frVatNumberProblem('FR83404833048', '')).toBeNull();
    expect(frVatNumberProblem('FR83404833048', '123')).toBeNull();
  });

  it('keeps the French messages word for word', () => {
    expect(IDENTIFIER_MESSAGES).toEqual({
      ibanRequired: 'Saisissez l’IBAN du compte qui reçoit les règlements.',
      iban: 'IBAN invalide : vérifiez les caractères et la clé de contrôle (ex. FR76 3000 4000 0312 3456 7890 143).',
      bic: 'BIC invalide (8 ou 11 caractères, ex. BNPAFRPPXXX).',
      vatFormat:
        'Numéro de TVA invalide : FR suivi de 2 caractères de clé et des 9 chiffres du SIREN (ex. FR32 812345678).',
      vatKey: 'La clé du numéro de TVA ne correspond pas au SIREN.',
      vatSiren: 'Le SIREN du numéro de TVA doit être celui du SIRET (ses 9 premiers chiffres).',
    });
  });
});

describe('IBAN (ibantools: country format and mod 97)', () => {
  it('accepts a valid IBAN with or without spaces, in any case', () => {
    expect(isValidIban('FR76 3000 6000 0112 3456 7890 189')).toBe(true);
    expect(isValidIban('fr7630006000011234567890189')).toBe(true);
    expect(isValidIban('FR76\u00a03000\u00a06000\u00a00112\u00a03456\u00a07890\u00a0189')).toBe(true);
    expect(isValidIban('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(isValidIban('GB82 WEST 1234 5698 7654 32')).toBe(true);
    // The demo cabinet's IBAN.
    expect(isValidIban('FR76 3000 4000 0312 3456 7890 143')).toBe(true);
  });

  it('refuses a wrong key, a wrong length or format for the country, an unknown country', () => {
    expect(isValidIban('FR76 3000 6000 0112 3456 7890 188')).toBe(false);
    expect(isValidIban('FR77 3000 6000 0112 3456 7890 189')).toBe(false);
    expect(isValidIban('FR76 3000 6000')).toBe(false);
    expect(isValidIban('FR76')).toBe(false);
    expect(isValidIban('')).toBe(false);
    // The mod-97 key holds in each of these; the old hand-written check let them through.
    expect(isValidIban('XX90 0000 0000 0000 00')).toBe(false); // unknown country
    expect(isValidIban('DE54 3704 0044 0532 0130 001')).toBe(false); // 23 characters: a German IBAN has 22
    expect(isValidIban('FR54 3000 6000 0112 3456 7890 100')).toBe(false); // wrong RIB key (00 for 89)
  });

  it('compacts and formats by groups of four', () => {
    expect(compactIban('fr76 3000 6000 0112 3456 7890 189')).toBe('FR7630006000011234567890189');
    expect(formatIban('FR7630006000011234567890189')).toBe('FR76 3000 6000 0112 3456 7890 189');
    expect(formatIban('fr76 3000-6000 0112 3456 7890 189')).toBe('FR76 3000 6000 0112 3456 7890 189');
  });
});

describe('BIC', () => {
  it('accepts 8 or 11 characters of a known country, spaces and case ignored', () => {
    expect(isValidBic('BNPAFRPPXXX')).toBe(true);
    expect(isValidBic('bnpa frpp')).toBe(true);
    expect(isValidBic('BNP')).toBe(false);
    expect(isValidBic('BNPAXXPP')).toBe(false);
  });
});
