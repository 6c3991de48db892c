/**
 * The visitor's details on /book: French messages, nothing sensitive asked, explicit RGPD
 * consent. The phone rule is the product's one rule (shared-data `isValidPhone`), handed in by the
 * form once the data layer has loaded (hooks/phoneRule.ts), so this check stays free of it.
 */
import { type FormProblems, isEmail, textProblem } from '../../validation/model/formChecks.ts';
import { TEXT_LIMITS } from 'shared-data/textLimits';

export const MOTIF_MAX = 300;
export const NAME_MAX = 100;

export const BOOKING_MESSAGES = {
  name: 'Indiquez votre nom et votre prénom.',
  email: 'Indiquez une adresse email valide (exemple : prenom.nom@exemple.fr).',
  phone: 'Indiquez un numéro de téléphone valide (exemple : 06 12 34 56 78).',
  motif: 'Indiquez en quelques mots l’objet du rendez-vous.',
  consent: 'Votre accord est nécessaire pour transmettre votre demande au professionnel.',
  slot: 'Choisissez un créneau.',
  type: 'Choisissez le type de rendez-vous.',
} as const;

export type BookingFormValues = {
  name: string;
  email: string;
  phone: string;
  motif: string;
  consent: boolean;
  /** Honeypot: hidden from people, filled by robots. */
  website: string;
};

export const EMPTY_BOOKING_FORM: BookingFormValues = {
  name: '',
  email: '',
  phone: '',
  motif: '',
  consent: false,
  website: '',
};

/** Each field's problem, on trimmed values (see resolverOf). */
export function checkBookingForm(
  values: BookingFormValues,
  {
    isValidPhone,
    phoneMessage = BOOKING_MESSAGES.phone,
  }: { isValidPhone: (phone: string) => boolean; phoneMessage?: string },
): FormProblems<BookingFormValues> {
  return {
    name: textProblem(values.name, NAME_MAX, { min: 2, message: BOOKING_MESSAGES.name }),
    email: textProblem(values.email, TEXT_LIMITS.email) ?? (isEmail(values.email) ? undefined : BOOKING_MESSAGES.email),
    phone: textProblem(values.phone, TEXT_LIMITS.phone) ?? (isValidPhone(values.phone) ? undefined : phoneMessage),
    motif: textProblem(values.motif, MOTIF_MAX, { min: 3, message: BOOKING_MESSAGES.motif }),
    consent: values.consent ? undefined : BOOKING_MESSAGES.consent,
  };
}
