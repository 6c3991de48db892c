import { address, addressProblem, email, fullName, newPassword, requiredEmail, requiredPassword } from './fields.ts';
import { isValidEmail } from './credentials.ts';
import { phone } from './phone.ts';
import { siret } from './siret.ts';
import { SIGNUP_MESSAGES } from './signupMessages.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('champs communs', () => {
  it('email : obligatoire puis bien formé, avec les messages du catalogue', () => {
    expect(firstMessage(email.safeParse(''))).toBe('Veuillez saisir votre adresse email.');
    expect(firstMessage(email.safeParse('   '))).toBe('Veuillez saisir votre adresse email.');
    expect(firstMessage(email.safeParse('claire@'))).toBe('Adresse email invalide.');
    expect(firstMessage(email.safeParse('claire@cabinet'))).toBe('Adresse email invalide.');
    expect(firstMessage(email.safeParse('claire durand@cabinet.fr'))).toBe('Adresse email invalide.');
    expect(email.parse('  claire.durand@cabinet-durand.fr ')).toBe('claire.durand@cabinet-durand.fr');
    expect(isValidEmail('a.b+c@sous.domaine.fr')).toBe(true);
  });

  it('connexion : présence seulement (le format est jugé par le fournisseur)', () => {
    expect(requiredEmail.safeParse('pas-un-email').success).toBe(true);
    expect(firstMessage(requiredPassword.safeParse(''))).toBe('Veuillez saisir votre mot de passe.');
    expect(requiredPassword.safeParse(' ').success).toBe(true);
  });

  it('nouveau mot de passe : la recommandation de la CNIL, 12 caractères de quatre sortes', () => {
    expect(firstMessage(newPassword.safeParse(''))).toBe('Veuillez saisir votre mot de passe.');
    expect(firstMessage(newPassword.safeParse('Ab1-defghij'))).toBe(
      'Le mot de passe doit compter au moins 12 caractères.',
    );
    for (const missingOne of ['abcdefgh-123', 'ABCDEFGH-123', 'Abcdefgh-xyz', 'Abcdefgh1234']) {
      expect(firstMessage(newPassword.safeParse(missingOne))).toBe(
        'Le mot de passe doit mélanger majuscules, minuscules, chiffres et symboles.',
      );
    }
    expect(newPassword.safeParse('Demo-Pretoire-2026').success).toBe(true);
    expect(newPassword.safeParse('Élégance!2026').success).toBe(true);
  });

  it('nom : au moins deux lettres', () => {
    expect(firstMessage(fullName.safeParse(''))).toBe(SIGNUP_MESSAGES.fullNameMissing);
    expect(firstMessage(fullName.safeParse('1'))).toBe(SIGNUP_MESSAGES.fullNameInvalid);
    expect(fullName.parse('  Élise N’Diaye ')).toBe('Élise N’Diaye');
  });

  it('téléphone et SIRET : messages précis', async () => {
    expect(firstMessage(await phone.safeParseAsync(''))).toBe(SIGNUP_MESSAGES.phoneMissing);
    expect(firstMessage(await phone.safeParseAsync('06 12'))).toBe(SIGNUP_MESSAGES.phoneFrench);
    expect(firstMessage(await phone.safeParseAsync('+1 2'))).toBe(SIGNUP_MESSAGES.phoneInternational);
    expect(firstMessage(await phone.safeParseAsync('06 12 AB'))).toBe(SIGNUP_MESSAGES.phoneCharacters);
    expect((await phone.safeParseAsync(' 06 12 34 56 78 ')).data).toBe('06 12 34 56 78');
    expect(firstMessage(siret.safeParse(''))).toBe(SIGNUP_MESSAGES.siretMissing);
    expect(firstMessage(siret.safeParse('123'))).toBe(SIGNUP_MESSAGES.siretLength);
    expect(firstMessage(siret.safeParse('73282932000075'))).toBe(SIGNUP_MESSAGES.siretKey);
    expect(siret.parse('732 829 320 00074')).toBe('73282932000074');
  });

  it('adresse : voie, code postal à 5 chiffres et ville', () => {
    expect(addressProblem('')).toBe('empty');
    expect(addressProblem('Paris')).toBe('incomplete');
    expect(addressProblem('75002 Paris')).toBe('incomplete');
    expect(addressProblem('12 rue de la Paix 75002')).toBe('incomplete');
    expect(addressProblem('12 rue de la Paix, 75002 Paris')).toBeNull();
    expect(addressProblem('Le Bourg\n97200 Fort-de-France')).toBeNull();
    expect(firstMessage(address.safeParse(''))).toBe(SIGNUP_MESSAGES.addressMissing);
    expect(firstMessage(address.safeParse('Paris'))).toBe(SIGNUP_MESSAGES.addressIncomplete);
  });
});
