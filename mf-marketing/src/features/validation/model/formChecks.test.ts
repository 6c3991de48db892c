import { regexes } from 'zod/v4/core';
import { EMAIL_PATTERN, isEmail } from './formChecks.ts';

describe('formChecks', () => {
  it('the email rule is zod’s z.email() regex, to the character', () => {
    expect(EMAIL_PATTERN.source).toBe(regexes.email.source);
    expect(EMAIL_PATTERN.flags).toBe(regexes.email.flags);
  });

  it('accepts an ordinary address, refuses one without a domain', () => {
    expect(isEmail('prenom.nom@exemple.fr')).toBe(true);
    expect(isEmail('prenom.nom@exemple')).toBe(false);
    expect(isEmail('prenom nom@exemple.fr')).toBe(false);
  });
});
