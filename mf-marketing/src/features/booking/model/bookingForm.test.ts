import { BOOKING_MESSAGES, bookingFormSchema, EMPTY_BOOKING_FORM, MOTIF_MAX } from './bookingForm.ts';

const schema = bookingFormSchema({ isValidPhone: (phone) => /^0\d( ?\d{2}){4}$/.test(phone) });
const valid = {
  ...EMPTY_BOOKING_FORM,
  name: 'Nadia Benali',
  email: 'nadia@example.fr',
  phone: '06 12 34 56 78',
  motif: 'Litige avec mon propriétaire',
  consent: true,
};
const messages = (values: object) => {
  const result = schema.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
};

describe('booking form', () => {
  it('accepts a complete request', () => {
    expect(messages(valid)).toEqual({});
  });

  it('explains each problem in French next to its field', () => {
    expect(messages({ ...EMPTY_BOOKING_FORM })).toEqual({
      name: BOOKING_MESSAGES.name,
      email: BOOKING_MESSAGES.email,
      phone: BOOKING_MESSAGES.phone,
      motif: BOOKING_MESSAGES.motif,
      consent: BOOKING_MESSAGES.consent,
    });
  });

  it('requires consent and keeps the motif short', () => {
    expect(messages({ ...valid, consent: false })).toEqual({ consent: BOOKING_MESSAGES.consent });
    expect(messages({ ...valid, motif: 'x'.repeat(MOTIF_MAX + 1) })).toEqual({
      motif: '300 caractères au maximum (vous en avez saisi 301).',
    });
  });
});
