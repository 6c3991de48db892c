import { resolverOf } from '../../validation/model/formChecks.ts';
import {
  BOOKING_MESSAGES,
  type BookingFormValues,
  checkBookingForm,
  EMPTY_BOOKING_FORM,
  MOTIF_MAX,
} from './bookingForm.ts';

const resolver = resolverOf<BookingFormValues>((values) =>
  checkBookingForm(values, { isValidPhone: (phone) => /^0\d( ?\d{2}){4}$/.test(phone) }),
);
const valid = {
  ...EMPTY_BOOKING_FORM,
  name: 'Nadia Benali',
  email: 'nadia@example.fr',
  phone: '06 12 34 56 78',
  motif: 'Litige avec mon propriétaire',
  consent: true,
};
// What the form shows: each field's message, through the resolver the form uses.
const messages = async (values: object) => {
  const { errors } = await resolver(values as never, undefined, { fields: {}, shouldUseNativeValidation: false });
  return Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message]));
};

describe('booking form', () => {
  it('accepts a complete request', async () => {
    expect(await messages(valid)).toEqual({});
  });

  it('explains each problem in French next to its field', async () => {
    expect(await messages({ ...EMPTY_BOOKING_FORM })).toEqual({
      name: BOOKING_MESSAGES.name,
      email: BOOKING_MESSAGES.email,
      phone: BOOKING_MESSAGES.phone,
      motif: BOOKING_MESSAGES.motif,
      consent: BOOKING_MESSAGES.consent,
    });
  });

  it('requires consent and keeps the motif short', async () => {
    expect(await messages({ ...valid, consent: false })).toEqual({ consent: BOOKING_MESSAGES.consent });
    expect(await messages({ ...valid, motif: 'x'.repeat(MOTIF_MAX + 1) })).toEqual({
      motif: '300 caractères au maximum (vous en avez saisi 301).',
    });
  });
});
