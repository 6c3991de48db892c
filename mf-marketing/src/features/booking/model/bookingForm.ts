/**
 * The visitor's details on /book: French messages, nothing sensitive asked, explicit RGPD
 * consent. The phone rule is the product's one rule (shared-data `isValidPhone`), handed in once
 * the data layer has loaded, so this schema stays free of it at first paint.
 */
import { z } from 'zod';
import { boundedText, PUBLIC_TEXT_LIMITS } from '../../../lib/textLimits.ts';

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

export function bookingFormSchema({
  isValidPhone,
  phoneMessage = BOOKING_MESSAGES.phone,
}: {
  isValidPhone: (phone: string) => boolean;
  phoneMessage?: string;
}) {
  return z.object({
    name: boundedText(NAME_MAX).min(2, BOOKING_MESSAGES.name),
    email: boundedText(PUBLIC_TEXT_LIMITS.email).pipe(z.email(BOOKING_MESSAGES.email)),
    phone: boundedText(PUBLIC_TEXT_LIMITS.phone).refine((value) => isValidPhone(value), phoneMessage),
    motif: boundedText(MOTIF_MAX).min(3, BOOKING_MESSAGES.motif),
    consent: z.boolean().refine((value) => value, BOOKING_MESSAGES.consent),
    website: z.string(),
  });
}
