/**
 * The visitor's details on /book: French messages, nothing sensitive asked, explicit RGPD
 * consent. The phone rule is the product's one rule (shared-data `isValidPhone`), handed in once
 * the data layer has loaded, so this schema stays free of it at first paint.
 */
import { z } from 'zod';

export const MOTIF_MAX = 300;

export const BOOKING_MESSAGES = {
  name: 'Indiquez votre nom et votre prénom.',
  nameLong: 'Nom trop long (100 caractères au plus).',
  email: 'Indiquez une adresse email valide (exemple : prenom.nom@exemple.fr).',
  phone: 'Indiquez un numéro de téléphone valide (exemple : 06 12 34 56 78).',
  motif: 'Indiquez en quelques mots l’objet du rendez-vous.',
  motifLong: `Restez bref : ${MOTIF_MAX} caractères au plus. Vous détaillerez votre situation lors du rendez-vous.`,
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
    name: z.string().trim().min(2, BOOKING_MESSAGES.name).max(100, BOOKING_MESSAGES.nameLong),
    email: z.string().trim().pipe(z.email(BOOKING_MESSAGES.email)),
    phone: z
      .string()
      .trim()
      .refine((value) => isValidPhone(value), phoneMessage),
    motif: z.string().trim().min(3, BOOKING_MESSAGES.motif).max(MOTIF_MAX, BOOKING_MESSAGES.motifLong),
    consent: z.boolean().refine((value) => value, BOOKING_MESSAGES.consent),
    website: z.string(),
  });
}
