import {
  formatSiret,
  isValidSiret,
  luhnValid,
  normalizeIdentifier as normalizeSiret,
  siretProblem,
} from 'shared-data/identifiers';
import { SIGNUP_MESSAGES } from '../../validation/model/signupMessages.ts';
import { siretMessage } from './siret.ts';

describe('SIRET', () => {
  it.each(['73282932000074', '732 829 320 00074', '443 061 841 00047', '55208131766522', '35600000000048'])(
    '%s est valide',
    (value) => {
      expect(isValidSiret(value)).toBe(true);
    },
  );

  it('refuse une clé de Luhn fausse', () => {
    expect(siretProblem('73282932000075')).toBe('key');
    expect(siretProblem('12345678901234')).toBe('key');
  });

  it('exige exactement 14 chiffres', () => {
    expect(siretProblem('')).toBe('empty');
    expect(siretProblem('   ')).toBe('empty');
    expect(siretProblem('7328293200007')).toBe('length');
    expect(siretProblem('732829320000744')).toBe('length');
    expect(siretProblem('7328293200007A')).toBe('length');
  });

  it('applique la règle de La Poste (somme des chiffres multiple de 5) à ses établissements', () => {
    expect(luhnValid('35600000049837')).toBe(false);
    expect(isValidSiret('35600000049837')).toBe(true);
    expect(isValidSiret('35600000049838')).toBe(false);
  });

  it('normalise et met en forme', () => {
    expect(normalizeSiret('732.829.320-00074')).toBe('73282932000074');
    expect(normalizeSiret('732\u00a0829\u202f320 00074')).toBe('73282932000074');
    expect(formatSiret('73282932000074')).toBe('732 829 320 00074');
    expect(formatSiret('123')).toBe('123');
  });

  it('message précis de l’inscription', () => {
    expect(siretMessage('')).toBe(SIGNUP_MESSAGES.siretMissing);
    expect(siretMessage('123')).toBe(SIGNUP_MESSAGES.siretLength);
    expect(siretMessage('73282932000075')).toBe(SIGNUP_MESSAGES.siretKey);
    expect(siretMessage('732 829 320 00074')).toBeUndefined();
  });

  it('luhnValid refuse ce qui n’est pas que des chiffres', () => {
    expect(luhnValid('')).toBe(false);
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('7992739871x')).toBe(false);
  });
});
