import { EMPTY_PILOT_FORM, normaliseEmail, PILOT_MESSAGES, pilotFormSchema } from './pilotForm.ts';

const valid = {
  ...EMPTY_PILOT_FORM,
  name: 'Hélène Garnier',
  email: 'helene@cabinet-garnier.fr',
  firmName: 'Cabinet Garnier',
  barreau: 'Barreau de Lille',
  size: '2-5',
  specialties: ['Droit du travail'],
  consent: true,
};
const messages = (values: object) => {
  const result = pilotFormSchema.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
};

describe('pilot application form', () => {
  it('accepts a complete application (the message is optional)', () => {
    expect(messages(valid)).toEqual({});
  });

  it('explains each missing field in French', () => {
    expect(messages(EMPTY_PILOT_FORM)).toEqual({
      name: PILOT_MESSAGES.name,
      email: PILOT_MESSAGES.email,
      firmName: PILOT_MESSAGES.firmName,
      barreau: PILOT_MESSAGES.barreau,
      size: PILOT_MESSAGES.size,
      specialties: PILOT_MESSAGES.specialties,
      consent: PILOT_MESSAGES.consent,
    });
  });

  it('requires consent, a known cabinet size and a short message', () => {
    expect(messages({ ...valid, consent: false })).toEqual({ consent: PILOT_MESSAGES.consent });
    expect(messages({ ...valid, size: '1000' })).toEqual({ size: PILOT_MESSAGES.size });
    expect(messages({ ...valid, message: 'x'.repeat(1001) })).toEqual({
      message: '1\u202f000 caractères au maximum (vous en avez saisi 1\u202f001).',
    });
  });

  it('treats the same address in another case or with spaces as the same email', () => {
    expect(normaliseEmail('  Helene@Cabinet-Garnier.FR ')).toBe('helene@cabinet-garnier.fr');
  });
});
