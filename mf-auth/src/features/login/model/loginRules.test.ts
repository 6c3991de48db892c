import { LOGIN_RULES } from './loginRules.ts';

describe('règles du formulaire de connexion', () => {
  it('email manquant ou blanc : message de la spécification', () => {
    expect(LOGIN_RULES.email.validate('')).toBe('Veuillez saisir votre adresse email.');
    expect(LOGIN_RULES.email.validate('   ')).toBe('Veuillez saisir votre adresse email.');
    expect(LOGIN_RULES.email.validate('claire@cabinet-durand.fr')).toBe(true);
  });

  it('mot de passe manquant : message de la spécification ; des espaces sont un mot de passe', () => {
    expect(LOGIN_RULES.password.validate('')).toBe('Veuillez saisir votre mot de passe.');
    expect(LOGIN_RULES.password.validate('   ')).toBe(true);
  });

  it('le format de l’email est laissé au fournisseur (spécification §5)', () => {
    expect(LOGIN_RULES.email.validate('pas-un-email')).toBe(true);
  });
});
