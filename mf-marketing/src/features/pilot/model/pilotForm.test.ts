import { resolverOf } from '../../validation/model/formChecks.ts';
import { checkPilotForm, EMPTY_PILOT_FORM, normaliseEmail, PILOT_MESSAGES, type PilotFormValues } from './pilotForm.ts';

const resolver = resolverOf<PilotFormValues>(checkPilotForm);

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
// What the form shows: each field's message, through the resolver the form uses.
const messages = async (values: object) => {
  const { errors } = await resolver(values as never, undefined, { fields: {}, shouldUseNativeValidation: false });
  return Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message]));
};

describe('pilot application form', () => {
  it('accepts a complete application (the message is optional)', async () => {
    expect(await messages(valid)).toEqual({});
  });

  it('explains each missing field in French', async () => {
    expect(await messages(EMPTY_PILOT_FORM)).toEqual({
      name: PILOT_MESSAGES.name,
      email: PILOT_MESSAGES.email,
      firmName: PILOT_MESSAGES.firmName,
      barreau: PILOT_MESSAGES.barreau,
      size: PILOT_MESSAGES.size,
      specialties: PILOT_MESSAGES.specialties,
      consent: PILOT_MESSAGES.consent,
    });
  });

  it('requires consent, a known cabinet size and a short message', async () => {
    expect(await messages({ ...valid, consent: false })).toEqual({ consent: PILOT_MESSAGES.consent });
    expect(await messages({ ...valid, size: '1000' })).toEqual({ size: PILOT_MESSAGES.size });
    expect(await messages({ ...valid, message: 'x'.repeat(1001) })).toEqual({
      message: '1\u202f000 caractères au maximum (vous en avez saisi 1\u202f001).',
    });
  });

  it('treats the same address in another case or with spaces as the same email', async () => {
    expect(normaliseEmail('  Helene@Cabinet-Garnier.FR ')).toBe('helene@cabinet-garnier.fr');
  });
});

describe('resolverOf', () => {
  it('submits the trimmed values the checks judged', async () => {
    const { values } = await resolver(
      { ...valid, name: '  Hélène Garnier  ', message: ' Bonjour ' } as never,
      undefined,
      {
        fields: {},
        shouldUseNativeValidation: false,
      },
    );
    expect(values).toMatchObject({ name: 'Hélène Garnier', message: 'Bonjour' });
  });
});
