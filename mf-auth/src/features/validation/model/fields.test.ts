import {
  accountEmailProblem,
  addressMessage,
  addressProblem,
  checkedList,
  firmNameProblem,
  fullNameProblem,
  tooLong,
} from './fields.ts';
import { ruleOf } from './rules.ts';
import { SIGNUP_MESSAGES } from './signupMessages.ts';

describe('champs communs', () => {
  it('email d’un compte créé : jamais plus long que le champ enregistré (message de shared-data)', () => {
    expect(accountEmailProblem(`${'a'.repeat(250)}@cabinet.fr`)).toBe(
      '254 caractères au maximum (vous en avez saisi 261).',
    );
    expect(accountEmailProblem(' claire@cabinet.fr ')).toBeUndefined();
  });

  it('nom : au moins deux lettres, jugé sans les espaces autour', () => {
    expect(fullNameProblem('')).toBe(SIGNUP_MESSAGES.fullNameMissing);
    expect(fullNameProblem('   ')).toBe(SIGNUP_MESSAGES.fullNameMissing);
    expect(fullNameProblem('1')).toBe(SIGNUP_MESSAGES.fullNameInvalid);
    expect(fullNameProblem('  Élise N’Diaye ')).toBeUndefined();
    expect(fullNameProblem('a'.repeat(121))).toBe('120 caractères au maximum (vous en avez saisi 121).');
  });

  it('nom du cabinet : obligatoire, pas plus long que le champ enregistré', () => {
    expect(firmNameProblem(' ')).toBe(SIGNUP_MESSAGES.firmNameMissing);
    expect(firmNameProblem('Cabinet Durand')).toBeUndefined();
    expect(tooLong('x'.repeat(201), 'title')).toMatch(/^200 caractères au maximum/);
  });

  it('adresse : voie, code postal à 5 chiffres et ville', () => {
    expect(addressProblem('')).toBe('empty');
    expect(addressProblem('Paris')).toBe('incomplete');
    expect(addressProblem('75002 Paris')).toBe('incomplete');
    expect(addressProblem('12 rue de la Paix 75002')).toBe('incomplete');
    expect(addressProblem('12 rue de la Paix, 75002 Paris')).toBeNull();
    expect(addressProblem('Le Bourg\n97200 Fort-de-France')).toBeNull();
    expect(addressMessage('')).toBe(SIGNUP_MESSAGES.addressMissing);
    expect(addressMessage('Paris')).toBe(SIGNUP_MESSAGES.addressIncomplete);
    expect(addressMessage('12 rue de la Paix, 75002 Paris')).toBeUndefined();
  });

  it('cases à cocher : toujours une liste', () => {
    expect(checkedList(['a', 'b'])).toEqual(['a', 'b']);
    expect(checkedList('a')).toEqual(['a']);
    expect(checkedList(false)).toEqual([]);
    expect(checkedList('')).toEqual([]);
  });

  it('une règle de react-hook-form : le message, ou true', async () => {
    const rule = ruleOf(fullNameProblem);
    await expect(rule.validate('')).resolves.toBe(SIGNUP_MESSAGES.fullNameMissing);
    await expect(rule.validate('Élise N’Diaye')).resolves.toBe(true);
  });
});
