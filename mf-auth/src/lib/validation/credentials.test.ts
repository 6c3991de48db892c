import { emailProblem, newPasswordProblem } from './credentials.ts';

describe('règles sans zod de la réinitialisation du mot de passe', () => {
  it('email : obligatoire puis bien formé', () => {
    expect(emailProblem('')).toBe('Veuillez saisir votre adresse email.');
    expect(emailProblem('   ')).toBe('Veuillez saisir votre adresse email.');
    expect(emailProblem('claire@cabinet')).toBe('Adresse email invalide.');
    expect(emailProblem('claire durand@cabinet.fr')).toBe('Adresse email invalide.');
    expect(emailProblem(' claire.durand@cabinet-durand.fr ')).toBeUndefined();
  });

  it('nouveau mot de passe : un message par cas, dans l’ordre de la règle', () => {
    expect(newPasswordProblem('')).toBe('Veuillez saisir votre mot de passe.');
    expect(newPasswordProblem('Ab1-defghij')).toBe('Le mot de passe doit compter au moins 12 caractères.');
    expect(newPasswordProblem('Abcdefgh-123')).toBeUndefined();
    expect(newPasswordProblem(`Ab1-${'x'.repeat(4093)}`)).toBe('Le mot de passe ne peut pas dépasser 4096 caractères.');
    expect(newPasswordProblem('abcdefgh-123')).toBe(
      'Le mot de passe doit mélanger majuscules, minuscules, chiffres et symboles.',
    );
  });
});
