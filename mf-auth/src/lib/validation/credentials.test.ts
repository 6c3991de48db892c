import { emailProblem, newPasswordProblem } from './credentials.ts';
import { newPassword } from './fields.ts';

describe('règles sans zod de la réinitialisation du mot de passe', () => {
  it('email : obligatoire puis bien formé', () => {
    expect(emailProblem('')).toBe('Veuillez saisir votre adresse email.');
    expect(emailProblem('   ')).toBe('Veuillez saisir votre adresse email.');
    expect(emailProblem('claire@cabinet')).toBe('Adresse email invalide.');
    expect(emailProblem('claire durand@cabinet.fr')).toBe('Adresse email invalide.');
    expect(emailProblem(' claire.durand@cabinet-durand.fr ')).toBeUndefined();
  });

  it('nouveau mot de passe : même message que le champ zod de l’inscription, pour chaque cas', () => {
    const cases = ['', 'Ab1-defghij', 'abcdefgh-123', 'Abcdefgh1234', `Ab1-${'x'.repeat(4093)}`, 'Abcdefgh-123'];
    for (const value of cases) {
      expect(newPasswordProblem(value)).toBe(newPassword.safeParse(value).error?.issues[0]?.message);
    }
    expect(newPasswordProblem('Abcdefgh-123')).toBeUndefined();
    expect(newPasswordProblem(`Ab1-${'x'.repeat(4093)}`)).toBe('Le mot de passe ne peut pas dépasser 4096 caractères.');
    expect(newPasswordProblem('abcdefgh-123')).toBe(
      'Le mot de passe doit mélanger majuscules, minuscules, chiffres et symboles.',
    );
  });
});
