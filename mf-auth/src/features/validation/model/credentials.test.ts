import { emailProblem, isValidEmail, newPasswordProblem } from './credentials.ts';

describe('email et nouveau mot de passe', () => {
  it('email : obligatoire puis bien formé, avec les messages du catalogue', () => {
    expect(emailProblem('')).toBe('Veuillez saisir votre adresse email.');
    expect(emailProblem('   ')).toBe('Veuillez saisir votre adresse email.');
    expect(emailProblem('claire@')).toBe('Adresse email invalide.');
    expect(emailProblem('claire@cabinet')).toBe('Adresse email invalide.');
    expect(emailProblem('claire durand@cabinet.fr')).toBe('Adresse email invalide.');
    expect(emailProblem(' claire.durand@cabinet-durand.fr ')).toBeUndefined();
    expect(isValidEmail('a.b+c@sous.domaine.fr')).toBe(true);
  });

  it('nouveau mot de passe : la recommandation de la CNIL, un message par cas dans l’ordre de la règle', () => {
    expect(newPasswordProblem('')).toBe('Veuillez saisir votre mot de passe.');
    expect(newPasswordProblem('Ab1-defghij')).toBe('Le mot de passe doit compter au moins 12 caractères.');
    expect(newPasswordProblem(`Ab1-${'x'.repeat(4093)}`)).toBe('Le mot de passe ne peut pas dépasser 4096 caractères.');
    for (const missingOne of ['abcdefgh-123', 'ABCDEFGH-123', 'Abcdefgh-xyz', 'Abcdefgh1234']) {
      expect(newPasswordProblem(missingOne)).toBe(
        'Le mot de passe doit mélanger majuscules, minuscules, chiffres et symboles.',
      );
    }
    for (const fine of ['Abcdefgh-123', 'Demo-Pretoire-2026', 'Élégance!2026'])
      expect(newPasswordProblem(fine)).toBeUndefined();
  });
});
