/** The pilot programme application: French messages, consent required, nothing sensitive. */
import { z } from 'zod';
import { boundedText, PUBLIC_TEXT_LIMITS } from '../../../lib/textLimits.ts';

export const CABINET_SIZES = [
  { value: 'seul', label: 'J’exerce seul(e)' },
  { value: '2-5', label: '2 à 5 professionnels' },
  { value: '6-15', label: '6 à 15 professionnels' },
  { value: '16+', label: 'Plus de 15 professionnels' },
] as const;

export const PILOT_MESSAGE_MAX = 1000;

export const PILOT_MESSAGES = {
  name: 'Indiquez votre nom et votre prénom.',
  email: 'Indiquez une adresse email valide (exemple : prenom.nom@cabinet.fr).',
  firmName: 'Indiquez le nom de votre cabinet (ou votre nom si vous exercez seul).',
  barreau: 'Indiquez votre barreau (ou votre ordre, votre chambre).',
  size: 'Choisissez la taille de votre cabinet.',
  specialties: 'Choisissez au moins un domaine.',
  consent: 'Votre accord est nécessaire pour que nous puissions vous recontacter.',
} as const;

export type PilotFormValues = {
  name: string;
  email: string;
  firmName: string;
  barreau: string;
  size: string;
  specialties: string[];
  message: string;
  consent: boolean;
  /** Honeypot. */
  website: string;
};

export const EMPTY_PILOT_FORM: PilotFormValues = {
  name: '',
  email: '',
  firmName: '',
  barreau: '',
  size: '',
  specialties: [],
  message: '',
  consent: false,
  website: '',
};

export const pilotFormSchema = z.object({
  name: boundedText(PUBLIC_TEXT_LIMITS.name).min(2, PILOT_MESSAGES.name),
  email: boundedText(PUBLIC_TEXT_LIMITS.email).pipe(z.email(PILOT_MESSAGES.email)),
  firmName: boundedText(PUBLIC_TEXT_LIMITS.name).min(2, PILOT_MESSAGES.firmName),
  barreau: boundedText(PUBLIC_TEXT_LIMITS.short).min(2, PILOT_MESSAGES.barreau),
  size: z.enum(CABINET_SIZES.map((s) => s.value) as [string, ...string[]], { error: PILOT_MESSAGES.size }),
  specialties: z.array(z.string()).min(1, PILOT_MESSAGES.specialties),
  message: boundedText(PILOT_MESSAGE_MAX),
  consent: z.boolean().refine((value) => value, PILOT_MESSAGES.consent),
  website: z.string(),
});

/** One application per email: the document id is a hash of the normalised email. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
