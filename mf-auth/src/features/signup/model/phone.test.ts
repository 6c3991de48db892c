import { ruleOf } from '../../validation/model/rules.ts';
import { SIGNUP_MESSAGES } from '../../validation/model/signupMessages.ts';
import { phoneMessage, phoneProblem } from './phone.ts';

describe('téléphone', () => {
  it.each([
    '01 23 45 67 89',
    '0123456789',
    '06.12.34.56.78',
    '06-12-34-56-78',
    '+33 6 12 34 56 78',
    '+33 (0)6 12 34 56 78',
    '0033 6 12 34 56 78',
    '+262 262 12 34 56',
    '+44 20 7946 0958',
    '+32 2 123 45 67',
    '00 1 (212) 555-0100',
  ])('%s est valide', async (value) => {
    await expect(phoneProblem(value)).resolves.toBeNull();
  });

  it('dit pourquoi un numéro est refusé', async () => {
    const problems = {
      '': 'empty',
      '06 12 34': 'french',
      '6 12 34 56 78': 'french',
      '00 0 12 34 56 78': 'international',
      '+33 6 12 34 56 7': 'french',
      '+33 0 12 34 56 78': 'french',
      '+1 234': 'international',
      '+0 123 456 789': 'international',
      '06 12 AB 56 78': 'characters',
      '06 12 34 56 78 +': 'characters',
    };
    for (const [value, problem] of Object.entries(problems)) await expect(phoneProblem(value)).resolves.toBe(problem);
  });

  it('message précis de l’inscription, aussi comme règle de react-hook-form', async () => {
    expect(await phoneMessage('')).toBe(SIGNUP_MESSAGES.phoneMissing);
    expect(await phoneMessage('06 12')).toBe(SIGNUP_MESSAGES.phoneFrench);
    expect(await phoneMessage('+1 2')).toBe(SIGNUP_MESSAGES.phoneInternational);
    expect(await phoneMessage('06 12 AB')).toBe(SIGNUP_MESSAGES.phoneCharacters);
    expect(await phoneMessage(` 06 12 34 56 78 ${' 1'.repeat(20)}`)).toMatch(/^40 caractères au maximum/);
    expect(await phoneMessage(' 06 12 34 56 78 ')).toBeUndefined();
    await expect(ruleOf(phoneMessage).validate('06 12')).resolves.toBe(SIGNUP_MESSAGES.phoneFrench);
  });
});
